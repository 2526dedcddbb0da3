/** The figures of a perf run, their medians, the targets (absolute and against the peer) and the table `npm run perf` prints. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface RunMetrics {
  /** Lighthouse performance score, 0–100. */
  score: number;
  /** Largest / first contentful paint, total blocking time, main-thread work: ms (simulated mobile). */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
  /** JavaScript transferred (gzip) before the first content painted (observed, unthrottled load). */
  jsBeforeFcpBytes: number;
  jsBeforeFcpRequests: number;
  requestsBeforeFcp: number;
  /** All JavaScript transferred during the load. */
  jsTotalBytes: number;
  lcpElement?: string | undefined;
}

export interface RouteResult {
  name: string;
  path: string;
  signedIn?: boolean | undefined;
  runs: RunMetrics[];
  median: RunMetrics;
}

export interface PerfReport {
  date: string;
  commit: string;
  lighthouse: string;
  chromium: string;
  runsPerRoute: number;
  /** Lighthouse's throttling when not its default simulation. */
  throttling?: 'devtools';
  /** How the static server spoke (absent in reports from before it could speak HTTP/2: HTTP/1.1). */
  protocol?: 'h2' | 'http1';
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  targets: typeof TARGETS;
  routes: RouteResult[];
  /** The peer measured in the same run, alternating with the app round by round, so both see the same machine load. */
  peer?: RouteResult | undefined;
  /**
   * The design floor measured in the same rounds (scripts/perf/floor/): the packages the design fixes for every
   * screen drawing a small page, none of the app.
   */
  floor?: RouteResult | undefined;
  /**
   * The repeat visit: a second load after a first visit that left the caches warm (the app's service worker in
   * control, the HTTP cache kept), of the app's first route and of the peer, alternating in the same rounds.
   */
  repeat?: { route: RouteResult; peer?: RouteResult | undefined } | undefined;
}

/** The targets against the peer measured in the same run (median of the rounds, each route). */
const PEER_TARGETS = {
  /** score at least the peer's, LCP at most the peer's */
  tbt: 50,
  cls: 0.01,
  /** main-thread work at most this many times the peer's */
  mainThreadRatio: 2,
} as const;

/** The absolute targets, used without a peer (median of the runs, each route). */
export const TARGETS = {
  score: 98,
  lcp: 1600,
  fcp: 1000,
  tbt: 50,
  cls: 0.01,
  mainThread: 800,
} as const;

function mid(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
}

/** The median of every figure (each on its own, as Lighthouse CI does), and the LCP element of the median-LCP run. */
export function median(runs: RunMetrics[]): RunMetrics {
  const keys = ['score', 'lcp', 'fcp', 'tbt', 'cls', 'mainThread', 'jsBeforeFcpBytes', 'jsBeforeFcpRequests', 'requestsBeforeFcp', 'jsTotalBytes'] as const;
  const result = Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r[k]))])) as unknown as RunMetrics;
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  result.lcpElement = byLcp[Math.floor(byLcp.length / 2)]?.lcpElement;
  return result;
}

const seconds = (n: number) => (n / 1000).toFixed(2);
const ms = (n: number) => (Number.isFinite(n) ? `${seconds(n)} s` : 'n/a');
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;

/** ✓ when the figure meets its target. */
function mark(ok: boolean): string {
  return ok ? '✓' : '✗';
}

function cells(m: RunMetrics): string[] {
  return [
    `${m.score} ${mark(m.score >= TARGETS.score)}`,
    `${ms(m.lcp)} ${mark(m.lcp <= TARGETS.lcp)}`,
    `${ms(m.fcp)} ${mark(m.fcp <= TARGETS.fcp)}`,
    `${Math.round(m.tbt)} ms ${mark(m.tbt <= TARGETS.tbt)}`,
    `${m.cls.toFixed(3)} ${mark(m.cls <= TARGETS.cls)}`,
    `${ms(m.mainThread)} ${mark(m.mainThread < TARGETS.mainThread)}`,
    `${kb(m.jsBeforeFcpBytes)} in ${m.jsBeforeFcpRequests}`,
    kb(m.jsTotalBytes),
  ];
}

const ratio = (app: number, peer: number) => (Number.isFinite(app) && Number.isFinite(peer) && peer > 0 ? `${(app / peer).toFixed(2)}×` : 'n/a');

function describeRun(r: PerfReport): string {
  return `${r.date.slice(0, 16).replace('T', ' ')} UTC, commit ${r.commit}, median of ${r.runsPerRoute} rounds, load average ${r.machine.loadBefore[0]} → ${r.machine.loadAfter[0]} on ${r.machine.cpus} cores, served over ${r.protocol === 'h2' ? 'HTTP/2 with TLS' : 'HTTP/1.1'}`;
}

/**
 * The Markdown table of the latest run: with a peer, the peer's medians, then per route the app's medians
 * (✓/✗ against the peer targets) and the ratios app / peer; without one, the app's medians against
 * the absolute targets.
 */
export function formatTable(report: PerfReport): string {
  const lines: string[] = [];
  const peer = report.peer?.median;
  if (peer) {
    lines.push(`| page | | score (≥ peer) | LCP (≤ peer) | FCP | TBT (≤ ${PEER_TARGETS.tbt} ms) | CLS (≤ ${PEER_TARGETS.cls}) | main-thread work (≤ ${PEER_TARGETS.mainThreadRatio}× peer) | JS (gzip) |`);
    lines.push(`| --- | --- | ${'--- | '.repeat(7).trim()}`);
    lines.push(`| MembersCard | peer | ${peer.score} | ${ms(peer.lcp)} | ${ms(peer.fcp)} | ${Math.round(peer.tbt)} ms | ${peer.cls.toFixed(3)} | ${ms(peer.mainThread)} | ${kb(peer.jsTotalBytes)} |`);
    const floor = report.floor?.median;
    if (floor) {
      lines.push(`| design floor | fixed packages alone | ${floor.score} | ${ms(floor.lcp)} | ${ms(floor.fcp)} | ${Math.round(floor.tbt)} ms | ${floor.cls.toFixed(3)} | ${ms(floor.mainThread)} | ${kb(floor.jsTotalBytes)} |`);
      lines.push(
        `| design floor | floor / peer | ${ratio(floor.score, peer.score)} | ${ratio(floor.lcp, peer.lcp)} | ${ratio(floor.fcp, peer.fcp)} | ${ratio(floor.tbt, peer.tbt)} | ${ratio(floor.cls, peer.cls)} | ${ratio(floor.mainThread, peer.mainThread)} | ${ratio(floor.jsTotalBytes, peer.jsTotalBytes)} |`,
      );
    }
    for (const route of report.routes) {
      const m = route.median;
      const name = `\`${route.path}\`${route.signedIn ? ' (signed in)' : ''}`;
      lines.push(
        `| ${name} | app | ${m.score} ${mark(m.score >= peer.score)} | ${ms(m.lcp)} ${mark(m.lcp <= peer.lcp)} | ${ms(m.fcp)} | ${Math.round(m.tbt)} ms ${mark(m.tbt <= PEER_TARGETS.tbt)} | ${m.cls.toFixed(3)} ${mark(m.cls <= PEER_TARGETS.cls)} | ${ms(m.mainThread)} ${mark(m.mainThread <= PEER_TARGETS.mainThreadRatio * peer.mainThread)} | ${kb(m.jsTotalBytes)} |`,
      );
      lines.push(
        `| ${name} | app / peer | ${ratio(m.score, peer.score)} | ${ratio(m.lcp, peer.lcp)} | ${ratio(m.fcp, peer.fcp)} | ${ratio(m.tbt, peer.tbt)} | ${ratio(m.cls, peer.cls)} | ${ratio(m.mainThread, peer.mainThread)} | ${ratio(m.jsTotalBytes, peer.jsTotalBytes)} |`,
      );
    }
    lines.push('');
    lines.push(`Measured ${describeRun(report)}, app and peer alternating round by round (../shared/perf/memberscard/ served by the same server). The ratios are what carries from one machine to another; a ratio of n/a divides by a peer figure of 0.`);
    if (floor) lines.push(`The design floor is react, react-dom, react-router, xstate with @xstate/react and react-intl drawing twenty cards from a chart and nothing of the app (scripts/perf/floor/), measured in the same rounds: what the packages the design fixes cost by themselves.`);
    lines.push(`Lighthouse ${report.lighthouse} (mobile defaults${report.throttling ? `, ${report.throttling} throttling` : ''}), ${report.chromium}. ✓ meets the target (at most the peer's, main-thread work at most twice), ✗ does not. Main-thread work is Lighthouse's \`mainthread-work-breakdown\` total; JS is all JavaScript transferred in the load.`);
    lines.push(...spreadTable(report));
    lines.push(...repeatTable(report));
    return lines.join('\n');
  }
  lines.push(`| route | performance (≥ ${TARGETS.score}) | LCP (≤ ${TARGETS.lcp / 1000} s) | FCP (≤ ${TARGETS.fcp / 1000} s) | TBT (≤ ${TARGETS.tbt} ms) | CLS (≤ ${TARGETS.cls}) | main thread (< ${TARGETS.mainThread / 1000} s) | JS before first content (gzip, requests) | JS in the load (gzip) |`);
  lines.push(`| --- | ${'--- | '.repeat(8).trim()}`);
  for (const route of report.routes) lines.push(`| \`${route.path}\`${route.signedIn ? ' (signed in)' : ''} | ${cells(route.median).join(' | ')} |`);
  lines.push('');
  lines.push(`Measured ${describeRun(report)}, without the peer.`);
  lines.push(`Lighthouse ${report.lighthouse} (mobile defaults${report.throttling ? `, ${report.throttling} throttling` : ''}), ${report.chromium}. ✓ meets the target, ✗ does not.`);
  lines.push(...repeatTable(report));
  return lines.join('\n');
}

/** Lowest–highest of one figure over the rounds (one value when they agree), or n/a without rounds. */
function range(runs: RunMetrics[], key: 'score' | 'lcp' | 'tbt' | 'mainThread'): string {
  const values = runs.map((r) => r[key]).filter((v) => Number.isFinite(v));
  if (values.length === 0) return 'n/a';
  const show = (v: number) => (key === 'score' ? String(v) : key === 'tbt' ? `${Math.round(v)}` : seconds(v));
  const unit = key === 'score' ? '' : key === 'tbt' ? ' ms' : ' s';
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return `${show(low) === show(high) ? show(low) : `${show(low)}–${show(high)}`}${unit}`;
}

/**
 * The rounds' spread of the figures the targets judge, per page (peer, floor and app): a ✓ or ✗ near its target
 * reads differently when the rounds swing across it.
 */
function spreadTable(report: PerfReport): string[] {
  const pages: Array<[string, RunMetrics[]]> = [];
  if (report.peer) pages.push(['MembersCard', report.peer.runs]);
  if (report.floor) pages.push(['design floor', report.floor.runs]);
  for (const route of report.routes) pages.push([`\`${route.path}\`${route.signedIn ? ' (signed in)' : ''}`, route.runs]);
  if (!pages.some(([, runs]) => runs.length > 1)) return [];
  const lines = ['', `The rounds' spread (lowest–highest of the ${report.runsPerRoute} rounds):`, ''];
  lines.push('| page | score | LCP | TBT | main-thread work |');
  lines.push(`| --- | ${'--- | '.repeat(4).trim()}`);
  for (const [name, runs] of pages) lines.push(`| ${name} | ${range(runs, 'score')} | ${range(runs, 'lcp')} | ${range(runs, 'tbt')} | ${range(runs, 'mainThread')} |`);
  return lines;
}

/** The repeat-visit table (warm caches), app beside the peer, when the run measured one. */
function repeatTable(report: PerfReport): string[] {
  const repeat = report.repeat;
  if (!repeat) return [];
  const app = repeat.route.median;
  const peer = repeat.peer?.median;
  const lines = ['', `Repeat visit (the second load, caches warm: the app's service worker in control, the HTTP cache kept for both):`, ''];
  lines.push('| page | | score | LCP | FCP (first screen) | TBT | main-thread work | JS over the network |');
  lines.push(`| --- | --- | ${'--- | '.repeat(6).trim()}`);
  const name = `\`${repeat.route.path}\``;
  if (peer) lines.push(`| MembersCard | peer | ${peer.score} | ${ms(peer.lcp)} | ${ms(peer.fcp)} | ${Math.round(peer.tbt)} ms | ${ms(peer.mainThread)} | ${kb(peer.jsTotalBytes)} |`);
  lines.push(`| ${name} | app | ${app.score} | ${ms(app.lcp)} | ${ms(app.fcp)} | ${Math.round(app.tbt)} ms | ${ms(app.mainThread)} | ${kb(app.jsTotalBytes)} |`);
  if (peer) lines.push(`| ${name} | app / peer | ${ratio(app.score, peer.score)} | ${ratio(app.lcp, peer.lcp)} | ${ratio(app.fcp, peer.fcp)} | ${ratio(app.tbt, peer.tbt)} | ${ratio(app.mainThread, peer.mainThread)} | ${ratio(app.jsTotalBytes, peer.jsTotalBytes)} |`);
  return lines;
}

/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` in `file` (false when the markers are missing). */
export function writeBetweenMarkers(file: string, name: string, text: string): boolean {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) return false;
  writeFileSync(file, `${doc.slice(0, i + start.length)}\n${text}\n${doc.slice(j)}`);
  return true;
}

interface LhAudit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

/** The figures of one Lighthouse result. */
export function metricsOf(lhr: { categories: { performance?: { score: number | null } }; audits: Record<string, LhAudit | undefined> }): RunMetrics {
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? Number.NaN;
  const observed = (a.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  const fcpAt = observed.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = (a['network-requests']?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number; networkEndTime?: number; url?: string }>;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const early = scripts.filter((r) => (r.networkEndTime ?? Infinity) <= fcpAt);
  const earlyRequests = requests.filter((r) => (r.networkEndTime ?? Infinity) <= fcpAt);
  const lcpItem = a['largest-contentful-paint-element']?.details?.items?.[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    mainThread: num('mainthread-work-breakdown'),
    jsBeforeFcpBytes: early.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsBeforeFcpRequests: early.length,
    requestsBeforeFcp: earlyRequests.length,
    jsTotalBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    lcpElement: lcpItem?.items?.[0]?.node?.snippet?.slice(0, 160),
  };
}
