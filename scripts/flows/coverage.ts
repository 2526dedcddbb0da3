/**
 * `npm run coverage:flows`: per flow, the states and transitions the generated paths cover; lists what
 * is not covered and what the descriptor declares unreachable on purpose. Exits 1 when something is
 * uncovered and undeclared (the same rule as tests/flows/coverage.test.ts), and when a flow with a screen has
 * no screen replay (the rule of tests/flows/screens.gate.test.ts).
 */
import { analyseFlow, coverageTotals, staleDeclarations } from '../../src/flowTooling/graph';
import { loadCatalogue, parseArgs, root } from './load';
import { orphanReplays, screenStatuses, type ScreenStatus } from './screens';

const { positional } = parseArgs(process.argv.slice(2));
const flows = (await loadCatalogue()).filter((f) => !positional.length || positional.includes(f.id));
let failed = 0;
const rows: string[] = [];
const details: string[] = [];
const started = performance.now();
const screenColumn = (s: ScreenStatus) => (s.gap ? 'KNOWN GAP' : s.text === 'replayed' ? 'replayed' : s.ok ? 'none' : 'MISSING');
const screens = new Map(screenStatuses(flows, root).map((s) => [s.id, s]));
for (const flow of flows) {
  const screen = screens.get(flow.id)!;
  let analysis;
  try {
    analysis = analyseFlow(flow);
  } catch (error) {
    failed++;
    rows.push(`| ${flow.id} | – | – | – | ${screenColumn(screen)} | cannot generate: ${(error as Error).message} |`);
    continue;
  }
  const { states, transitions } = coverageTotals(analysis.coverage);
  const ok = !states.missing.length && !transitions.missing.length && screen.ok;
  if (!ok) failed++;
  const pct = (c: number, t: number) => (t ? `${Math.round((100 * c) / t)}%` : '–');
  rows.push(
    `| ${flow.id} | ${states.covered}/${states.total} (${pct(states.covered, states.total)})${states.declared ? ` +${states.declared} declared` : ''} | ` +
      `${transitions.covered}/${transitions.total} (${pct(transitions.covered, transitions.total)})${transitions.declared ? ` +${transitions.declared} declared` : ''} | ` +
      `${analysis.plans.length} | ${screenColumn(screen)} | ${ok ? 'ok' : 'FAIL'} |`,
  );
  const c = analysis.coverage;
  const lines: string[] = [];
  if (!screen.ok || screen.gap) lines.push(`  screen: ${screen.text}`);
  states.missing.forEach((s) => lines.push(`  unreachable state: ${s}`));
  transitions.missing.forEach((t) => lines.push(`  uncovered transition: ${t}`));
  c.states.concat(c.transitions).filter((i) => !i.covered && i.declared !== undefined).forEach((i) => lines.push(`  declared unreachable: ${i.name} (${i.declared})`));
  staleDeclarations(c).forEach((key) => lines.push(`  declared unreachable but every path it names is covered (the entry can go): "${key}"`));
  c.missingSamples.forEach((e) => lines.push(`  no sample in the descriptor for ${e} (sent without payload)`));
  c.errors.forEach((e) => lines.push(`  threw while exploring: ${e}`));
  c.unknownDeclarations.forEach((k) => lines.push(`  unreachable entry matches nothing: "${k}"`));
  if (lines.length) details.push(`${flow.id}:`, ...lines);
}
console.log('| flow | states covered | transitions covered | paths | screen replay | gate |');
console.log('| --- | --- | --- | ---: | --- | --- |');
rows.forEach((r) => console.log(r));
const orphans = positional.length ? [] : orphanReplays(flows, root);
if (orphans.length) {
  failed++;
  details.push('screen replays of no flow with a screen:', ...orphans.map((f) => `  ${f}`));
}
const gaps = [...screens.values()].filter((s) => s.gap).map((s) => s.id);
if (gaps.length) details.push(`known gaps: ${gaps.length} flows with a screen not yet driven through it: ${gaps.join(', ')}`);
if (details.length) console.log(`\n${details.join('\n')}`);
console.log(`\n${flows.length} flows, ${failed} failing the coverage gate (${(performance.now() - started).toFixed(0)} ms).`);
process.exit(failed ? 1 : 0);
