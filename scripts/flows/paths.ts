/**
 * `npm run paths -- <flow> [--to <state>] [--from <state>] [--format md|json]`
 *
 * Test plans for QA from the machine's graph (@xstate/graph): numbered steps, each an event with its
 * payload (or "wait N s" for a delay) and the state expected after it.
 * - no flow: generates every catalogued flow and prints a summary with the time it took (must be < 2 s);
 * - `<flow>`: shortest paths to every state plus paths for the transitions they miss;
 * - `--to <state>`: only the paths that end in that state (dotted path, id or unique key);
 * - `--from <state> --to <state>`: the simple paths (no state twice) between two states
 *   (`--input <variant>` picks one of the descriptor's `inputs`; the default is its `input`), shortest first,
 *   at most `--max <n>` (default 100).
 * Timing goes to stderr so `--format json` stays machine-readable.
 */
import { loadavg } from 'node:os';
import { analyseFlow, plansTo, simplePlans, type TestPlan } from '../../src/flowTooling/graph';
import { plansToJson, plansToMarkdown } from '../../src/flowTooling/format';
import { loadCatalogue, parseArgs } from './load';

const { positional, options } = parseArgs(process.argv.slice(2));
const format = options.format === 'json' ? 'json' : 'md';
const flows = await loadCatalogue();
const [flowId] = positional;

if (!flowId) {
  // Wall time on a shared machine includes waiting for a core; CPU time is what generation costs.
  const cpu = process.cpuUsage();
  const started = performance.now();
  const rows = flows.map((f) => {
    const a = analyseFlow(f);
    return { id: f.id, plans: a.plans.length, steps: a.plans.reduce((n, p) => n + p.steps.length, 0), ms: a.ms };
  });
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const load = loadavg()[0]!.toFixed(1);
  if (format === 'json') console.log(JSON.stringify({ flows: rows, wallMs: Math.round(wall), cpuMs: Math.round(cpuMs), loadAverage: Number(load) }, null, 2));
  else {
    for (const r of rows) console.log(`${r.id.padEnd(24)} ${String(r.plans).padStart(4)} paths ${String(r.steps).padStart(5)} steps ${r.ms.toFixed(0).padStart(5)} ms`);
    console.log(`\nGenerated paths for ${rows.length} flows in ${wall.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU (budget 2000 ms; load average ${load}).`);
  }
  if (cpuMs > 2000) {
    console.error(`Path generation took ${cpuMs.toFixed(0)} ms of CPU, over the 2 s budget.`);
    process.exit(1);
  }
  process.exit(0);
}

const flow = flows.find((f) => f.id === flowId);
if (!flow) {
  console.error(`No flow "${flowId}". Flows: ${flows.map((f) => f.id).join(', ')}`);
  process.exit(2);
}
const started = performance.now();
let plans: TestPlan[];
let heading = flow.title;
try {
  if (options.from !== undefined) {
    if (typeof options.to !== 'string' || typeof options.from !== 'string') throw new Error('--from needs a state and a --to <state>');
    plans = simplePlans(flow, options.from, options.to, typeof options.max === 'string' ? Number(options.max) : 100, typeof options.input === 'string' ? options.input : undefined);
    heading = `${flow.title}: simple paths from ${options.from} to ${options.to}`;
  } else {
    const analysis = analyseFlow(flow);
    plans = typeof options.to === 'string' ? plansTo(analysis, options.to) : analysis.plans;
    if (typeof options.to === 'string') heading = `${flow.title}: paths to ${options.to}`;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
console.log(format === 'json' ? plansToJson(plans) : plansToMarkdown(flow.id, heading, plans));
console.error(`${plans.length} paths for ${flow.id} in ${(performance.now() - started).toFixed(0)} ms`);
