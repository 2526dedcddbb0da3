/**
 * Size budget report (issue 2): builds the production bundle and measures, gzip:
 * - the JS needed for the first route (entry + app shell + the reward route, with their static imports),
 * - the largest lazily loaded route chunk (with the static imports it alone pulls in),
 * and checks that no msw / sandbox code is in the production output (that check fails the run).
 * It measures the build members get (`VITE_BACKEND=real`); sandbox builds add the dev-only flow player.
 * Budgets (150 kB first route, 30 kB any other route) are reported, not asserted with timers.
 * Usage: npm run size            (prints the table; --update-readme rewrites the README section)
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const outDir = 'dist';
const FIRST_ROUTE_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 30 * 1024;

if (!process.argv.includes('--no-build')) {
  // What members get: the production build pointed at a real backend (no sandbox, no flow player).
  execSync('npx vite build --mode production --manifest --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'real', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;

function closure(keys: string[], exclude = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || exclude.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return seen;
}
const jsBytes = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + (manifest[k]?.file.endsWith('.js') ? gz(manifest[k]!.file) : 0), 0);

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry chunk in manifest');
const firstRouteKeys = [entry, 'src/app/renderApp.tsx', 'src/routes/reward/RewardRoute.tsx'].filter((k) => manifest[k]);
const firstRoute = closure(firstRouteKeys);
const firstRouteBytes = jsBytes(firstRoute);

const routeKeys = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/routes/'));
const routes = routeKeys
  .map((k) => ({ route: k, bytes: jsBytes(closure([k], firstRoute)) }))
  .sort((a, b) => b.bytes - a.bytes);
const largest = routes[0];

// msw or sandbox code in production output is a failure, not a budget.
const offenders: string[] = [];
const walkFiles = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walkFiles(path);
    else if (/\.(js|html)$/.test(name)) {
      const text = readFileSync(path, 'utf8');
      if (/mockServiceWorker|\bsetupWorker\b|\[MSW\]/.test(text) || name.includes('mockServiceWorker')) offenders.push(path);
    }
  }
};
walkFiles(outDir);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const lines = [
  `| measure (gzip) | size | budget |`,
  `| --- | --- | --- |`,
  `| JS for the first route (${firstRouteKeys.length} roots, ${firstRoute.size} chunks) | ${kb(firstRouteBytes)} | ${kb(FIRST_ROUTE_BUDGET)} ${firstRouteBytes <= FIRST_ROUTE_BUDGET ? 'within' : 'OVER'} |`,
  `| largest route chunk (${largest?.route ?? 'none'}) | ${kb(largest?.bytes ?? 0)} | ${kb(ROUTE_BUDGET)} ${(largest?.bytes ?? 0) <= ROUTE_BUDGET ? 'within' : 'OVER'} |`,
  `| msw / sandbox code in production output | ${offenders.length === 0 ? 'none' : offenders.join(', ')} | none |`,
];
console.log(lines.join('\n'));
console.log('\nRoute chunks (gzip, beyond the first route):');
for (const r of routes) console.log(`  ${kb(r.bytes).padStart(9)}  ${r.route}`);

if (process.argv.includes('--update-readme')) {
  const readme = readFileSync('README.md', 'utf8');
  const start = '<!-- size-report:start -->';
  const end = '<!-- size-report:end -->';
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  if (i >= 0 && j > i) {
    writeFileSync('README.md', `${readme.slice(0, i + start.length)}\n${lines.join('\n')}\n${readme.slice(j)}`);
    console.log('README.md size section updated');
  }
}
if (offenders.length > 0) {
  console.error('FAIL: msw/sandbox code found in production output');
  process.exit(1);
}
