// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeEstimate } from '../../scripts/perf/explain';

describe('perf --explain', () => {
  it('lists the requests with their bytes and the long main-thread tasks in the order they ended, then the totals', () => {
    const doc = { type: 'network' as const, request: { url: 'https://localhost:6010/reward/101', transferSize: 5734, priority: 'VeryHigh' } };
    const entry = { type: 'network' as const, request: { url: 'https://localhost:6010/assets/index-abc.js', transferSize: 125_952, priority: 'High' } };
    const parse = { type: 'cpu' as const, childEvents: [{ name: 'ParseHTML' }, { name: 'ParseHTML' }, { name: 'Layout' }, { name: 'v8.gc' }] };
    const short = { type: 'cpu' as const, childEvents: [{ name: 'FunctionCall' }] };
    const lines = describeEstimate({
      timeInMs: 1700,
      nodeTimings: new Map<never, { startTime: number; endTime: number }>([
        [entry as never, { startTime: 853, endTime: 1603 }],
        [doc as never, { startTime: 0, endTime: 777 }],
        [parse as never, { startTime: 781, endTime: 853 }],
        [short as never, { startTime: 1603, endTime: 1609 }],
      ]),
    });
    expect(lines).toEqual([
      '    0–777    777 ms  request    5.6 kB  /reward/101',
      '  781–853     72 ms  main thread  ParseHTML, Layout',
      '  853–1603   750 ms  request  123.0 kB  /assets/index-abc.js',
      '128.6 kB in 2 requests; main-thread tasks 78 ms at 4x',
    ]);
  });
});
