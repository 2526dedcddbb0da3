/**
 * `npm run perf`: Lighthouse (pinned devDependency, mobile defaults: Moto G Power emulation, simulated
 * slow 4G and 4x CPU) against a production build served as members get it (gzip, SPA fallback, the CSP
 * header; scripts/perf/servers.ts) on the standalone sandbox, N runs per route, medians against the
 * targets. It reports; it is not a gate of `npm test` (timings are noisy on a shared machine).
 *
 *   npm run perf                          5 rounds: each round every route, then the peer; the table
 *                                         (app, peer, ratios) into docs/performance.md + .perf/lighthouse.json
 *   npm run perf -- --rounds 1            one round (a quick look; --runs is the same option)
 *   npm run perf -- --routes /,/login     only these routes (names or paths of ROUTES)
 *   npm run perf -- --no-build            reuse dist-perf/ from the last run
 *   npm run perf -- --out file.json       where to write the JSON report
 *   npm run perf -- --no-docs             leave docs/performance.md alone (a quick look that should not replace it)
 *   npm run perf -- --peer <dir>          the peer to alternate with (default ../shared/perf/memberscard, LINE's
 *                                         MembersCard sample, served by the same server on its own port)
 *   npm run perf -- --no-peer             the app alone, against the absolute targets
 *   npm run perf -- --no-floor            skip the design floor: by default each round also measures the packages the
 *                                         design fixes alone (scripts/perf/floor/: react, react-dom, react-router,
 *                                         xstate, react-intl drawing twenty cards), built into dist-perf-floor/ and served
 *                                         like the peer, so the table tells which part of a gap they make by themselves
 *   npm run perf -- --no-repeat           skip the repeat visit: by default each round ends with a second load of
 *                                         the first route and of the peer after a visit that left the caches warm
 *                                         (the app's service worker installed and in control, the HTTP cache kept)
 *   npm run perf -- --throttling devtools Lighthouse's applied (DevTools) throttling instead of its simulation:
 *                                         the page really loads over the slow 4G link (562 ms request latency,
 *                                         1.6 Mbps) at 4x CPU, so a change in when requests start shows in the
 *                                         figures (the simulation does not let a fetch() answer hold up the
 *                                         main-thread work that follows it, so it cannot see one)
 *   npm run perf -- --lhr                 also keep each run's whole Lighthouse report (the audits:
 *                                         layout-shifts, bootup-time, mainthread-work-breakdown, …)
 *                                         in .perf/lhr/<route>-<run>.json
 *   npm run perf -- --protocol http1      serve over plain HTTP/1.1 instead of HTTP/2 over TLS (the default, as the
 *                                         production host serves a LIFF endpoint; servers.ts), to compare
 *   npm run perf -- --explain             print what each run's simulated LCP waited for (scripts/perf/explain.ts:
 *                                         requests with their bytes, main-thread tasks at 4x, in order)
 *                                         and keep it in .perf/lhr/<route>-<run>.lcp.txt
 *   npm run perf -- --lhr --trace         and the trace Lighthouse simulated from (.perf/lhr/<route>-<run>.trace.json:
 *                                         the unthrottled tasks it multiplies by 4, when each request ended)
 *
 * The signed-in route signs in first, as a returning member (the cookie banner answered before), through
 * the app's own sign-in page (username and password against
 * the sandbox, so the account is stored encrypted exactly as the app stores it), then Lighthouse runs in
 * the same browser profile without its storage reset; the HTTP cache is cleared before every run so
 * each run is a cold load. Ports: PERF_PORT_BASE (default 6000): static +10, sandbox +20, Chromium +30, peer +40.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { acceptedCookieChoice } from '../../e2e/support/fixtures';
import { explainLcp, type RunArtifacts } from './explain';
import { protocolArg, resetSandbox, startSandbox, startStaticServer } from './servers';
import { formatTable, median, metricsOf, TARGETS, writeBetweenMarkers, type RouteResult, type RunMetrics, type PerfReport } from './report';

export interface PerfRoute {
  name: string;
  path: string;
  signedIn?: boolean;
}

/** The routes measured (a drinks category, the free-drink campaign; the point-history tab and / signed in). */
export const ROUTES: PerfRoute[] = [
  { name: 'home', path: '/' },
  { name: 'reward', path: '/reward/101' },
  { name: 'campaign', path: '/campaign/1001' },
  { name: 'login', path: '/login' },
  { name: 'history (signed in)', path: '/profile/history/earn', signedIn: true },
  { name: 'home (signed in)', path: '/', signedIn: true },
];

/** The peer's page, measured like a route (its own server, storage reset as for a new user). */
const PEER_ROUTE: PerfRoute = { name: 'MembersCard', path: '/' };
/** The design floor (scripts/perf/floor/), measured like the peer. */
const FLOOR_ROUTE: PerfRoute = { name: 'design floor', path: '/' };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  // The static server's throwaway self-signed certificate for localhost (servers.ts, HTTP/2 over TLS).
  '--ignore-certificate-errors',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--mute-audio',
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function launchChrome(port: number): Promise<{ stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'perf-chrome-'));
  const child: ChildProcess = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('Chromium did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          // Chromium's helpers may still be writing the profile as it exits: retry, and never fail the run on it.
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
          } catch {
            // a leftover temporary profile
          }
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in on /login like a member (the app stores the account itself), in the browser on `cdpPort`. */
async function signIn(cdpPort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0]!;
    // A returning member: the cookie banner was answered on an earlier visit.
    await context.addCookies([acceptedCookieChoice(origin)]);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input[autocomplete="username"], input[name="username"]').first().fill('somchai');
    await page.locator('input[type="password"]').first().fill('Passw0rd!');
    // Enter submits the password form like its button, whatever overlay a first visit shows.
    await page.locator('input[type="password"]').first().press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.getByTestId('member-points').waitFor({ timeout: 20_000 });
    await page.close();
  } finally {
    // Leaves the browser running (connectOverCDP's close only disconnects).
    await browser.close();
  }
}

/**
 * Clears the HTTP cache and `origin`'s storage of `storageTypes`: a signed-in run keeps the member's account and
 * cookies (only the service worker and its caches go, so it is still a cold load); a first visit clears all of
 * it. Lighthouse's own reset keeps cookies, local storage and IndexedDB, so without this a guest round after a
 * signed-in one would load as a returning member (with a session the sandbox's reset has since forgotten).
 */
async function clearOrigin(cdpPort: number, origin: string, storageTypes: 'service_workers,cache_storage' | 'all'): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes });
    await session.detach();
  } finally {
    await browser.close();
  }
}

/**
 * The visit before a repeat visit: loads `url` as a new visitor would and, where the page registers a service
 * worker, waits until it is active and controls a reload (its precache complete), then leaves the caches warm.
 */
async function firstVisit(cdpPort: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await session.detach();
    await page.goto(url, { waitUntil: 'load' });
    const registered = await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      // Registration waits for the first screen and a few seconds more; a page without a worker has none after a short wait.
      for (let i = 0; i < 150 && !(await navigator.serviceWorker.getRegistration()); i++) await new Promise((r) => setTimeout(r, 100));
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return false;
      await navigator.serviceWorker.ready;
      return true;
    });
    if (registered) {
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const base = Number(process.env.PERF_PORT_BASE ?? 6000);
  const staticPort = base + 10;
  const sandboxPort = base + 20;
  const cdpPort = base + 30;
  const peerPort = base + 40;
  const floorPort = base + 50;
  const runs = Number(arg('--rounds') ?? arg('--runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--rounds: a whole number of at least 1');
  const only = arg('--routes')?.split(',').map((s) => s.trim());
  const routes = only ? ROUTES.filter((r) => only.includes(r.name) || only.includes(r.path)) : ROUTES;
  if (routes.length === 0) throw new Error(`--routes ${only?.join(',')}: none of ${ROUTES.map((r) => r.path).join(', ')}`);
  const out = arg('--out') ?? '.perf/lighthouse.json';
  const outDir = 'dist-perf';
  const peerDir = process.argv.includes('--no-peer') ? undefined : (arg('--peer') ?? '../shared/perf/memberscard');
  const floorDir = peerDir && !process.argv.includes('--no-floor') ? 'dist-perf-floor' : undefined;
  const keepLhr = process.argv.includes('--lhr');
  const keepTrace = process.argv.includes('--trace');
  const explain = process.argv.includes('--explain');
  const throttling = arg('--throttling') ?? 'simulate';
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error(`--throttling ${throttling}: simulate or devtools`);

  if (!process.argv.includes('--no-build')) {
    // The production build (`.env.production`: staging settings, the standalone sandbox at /sandbox).
    execSync(`npx vite build --mode production --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
  }
  if (floorDir && !process.argv.includes('--no-build')) {
    execSync(`npx vite build -c scripts/perf/floor/vite.config.ts --outDir ${resolve(floorDir)} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
  }
  const load = loadavg();
  const sandbox = await startSandbox(sandboxPort);
  const protocol = protocolArg(process.argv);
  const site = await startStaticServer({ root: outDir, port: staticPort, sandboxPort, protocol });
  // The peer on its own port, by the same server, compression and protocol (no SPA fallback: a static page).
  const peerSite = peerDir ? await startStaticServer({ root: peerDir, port: peerPort, sandboxPort, protocol, spaFallback: false }) : undefined;
  const floorSite = floorDir ? await startStaticServer({ root: floorDir, port: floorPort, sandboxPort, protocol, spaFallback: false }) : undefined;
  const chrome = await launchChrome(cdpPort);
  const perRoute = new Map<PerfRoute, RunMetrics[]>(routes.map((r) => [r, []]));
  const peerRuns: RunMetrics[] = [];
  const floorRuns: RunMetrics[] = [];
  // The repeat visit: the first route measured that needs no sign-in, and the peer.
  const repeatRoute = process.argv.includes('--no-repeat') ? undefined : routes.find((r) => !r.signedIn);
  const repeatRuns: RunMetrics[] = [];
  const peerRepeatRuns: RunMetrics[] = [];

  /** One Lighthouse run of `route` on `origin` (null when it failed: one failure does not lose the others' figures). */
  const measure = async (route: PerfRoute, origin: string, label: string, round: number, repeat = false): Promise<RunMetrics | null> => {
    try {
      await resetSandbox(sandboxPort);
      if (repeat) {
        await firstVisit(cdpPort, `${origin}${route.path}`);
      } else if (route.signedIn) {
        await signIn(cdpPort, origin);
        await clearOrigin(cdpPort, origin, 'service_workers,cache_storage');
      } else {
        await clearOrigin(cdpPort, origin, 'all');
      }
      const result = await lighthouse(`${origin}${route.path}`, {
        port: cdpPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(route.signedIn) || repeat,
        throttlingMethod: throttling,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      if (result.lhr.runtimeError) throw new Error(`${route.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (route.signedIn && finalPath.startsWith('/login')) throw new Error(`${route.path}: not signed in (ended on ${finalPath})`);
      const metrics = metricsOf(result.lhr as never);
      const file = `.perf/lhr/${label.replace(/[^a-z0-9]+/gi, '-')}-${round}`;
      if (keepLhr) {
        mkdirSync('.perf/lhr', { recursive: true });
        writeFileSync(`${file}.json`, result.report as string);
        if (keepTrace) writeFileSync(`${file}.trace.json`, JSON.stringify((result.artifacts as { Trace?: unknown }).Trace));
      }
      if (explain) {
        const text = await explainLcp(result.artifacts as unknown as RunArtifacts, result.lhr.configSettings as unknown as Record<string, unknown>);
        mkdirSync('.perf/lhr', { recursive: true });
        writeFileSync(`${file}.lcp.txt`, `${text}\n`);
        console.log(`${label} round ${round}: ${text}`);
      }
      console.log(
        `${label} round ${round}/${runs}: score ${metrics.score}, LCP ${Math.round(metrics.lcp)} ms, FCP ${Math.round(metrics.fcp)} ms, TBT ${Math.round(metrics.tbt)} ms, CLS ${metrics.cls.toFixed(3)}, main thread ${Math.round(metrics.mainThread)} ms, JS ${Math.round(metrics.jsTotalBytes / 1024)} kB`,
      );
      return metrics;
    } catch (error) {
      console.error(`${label} round ${round}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      return null;
    }
  };

  try {
    // Round by round: every route of the app, then the peer, so both see the same load on the machine.
    for (let round = 1; round <= runs; round++) {
      for (const route of routes) {
        const metrics = await measure(route, site.url, route.name, round);
        if (metrics) perRoute.get(route)!.push(metrics);
      }
      if (peerSite) {
        const metrics = await measure(PEER_ROUTE, peerSite.url, 'peer MembersCard', round);
        if (metrics) peerRuns.push(metrics);
      }
      if (floorSite) {
        const metrics = await measure(FLOOR_ROUTE, floorSite.url, 'design floor', round);
        if (metrics) floorRuns.push(metrics);
      }
      if (repeatRoute) {
        const metrics = await measure(repeatRoute, site.url, `${repeatRoute.name} repeat visit`, round, true);
        if (metrics) repeatRuns.push(metrics);
        if (peerSite) {
          const peer = await measure(PEER_ROUTE, peerSite.url, 'peer MembersCard repeat visit', round, true);
          if (peer) peerRepeatRuns.push(peer);
        }
      }
    }
  } finally {
    await chrome.stop();
    await site.close();
    await peerSite?.close();
    await floorSite?.close();
    await sandbox.stop();
  }
  const results: RouteResult[] = routes.filter((r) => perRoute.get(r)!.length > 0).map((r) => ({ ...r, runs: perRoute.get(r)!, median: median(perRoute.get(r)!) }));

  const report: PerfReport = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD').toString().trim(),
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version as string,
    chromium: execSync(`${process.env.CHROME_PATH ?? '/usr/bin/chromium'} --version`).toString().trim(),
    runsPerRoute: runs,
    protocol,
    ...(throttling === 'devtools' ? { throttling } : {}),
    machine: { cpus: cpus().length, loadBefore: load.map((n) => Number(n.toFixed(2))), loadAfter: loadavg().map((n) => Number(n.toFixed(2))) },
    targets: TARGETS,
    routes: results,
    ...(peerRuns.length > 0 ? { peer: { ...PEER_ROUTE, runs: peerRuns, median: median(peerRuns) } } : {}),
    ...(floorRuns.length > 0 ? { floor: { ...FLOOR_ROUTE, runs: floorRuns, median: median(floorRuns) } } : {}),
    ...(repeatRoute && repeatRuns.length > 0
      ? {
          repeat: {
            route: { ...repeatRoute, runs: repeatRuns, median: median(repeatRuns) },
            ...(peerRepeatRuns.length > 0 ? { peer: { ...PEER_ROUTE, runs: peerRepeatRuns, median: median(peerRepeatRuns) } } : {}),
          },
        }
      : {}),
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  const table = formatTable(report);
  console.log(`\n${table}\n\nJSON report: ${out}`);
  if (!process.argv.includes('--no-docs')) {
    if (writeBetweenMarkers('docs/performance.md', 'perf', table)) console.log('docs/performance.md: the table of this run written between its perf markers');
    else console.warn('docs/performance.md has no <!-- perf:start --> … <!-- perf:end --> section');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
