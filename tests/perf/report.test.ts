// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable, median, metricsOf, writeBetweenMarkers, type PerfReport, type RunMetrics } from '../../scripts/perf/report';
import { cspHeaderOf, protocolArg } from '../../scripts/perf/servers';

const run = (over: Partial<RunMetrics>): RunMetrics => ({
  score: 90,
  lcp: 2000,
  fcp: 1200,
  tbt: 100,
  cls: 0,
  mainThread: 1500,
  jsBeforeFcpBytes: 100_000,
  jsBeforeFcpRequests: 5,
  requestsBeforeFcp: 7,
  jsTotalBytes: 150_000,
  ...over,
});

describe('perf report', () => {
  it('takes the median of each figure on its own', () => {
    const m = median([run({ score: 99, lcp: 3000 }), run({ score: 90, lcp: 1000 }), run({ score: 95, lcp: 2000, lcpElement: '<img class="card">' })]);
    expect(m.score).toBe(95);
    expect(m.lcp).toBe(2000);
    expect(m.lcpElement).toBe('<img class="card">');
    expect(median([run({ tbt: 10 }), run({ tbt: 30 })]).tbt).toBe(20);
  });

  it('reads the figures of a Lighthouse result, JavaScript before the first content by its end time', () => {
    const lhr = {
      categories: { performance: { score: 0.981 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1500 },
        'first-contentful-paint': { numericValue: 900 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'mainthread-work-breakdown': { numericValue: 700 },
        metrics: { details: { items: [{ observedFirstContentfulPaint: 300 }] } },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', transferSize: 2000, networkEndTime: 50 },
              { resourceType: 'Script', transferSize: 40_000, networkEndTime: 200 },
              { resourceType: 'Script', transferSize: 10_000, networkEndTime: 600 },
            ],
          },
        },
      },
    };
    const m = metricsOf(lhr);
    expect(m).toMatchObject({ score: 98, lcp: 1500, fcp: 900, tbt: 20, mainThread: 700, jsBeforeFcpBytes: 40_000, jsBeforeFcpRequests: 1, requestsBeforeFcp: 2, jsTotalBytes: 50_000 });
  });

  const report = (over: Partial<PerfReport>): PerfReport => ({
    date: '2026-11-22T21:00:00.000Z',
    commit: 'abc',
    lighthouse: '12.8.2',
    chromium: 'Chromium',
    runsPerRoute: 5,
    protocol: 'h2',
    machine: { cpus: 2, loadBefore: [1, 1, 1], loadAfter: [1, 1, 1] },
    targets: { score: 98, lcp: 1600, fcp: 1000, tbt: 50, cls: 0.01, mainThread: 800 },
    routes: [{ name: 'home', path: '/', runs: [], median: run({ score: 99, lcp: 1800, tbt: 40, mainThread: 2800, jsTotalBytes: 150 * 1024 }) }],
    ...over,
  });

  it('prints the app, the peer and the ratios, marking the targets against the peer', () => {
    const peer = { name: 'MembersCard', path: '/', runs: [], median: run({ score: 96, lcp: 2000, fcp: 1800, tbt: 0, mainThread: 1300, jsTotalBytes: 48 * 1024 }) };
    const table = formatTable(report({ peer }));
    expect(table).toContain('| MembersCard | peer | 96 | 2.00 s | 1.80 s | 0 ms | 0.000 | 1.30 s | 48 kB |');
    // Score ≥ peer and LCP ≤ peer pass; main-thread work 2800 > 2 × 1300 fails.
    expect(table).toContain('| `/` | app | 99 ✓ | 1.80 s ✓ | 1.20 s | 40 ms ✓ | 0.000 ✓ | 2.80 s ✗ | 150 kB |');
    expect(table).toContain('| `/` | app / peer | 1.03× | 0.90× | 0.67× | n/a | n/a | 2.15× | 3.13× |');
    expect(table).toMatch(/median of 5 rounds[^\n]*served over HTTP\/2 with TLS, app and peer alternating/);
  });

  it('prints the design floor under the peer with its ratios, and says what it is', () => {
    const peer = { name: 'MembersCard', path: '/', runs: [], median: run({ score: 96, lcp: 2000, fcp: 1800, tbt: 0, mainThread: 1300, jsTotalBytes: 48 * 1024 }) };
    const floor = { name: 'design floor', path: '/', runs: [], median: run({ score: 99, lcp: 2100, fcp: 2100, tbt: 30, mainThread: 900, jsTotalBytes: 103 * 1024 }) };
    const table = formatTable(report({ peer, floor }));
    expect(table).toContain('| design floor | fixed packages alone | 99 | 2.10 s | 2.10 s | 30 ms | 0.000 | 0.90 s | 103 kB |');
    expect(table).toContain('| design floor | floor / peer | 1.03× | 1.05× | 1.17× | n/a | n/a | 0.69× | 2.15× |');
    expect(table).toContain('scripts/perf/floor/');
    expect(table.indexOf('design floor')).toBeLessThan(table.indexOf('| `/` | app |'));
    expect(formatTable(report({ peer }))).not.toContain('design floor');
  });

  it('prints the repeat visit of the app beside the peer\'s, with the ratios', () => {
    const peer = { name: 'MembersCard', path: '/', runs: [], median: run({ score: 96, lcp: 2000, fcp: 1800, tbt: 0, mainThread: 1300, jsTotalBytes: 48 * 1024 }) };
    const repeat = {
      route: { name: 'home', path: '/', runs: [], median: run({ score: 100, lcp: 900, fcp: 800, tbt: 0, mainThread: 1000, jsTotalBytes: 0 }) },
      peer: { name: 'MembersCard', path: '/', runs: [], median: run({ score: 98, lcp: 1800, fcp: 1600, tbt: 0, mainThread: 1200, jsTotalBytes: 10 * 1024 }) },
    };
    const table = formatTable(report({ peer, repeat }));
    expect(table).toContain('Repeat visit');
    expect(table).toContain('| MembersCard | peer | 98 | 1.80 s | 1.60 s | 0 ms | 1.20 s | 10 kB |');
    expect(table).toContain('| `/` | app | 100 | 0.90 s | 0.80 s | 0 ms | 1.00 s | 0 kB |');
    expect(table).toContain('| `/` | app / peer | 1.02× | 0.50× | 0.50× | n/a | 0.83× | 0.00× |');
    expect(formatTable(report({ peer }))).not.toContain('Repeat visit');
  });

  it("prints each page's spread over the rounds (lowest–highest) after the medians", () => {
    const peerRuns = [run({ score: 94, lcp: 1410, tbt: 28, mainThread: 1130 }), run({ score: 95, lcp: 1470, tbt: 76, mainThread: 1340 }), run({ score: 94, lcp: 1440, tbt: 50, mainThread: 1200 })];
    const appRuns = [run({ score: 85, lcp: 1232, tbt: 582, mainThread: 4685 }), run({ score: 85, lcp: 1428, tbt: 605, mainThread: 3660 }), run({ score: 84, lcp: 1440, tbt: 618, mainThread: 4426 })];
    const peer = { name: 'MembersCard', path: '/', runs: peerRuns, median: median(peerRuns) };
    const table = formatTable(report({ peer, runsPerRoute: 3, routes: [{ name: 'home', path: '/', runs: appRuns, median: median(appRuns) }] }));
    expect(table).toContain("The rounds' spread (lowest–highest of the 3 rounds)");
    expect(table).toContain('| MembersCard | 94–95 | 1.41–1.47 s | 28–76 ms | 1.13–1.34 s |');
    expect(table).toContain('| `/` | 84–85 | 1.23–1.44 s | 582–618 ms | 3.66–4.68 s |');
    expect(table.indexOf("The rounds' spread")).toBeGreaterThan(table.indexOf('| `/` | app / peer |'));
    // One round has no spread to print.
    expect(formatTable(report({ peer: { ...peer, runs: [peerRuns[0]!] } }))).not.toContain("The rounds' spread");
  });

  it('without a peer, marks the absolute targets', () => {
    const table = formatTable(report({}));
    expect(table).toContain('| `/` | 99 ✓ | 1.80 s ✗');
    expect(table).toContain('without the peer');
  });

  it('writes a table between its markers and leaves the rest of the page alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-doc-'));
    const file = join(dir, 'performance.md');
    writeFileSync(file, 'intro\n<!-- perf:start -->\nold\n<!-- perf:end -->\nafter\n');
    expect(writeBetweenMarkers(file, 'perf', 'new table')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('intro\n<!-- perf:start -->\nnew table\n<!-- perf:end -->\nafter\n');
    expect(writeBetweenMarkers(file, 'interactions', 'x')).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves over HTTP/2 with TLS unless told --protocol http1', () => {
    expect(protocolArg(['tsx', 'lighthouse.ts'])).toBe('h2');
    expect(protocolArg(['tsx', 'lighthouse.ts', '--protocol', 'http1'])).toBe('http1');
    expect(() => protocolArg(['--protocol', 'h3'])).toThrow(/h2 or http1/);
  });

  it('sends the build policy as a header with the header-only directives', () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">`;
    expect(cspHeaderOf(html)).toBe("default-src 'self'; script-src 'self'; frame-ancestors 'none'");
    expect(cspHeaderOf('<html></html>')).toBeUndefined();
  });
});
