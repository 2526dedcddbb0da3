/**
 * `npm run charts`: writes machines/catalogue.ts (./catalogueFile.ts), then docs/flows/<id>.md (Mermaid), docs/flows/<id>.html (standalone SVG) and
 * docs/flows/README.md for every catalogued flow, and docs/flows/map.md (./flowMap.ts). `npm run charts:check` (`--check`) writes nothing and
 * fails when a committed file differs from what the machines give now, or a stale file is left over.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateFlowDocs } from '../../src/flowTooling/docs';
import { catalogueSource } from './catalogueFile';
import { flowMapPage } from './flowMap';
import { loadCatalogue, parseArgs, root } from './load';

const { options } = parseArgs(process.argv.slice(2));
const check = options.check === true;
const catalogueFile = join(root, 'machines/catalogue.ts');
const catalogueText = catalogueSource(join(root, 'machines'));
if (readFileSync(catalogueFile, 'utf8') !== catalogueText) {
  if (check) {
    console.error('stale: machines/catalogue.ts (a flow descriptor was added or removed). Run `npm run charts` and commit it.');
    process.exit(1);
  }
  writeFileSync(catalogueFile, catalogueText);
  console.log('wrote machines/catalogue.ts');
}
const dir = join(root, 'docs/flows');
const flows = await loadCatalogue();
const files = generateFlowDocs(flows);
files.set('map.md', flowMapPage(root, new Set(flows.map((f) => f.id))));
const existing = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md') || f.endsWith('.html')) : [];
const leftovers = existing.filter((f) => !files.has(f));

if (check) {
  const stale = [...files].filter(([name, text]) => !existsSync(join(dir, name)) || readFileSync(join(dir, name), 'utf8') !== text).map(([n]) => n);
  if (stale.length || leftovers.length) {
    for (const name of stale) console.error(`stale or missing: docs/flows/${name}`);
    for (const name of leftovers) console.error(`no longer in the catalogue: docs/flows/${name}`);
    console.error('Run `npm run charts` and commit docs/flows/.');
    process.exit(1);
  }
  console.log(`docs/flows is up to date (${files.size} files).`);
} else {
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const [name, text] of files) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    written++;
    console.log(`wrote docs/flows/${name}`);
  }
  for (const name of leftovers) {
    unlinkSync(join(dir, name));
    console.log(`removed docs/flows/${name}`);
  }
  console.log(`${files.size} files in docs/flows (${written} changed, ${leftovers.length} removed).`);
}
