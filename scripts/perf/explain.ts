/**
 * `npm run perf -- --explain`: what Lighthouse's simulated LCP waited for, run by run.
 *
 * Lighthouse does not time the page it loads: it records an unthrottled load (the trace and the network
 * log) and simulates it (Lantern) on a slow-4G link at 4x CPU: every request, on its connection, after
 * the request or main-thread task that started it; every main-thread task four times as long. Its LCP is
 * the mean of two such simulations of the work before the observed LCP. This prints the pessimistic one
 * (everything before the observed LCP) in the order it finished: the requests with their bytes, and the
 * main-thread tasks of 10 ms or more at 4x, so a change can be aimed at what the figure is made of.
 * Over HTTP/2 the requests share one connection and arrive one after another; a request of 0 ms came in
 * the same round trip as the one before it, and a round trip (150 ms) carries at most about 30 kB.
 *
 * It uses Lighthouse's own Lantern classes (lighthouse/core/computed/metrics/…), which are not a public
 * API: Lighthouse is pinned in package.json, and an upgrade may need this file changed.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface LanternRequest {
  url: string;
  transferSize: number;
  priority: string;
}
interface LanternNode {
  type: 'network' | 'cpu';
  request?: LanternRequest;
  childEvents?: Array<{ name: string }>;
}
interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, NodeTiming>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
}

/** The artifacts of a Lighthouse run that the simulation reads (`result.artifacts` of the node API). */
export interface RunArtifacts {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  SourceMaps?: unknown;
}

/** One line per request and per main-thread task of 10 ms or more (at 4x), in the order they ended. */
export function describeEstimate(estimate: LanternEstimate): string[] {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  const lines: string[] = [];
  let bytes = 0;
  let cpu = 0;
  for (const [node, t] of rows) {
    const ms = t.endTime - t.startTime;
    const span = `${Math.round(t.startTime).toString().padStart(5)}–${Math.round(t.endTime).toString().padEnd(5)} ${Math.round(ms).toString().padStart(4)} ms`;
    if (node.type === 'network' && node.request) {
      bytes += node.request.transferSize;
      const path = node.request.url.replace(/^[a-z]+:\/\/[^/]+/, '');
      lines.push(`${span}  request ${(node.request.transferSize / 1024).toFixed(1).padStart(6)} kB  ${path.length > 90 ? `${path.slice(0, 89)}…` : path}`);
    } else {
      cpu += ms;
      if (ms >= 10) {
        const kinds = [...new Set((node.childEvents ?? []).map((e) => e.name).filter((n) => KINDS.has(n)))].slice(0, 4).join(', ');
        lines.push(`${span}  main thread  ${kinds || 'task'}`);
      }
    }
  }
  lines.push(`${(bytes / 1024).toFixed(1)} kB in ${rows.filter(([n]) => n.type === 'network').length} requests; main-thread tasks ${Math.round(cpu)} ms at 4x`);
  return lines;
}

const KINDS = new Set(['ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'Paint', 'XHRReadyStateChange', 'RunMicrotasks']);

/** Lighthouse's simulated LCP of one run, and the pessimistic simulation it averaged, line by line. */
export async function explainLcp(artifacts: RunArtifacts, settings: Record<string, unknown>): Promise<string> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  const result = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as LanternResult;
  return [
    `simulated LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}); the pessimistic simulation:`,
    ...describeEstimate(result.pessimisticEstimate),
  ].join('\n');
}
