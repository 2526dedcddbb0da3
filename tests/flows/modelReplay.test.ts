/**
 * Model-based tests: every generated path of every catalogued machine is replayed against the machine
 * itself (stub actors that never settle, their outcomes fed as done/error events, simulated time for
 * `after` steps), asserting the expected state at every step. A path that no longer matches the machine
 * fails here.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { analyseFlow } from '@/flowTooling/graph';
import { performStep, startFlow } from '@/flowTooling/player';
import { allFlows } from './allFlows';

describe('model-based replays', () => {
  for (const flow of allFlows) {
    describe(flow.id, () => {
      const { plans } = analyseFlow(flow);
      it('has at least one path', () => expect(plans.length).toBeGreaterThan(0));
      for (const plan of plans) {
        it(`${plan.id} ${plan.title}`, () => {
          const run = startFlow(flow, { input: plan.input });
          try {
            expect(run.actor.getSnapshot().value, 'start').toEqual(plan.startValue);
            for (const step of plan.steps) {
              performStep(run, step);
              const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
              expect(snapshot.status, `step ${step.n} (${step.action}) put the actor in ${snapshot.status}: ${String(snapshot.error ?? '')}`).not.toBe('error');
              expect(snapshot.value, `step ${step.n}: ${step.action}`).toEqual(step.expectedValue);
            }
          } finally {
            run.actor.stop();
          }
        });
      }
    });
  }
});
