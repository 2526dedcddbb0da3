/**
 * Which vitest files share a worker's modules and which run isolated (scripts/vite/testProjects.ts): a file
 * that replaces modules or globals must not share them with the files after it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles, REPLACES_MODULES_OR_GLOBALS, testProjects } from '../../scripts/vite/testProjects';

describe('vitest projects', () => {
  it('isolates a file that mocks modules or stubs globals, and no other', () => {
    const root = mkdtempSync(join(tmpdir(), 'test-projects-'));
    mkdirSync(join(root, 'tests/area'), { recursive: true });
    const files: Record<string, string> = {
      'tests/area/mocks.test.ts': "vi.mock('@/x', () => ({}));",
      'tests/area/resets.test.tsx': 'beforeEach(() => vi.resetModules());',
      'tests/area/stubs.dom.test.ts': "vi.stubGlobal('fetch', fake);",
      'tests/area/spies.test.ts': "vi.spyOn(console, 'error'); // a spy is restored after each test (restoreMocks)",
      'tests/area/helper.ts': "vi.mock('@/y');",
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
    expect(isolatedTestFiles(root)).toEqual(['tests/area/mocks.test.ts', 'tests/area/resets.test.tsx', 'tests/area/stubs.dom.test.ts']);
  });

  it("puts this repository's isolated files (middleware.test.ts among them) in the isolated project only", () => {
    const root = process.cwd();
    const isolated = isolatedTestFiles(root);
    expect(isolated).toContain('tests/api/middleware.test.ts');
    const [dom, node, alone] = testProjects(root).map((project) => project.test!);
    expect(alone).toMatchObject({ name: 'isolated', isolate: true, include: isolated });
    expect(dom).toMatchObject({ name: 'dom', environment: 'jsdom', isolate: false, exclude: isolated });
    expect(node).toMatchObject({ name: 'node', environment: 'node', isolate: false });
    expect(node!.exclude).toEqual(['tests/**/*.dom.test.ts', ...isolated]);
  });

  it('no helper of the tests replaces modules or globals: a shared test file importing it would leak them', () => {
    const root = process.cwd();
    const helpers = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(helpers.length).toBeGreaterThan(0);
    const replacing = helpers.filter((file) => REPLACES_MODULES_OR_GLOBALS.test(readFileSync(join(root, 'tests', file), 'utf8')));
    expect(replacing).toEqual([]);
  });
});
