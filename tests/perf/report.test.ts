// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTable, median, metricsOf, type PerfReport, type RunMetrics } from '../../scripts/perf/report';
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

  it('prints before and after rows with the targets marked', () => {
    const report = (score: number): PerfReport => ({
      date: '2026-11-22T21:00:00.000Z',
      commit: 'abc',
      lighthouse: '12.8.2',
      chromium: 'Chromium',
      runsPerRoute: 5,
      machine: { cpus: 2, loadBefore: [1, 1, 1], loadAfter: [1, 1, 1] },
      targets: { score: 98, lcp: 1600, fcp: 1000, tbt: 50, cls: 0.01, mainThread: 800 },
      routes: [{ name: 'home', path: '/', runs: [], median: run({ score }) }],
    });
    const table = formatTable({ ...report(99), protocol: 'h2' }, report(90));
    expect(table).toContain('| `/` | before | 90 ✗');
    expect(table).toContain('| `/` | after | 99 ✓');
    // A report from before the server spoke HTTP/2 was measured over HTTP/1.1, and says so.
    expect(table).toMatch(/Before: [^\n]*served over HTTP\/1\.1\. After: [^\n]*served over HTTP\/2 with TLS\./);
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
