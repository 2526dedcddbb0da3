// @vitest-environment node
/**
 * The committed diagrams in docs/flows/ match the machines (regenerated in memory, compared byte for
 * byte). Fix a failure with `npm run charts` and commit docs/flows/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@machines/catalogue';
import { generateFlowDocs } from '@/flowTooling/docs';
import { catalogueSource } from '../../scripts/flows/catalogueFile';
import { flowMapPage } from '../../scripts/flows/flowMap';

const dir = resolve(__dirname, '../../docs/flows');

describe('machines/catalogue.ts', () => {
  it('registers every flow descriptor of machines/*/*.flow.ts (npm run charts)', () => {
    const source = catalogueSource(resolve(__dirname, '../../machines'));
    expect(readFileSync(resolve(__dirname, '../../machines/catalogue.ts'), 'utf8') === source, 'machines/catalogue.ts is stale: run npm run charts').toBe(true);
    expect(catalogue).toHaveLength([...source.matchAll(/^ {2}\w+Flow,$/gm)].length);
  });
});

describe('docs/flows', () => {
  const files = generateFlowDocs(catalogue);
  files.set('map.md', flowMapPage(resolve(__dirname, '../..'), new Set(catalogue.map((f) => f.id))));

  for (const [name, text] of files) {
    it(`${name} is up to date (npm run charts)`, () => {
      const path = join(dir, name);
      expect(existsSync(path), `docs/flows/${name} is missing: run npm run charts`).toBe(true);
      expect(readFileSync(path, 'utf8') === text, `docs/flows/${name} is stale: run npm run charts`).toBe(true);
    });
  }

  it('holds no diagram of a flow that left the catalogue', () => {
    const leftovers = existsSync(dir) ? readdirSync(dir).filter((f) => (f.endsWith('.md') || f.endsWith('.html')) && !files.has(f)) : [];
    expect(leftovers).toEqual([]);
  });

  it('pages are standalone: no script, stylesheet or image fetched from anywhere', () => {
    for (const [name, text] of files) {
      if (!name.endsWith('.html')) continue;
      expect(text, name).not.toMatch(/<script|<link|\ssrc=|url\(|href="https?:/);
    }
  });
});
