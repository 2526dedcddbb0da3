/**
 * Size budget report: builds the production bundle and measures, gzip:
 * - the JS needed for the first route (entry + app shell + the reward route, with their static imports),
 * - every lazily loaded route chunk (with the static imports it alone pulls in) against its budget,
 * - the serial view (the QR encoder and the largest barcode encoder) and that nothing loads it eagerly,
 * - the shared chunks (arktype), each once against its own ceiling, and not in the budget of the routes that
 *   import them (a route chunk's 25 kB counts the route's own code),
 * and checks that no msw / sandbox code is in the production output (that check fails the run).
 * It measures the build members get (`VITE_BACKEND=real`); sandbox builds add the dev-only flow player.
 * Budgets (120 kB first route, 25 kB any other route, 60 kB serial view) are reported; those
 * in ENFORCED (met, and now guarded) fail the run when broken. Sizes only, no timers: `npm test` runs it.
 * Usage: npm run size            (prints the table; --update-readme rewrites the README section)
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkModule } from './vite/chunkModules';

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
/** The size budgets (gzip). */
const FIRST_ROUTE_BUDGET = 120 * 1024;
const ROUTE_BUDGET = 25 * 1024;
const SERIAL_BUDGET = 60 * 1024;
/**
 * Budgets that are met and now guarded: the run fails when a change breaks one of them. A budget joins
 * this list once the build meets it, so a budget once reached cannot be lost again.
 * `routes` guards every route chunk except those in ROUTES_OVER_BUDGET: a route within 25 kB today
 * fails the run when it grows past it, and a route not yet within it may not grow either.
 */
const ENFORCED: ReadonlySet<'firstRoute' | 'routes' | 'serial'> = new Set(['serial', 'routes']);
/**
 * Routes over the 25 kB budget today, with why and the most they may weigh (gzip, about 1 kB over the last
 * measure) so they do not grow unnoticed. Remove a line when its route meets the budget. None since the page
 * frame is one chunk counted with the first route (scripts/vite/lazyChunks.ts).
 */
const ROUTES_OVER_BUDGET: Readonly<Record<string, { ceiling: number; why: string }>> = {};
/**
 * Chunks several routes share, counted once with their own ceiling (gzip, about 1 kB over the last measure)
 * instead of in each route that imports them. arktype with the section 5 schemas (src/domain/validation, the
 * form rules) is fetched when the browser is idle after the first screen (src/app/idlePrefetch.ts), so a form
 * finds it in the cache. `line` is what the LINE features (sign-in, share, send to chat, friendship, scan) share.
 */
const SHARED_CHUNKS: Readonly<Record<string, { ceiling: number; why: string }>> = {
  arktype: { ceiling: 48.5 * 1024, why: 'arktype and the section 5 schemas of every form; fetched when the browser is idle after the first screen' },
  line: { ceiling: 10 * 1024, why: 'what the LINE features share: LIFF loading, PKCE, the LINE state, the permission and sub-window charts (scripts/vite/lazyChunks.ts)' },
};

/**
 * Not met (see README): the first route may not grow past this while the budget is out of reach. The last
 * measure plus about 1 kB; the history of this number (and of what the first route counts) is in the commit log.
 */
const FIRST_ROUTE_CEILING = 164.5 * 1024;

if (!process.argv.includes('--no-build')) {
  // What members get: the production build pointed at a real backend (no sandbox, no flow player).
  execSync('npx vite build --mode production --manifest --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, VITE_BACKEND: 'real' },
  });
}
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
// Which chunk holds each module (scripts/vite/chunkModules.ts): routes in a codeSplitting group have no manifest key of their own.
const chunkModules = JSON.parse(readFileSync(join(outDir, '.vite/chunk-modules.json'), 'utf8')) as Record<string, ChunkModule>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
/** The manifest key of the chunk that holds the module `src` (a path from the project root), if built. */
const keyOf = (src: string) => (chunkModules[src] ? keyOfFile.get(chunkModules[src].file) : undefined);
/** The modules loaded with import() alone whose path matches `pattern`, with their chunk's manifest key. */
const lazyEntries = (pattern: RegExp) =>
  Object.entries(chunkModules)
    .filter(([src, m]) => m.lazyEntry && pattern.test(src) && keyOfFile.has(m.file))
    .map(([src, m]) => ({ src, key: keyOfFile.get(m.file)! }));
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

// The page's entries: index.html's and the boot script it loads before it (scripts/vite/bootScript.ts).
const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
if (entries.length === 0) throw new Error('no entry chunk in manifest');
/**
 * What `/` downloads for its first screen: the app, the reward route with the dashboard it shows, and the cookie
 * banner's chart the app starts with every route.
 */
const FIRST_ROUTE_MODULES = [
  'src/app/renderApp.tsx',
  'src/flows/rewardCatalog/RewardRoute.tsx',
  'src/flows/dashboard/DashboardSection.tsx',
  'src/flows/cookieConsent/CookieConsentRunner.tsx',
];
const firstRouteKeys = [...new Set([...entries, ...FIRST_ROUTE_MODULES.map(keyOf).filter((k): k is string => Boolean(k))])];
const firstRouteMissing = FIRST_ROUTE_MODULES.filter((src) => !keyOf(src));
const firstRoute = closure(firstRouteKeys);
const firstRouteBytes = jsBytes(firstRoute);

/** Every key reachable from `keys` through static imports (what loading them downloads). */
const staticallyReached = (keys: string[]) => closure(keys);

/** The shared chunks by name (a manifest key `_arktype-<hash>.js` for a chunk of a codeSplitting group). */
const shared = Object.entries(SHARED_CHUNKS).map(([name, limit]) => {
  const keys = Object.keys(manifest).filter((k) => new RegExp(`^_${name}-[\\w-]+\\.js$`).test(k));
  return { name, ...limit, keys, bytes: jsBytes(closure(keys, firstRoute)), inFirstRoute: keys.filter((k) => firstRoute.has(k)) };
});
const sharedKeys = new Set(shared.flatMap((c) => c.keys));

const routeEntries = lazyEntries(/^src\/flows\/\w+\/\w+\.tsx$/);
const routeKeys = routeEntries.map((r) => r.key);
const routes = routeEntries
  .map((r) => ({ route: r.src, bytes: jsBytes(closure([r.key], new Set([...firstRoute, ...sharedKeys]))) }))
  .sort((a, b) => b.bytes - a.bytes);
const largest = routes[0];
const routesOver = routes.filter((r) => r.bytes > ROUTE_BUDGET);

// The serial view: the QR encoder and the largest single barcode encoder, beyond what the first route
// already loaded. It must load only when a code is shown: no route or the app shell reaches it statically.
const encoders = lazyEntries(/^src\/flows\/serial\/encoders\//);
const qrKey = encoders.find((e) => e.src.endsWith('/qr.ts'))?.key;
const barcodes = encoders
  .filter((e) => e.key !== qrKey)
  .map((e) => ({ key: e.src, chunk: e.key, bytes: jsBytes(closure([e.key], firstRoute)) }))
  .sort((a, b) => b.bytes - a.bytes);
const serialKeys = [qrKey, barcodes[0]?.chunk].filter((k): k is string => Boolean(k));
const serialBytes = jsBytes(closure(serialKeys, firstRoute));
const eagerRoots = [...firstRouteKeys, ...routeKeys];
const serialEager = encoders.filter((e) => staticallyReached(eagerRoots).has(e.key)).map((e) => e.src);

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
const within = (bytes: number, budget: number) => (bytes <= budget ? 'within' : 'OVER');
const lines = [
  `| measure (gzip) | size | budget |`,
  `| --- | --- | --- |`,
  `| JS for the first route (${firstRouteKeys.length} roots, ${firstRoute.size} chunks) | ${kb(firstRouteBytes)} | ${kb(FIRST_ROUTE_BUDGET)} ${within(firstRouteBytes, FIRST_ROUTE_BUDGET)} |`,
  `| largest other route chunk (${largest?.route ?? 'none'}) | ${kb(largest?.bytes ?? 0)} | ${kb(ROUTE_BUDGET)} ${within(largest?.bytes ?? 0, ROUTE_BUDGET)} |`,
  `| route chunks over ${kb(ROUTE_BUDGET)} | ${routesOver.length} of ${routes.length} | 0 |`,
  `| serial view (QR + ${barcodes[0]?.key.split('/').pop()?.replace('.ts', '') ?? 'barcode'}), loaded only when a code is shown | ${kb(serialBytes)}${serialEager.length ? ' (loaded eagerly!)' : ''} | ${kb(SERIAL_BUDGET)} ${within(serialBytes, SERIAL_BUDGET)} |`,
  ...shared.map((c) => `| shared chunk ${c.name} (${c.why}), counted once | ${c.keys.length === 0 ? 'not built' : kb(c.bytes)}${c.inFirstRoute.length ? ' (in the first route!)' : ''} | ${kb(c.ceiling)} ${within(c.bytes, c.ceiling)} |`),
  `| msw / sandbox code in production output | ${offenders.length === 0 ? 'none' : offenders.join(', ')} | none |`,
];
console.log(lines.join('\n'));
console.log('\nRoute chunks (gzip, beyond the first route and the shared chunks):');
for (const r of routes) {
  const known = ROUTES_OVER_BUDGET[r.route];
  console.log(`  ${kb(r.bytes).padStart(9)}  ${r.route}${r.bytes > ROUTE_BUDGET ? `  OVER${known ? ` (known, limit ${kb(known.ceiling)}: ${known.why})` : ''}` : ''}`);
}
console.log('\nBarcode encoders (gzip, beyond the first route):');
for (const b of barcodes) console.log(`  ${kb(b.bytes).padStart(9)}  ${b.key}`);
console.log(`Budgets enforced (fail the run): ${[...ENFORCED].join(', ') || 'none'}; the others are reported (the first route against a ${kb(FIRST_ROUTE_CEILING)} ceiling).`);

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
const failures: string[] = [];
// A module the report looks for but cannot find would otherwise count as 0 kB.
if (firstRouteMissing.length > 0) failures.push(`first route modules not found in the build: ${firstRouteMissing.join(', ')}`);
if (routes.length === 0) failures.push('no lazy route found in the build');
if (!qrKey || barcodes.length === 0) failures.push('the serial view\'s encoders not found in the build');
if (offenders.length > 0) failures.push('msw/sandbox code found in production output');
if (ENFORCED.has('firstRoute') && firstRouteBytes > FIRST_ROUTE_BUDGET) failures.push(`first route ${kb(firstRouteBytes)} is over its ${kb(FIRST_ROUTE_BUDGET)} budget`);
if (ENFORCED.has('routes')) {
  const broken = routes.filter((r) => (ROUTES_OVER_BUDGET[r.route] ? r.bytes > ROUTES_OVER_BUDGET[r.route]!.ceiling : r.bytes > ROUTE_BUDGET));
  if (broken.length > 0) failures.push(`route chunks over their limit: ${broken.map((r) => `${r.route} ${kb(r.bytes)}`).join(', ')}`);
}
for (const c of shared) {
  if (c.keys.length === 0) failures.push(`shared chunk ${c.name} not found in the build (its codeSplitting group in vite.config.ts)`);
  else if (c.bytes > c.ceiling) failures.push(`shared chunk ${c.name} ${kb(c.bytes)} is over its ceiling ${kb(c.ceiling)}`);
  if (c.inFirstRoute.length > 0) failures.push(`shared chunk ${c.name} is statically imported by the first route`);
}
if (!ENFORCED.has('firstRoute') && firstRouteBytes > FIRST_ROUTE_CEILING) failures.push(`first route ${kb(firstRouteBytes)} grew past its ceiling ${kb(FIRST_ROUTE_CEILING)}`);
if (ENFORCED.has('serial') && (serialBytes > SERIAL_BUDGET || serialEager.length > 0)) {
  failures.push(`serial view ${kb(serialBytes)} (budget ${kb(SERIAL_BUDGET)})${serialEager.length ? `, statically imported: ${serialEager.join(', ')}` : ''}`);
}
if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL: ${f}`);
  process.exit(1);
}
