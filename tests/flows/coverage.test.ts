// @vitest-environment node
/**
 * The coverage gate: every state of every catalogued machine is reached and every transition is taken
 * by a generated path, unless the descriptor's `unreachable` map declares it with a reason. Also keeps
 * path generation for the whole catalogue under the 2 s budget.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '@machines/catalogue';
import { analyseFlow, coverageTotals } from '@/flows-tooling/graph';
import { allFlows } from './allFlows';

describe('coverage gate', () => {
  for (const flow of allFlows) {
    describe(flow.id, () => {
      const analysis = analyseFlow(flow);
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

  it('generates the paths of the whole catalogue in under 2 s of CPU', () => {
    // CPU time, not wall time: the suite shares the machine with other work (and vitest's own workers).
    const cpu = process.cpuUsage();
    for (const flow of catalogue) analyseFlow(flow);
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });
});
