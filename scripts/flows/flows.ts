/**
 * `npm run flows`: the flow catalogue with state and transition counts.
 */
import { chartModel } from '../../src/flowTooling/chartModel';
import { flowCounts } from '../../src/flowTooling/docs';
import { loadCatalogue } from './load';

const flows = await loadCatalogue();
if (!flows.length) {
  console.log('The flow catalogue (machines/catalogue.ts) is empty.');
  process.exit(0);
}
const rows = flows.map((f) => {
  const { states, transitions } = flowCounts(chartModel(f.machine));
  return { id: f.id, title: f.title, states: String(states), transitions: String(transitions), purpose: f.purpose };
});
const headers = { id: 'id', title: 'title', states: 'states', transitions: 'transitions', purpose: 'purpose' };
const cols = Object.keys(headers) as Array<keyof typeof headers>;
const width = Object.fromEntries(cols.map((c) => [c, Math.max(headers[c].length, ...rows.map((r) => r[c].length))])) as Record<keyof typeof headers, number>;
const line = (r: typeof headers) =>
  cols.map((c) => (c === 'states' || c === 'transitions' ? r[c].padStart(width[c]) : c === 'purpose' ? r[c] : r[c].padEnd(width[c]))).join('  ');
console.log(line(headers));
console.log(cols.map((c) => '-'.repeat(c === 'purpose' ? 7 : width[c])).join('  '));
rows.forEach((r) => console.log(line(r)));
console.log(`\n${rows.length} flows.`);
