/**
 * The vitest projects (vite.config.ts, `test.projects`). Test files share one module graph and one
 * environment per worker, which on a 2-core machine saves most of the suite's time; a file that replaces
 * modules or globals (`vi.mock`, `vi.resetModules`, `vi.stubGlobal`, …) would leak them into the files after
 * it, so it runs on its own, in jsdom with the full set-up as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

export const REPLACES_MODULES_OR_GLOBALS = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\s*\(/;

/** The test files (relative to `root`, forward slashes) that must run isolated. */
export function isolatedTestFiles(root: string, dir = 'tests'): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split('\\').join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES_MODULES_OR_GLOBALS.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

const DOM_TESTS = ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'];

/**
 * Three projects: `dom` (`.test.tsx`, `.dom.test.ts`: jsdom, tests/setup.ts), `node` (every other
 * `.test.ts`: node, tests/setupCommon.ts, no jsdom set-up at all) and `isolated` (the files above).
 */
export function testProjects(root: string): TestProjectInlineConfiguration[] {
  const isolated = isolatedTestFiles(root);
  return [
    { extends: true, test: { name: 'dom', environment: 'jsdom', isolate: false, setupFiles: ['tests/setup.ts'], include: DOM_TESTS, exclude: isolated } },
    { extends: true, test: { name: 'node', environment: 'node', isolate: false, setupFiles: ['tests/setupCommon.ts'], include: ['tests/**/*.test.ts'], exclude: ['tests/**/*.dom.test.ts', ...isolated] } },
    { extends: true, test: { name: 'isolated', environment: 'jsdom', isolate: true, setupFiles: ['tests/setup.ts'], include: isolated } },
  ];
}
