// @vitest-environment node
/**
 * The coverage gate: every state of every catalogued machine is reached and every transition is taken
 * by a generated path, unless the descriptor's `unreachable` map declares it with a reason. Also keeps
 * the explored graph of the whole catalogue small, so path generation stays quick.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '@machines/catalogue';
import { analyseFlow, coverageTotals } from '@/flowTooling/graph';
import { allFlows } from './allFlows';

describe('coverage gate', () => {
  const analyses = new Map<string, ReturnType<typeof analyseFlow>>();
  for (const flow of allFlows) {
    describe(flow.id, () => {
      const analysis = analyseFlow(flow);
      analyses.set(flow.id, analysis);
      const { states, transitions } = coverageTotals(analysis.coverage);

      it('reaches every state (or declares it unreachable with a reason)', () => {
        expect(states.missing, `${flow.id}: unreachable states; add sample events to ${flow.id}.flow.ts or declare them in unreachable`).toEqual([]);
      });

      it('takes every transition in some generated path (or declares it)', () => {
        expect(transitions.missing, `${flow.id}: transitions no path takes`).toEqual([]);
      });

      it('explores without errors and declares nothing that does not exist', () => {
        expect(analysis.coverage.errors, `${flow.id}: events that threw while exploring (missing payload?)`).toEqual([]);
        expect(analysis.coverage.unknownDeclarations, `${flow.id}: unreachable entries that match no state or transition`).toEqual([]);
        for (const [name, reason] of Object.entries(flow.unreachable ?? {})) expect(reason.trim(), `reason for ${name}`).not.toBe('');
      });
    });
  }

  it('keeps the explored graph of the whole catalogue under 1,200 distinct states', () => {
    // A count, not a timing: CPU time swings with the machine's load, the size of the graph does not.
    // Path generation costs about states x sample events; a parallel region or a context field in an
    // identity multiplies the states, and this catches it (see serializeState in the flow descriptors).
    // The analyses made above for the per-flow checks are counted, not made a second time.
    const states = catalogue.reduce((sum, flow) => sum + (analyses.get(flow.id) ?? analyseFlow(flow)).plans.filter((p) => p.kind === 'shortest').length, 0);
    expect(states).toBeLessThan(1200);
  });
});
