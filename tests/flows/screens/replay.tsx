/**
 * Screen replays: every generated path of a flow driven through its rendered screen. What a person does is
 * done on the screen (typing, clicking the real buttons); outside facts, the outcomes of the stubbed calls and
 * the clock are fed to the chart. After every step the chart must be in the planned state and the screen must
 * show what that state means. See docs/conventions.md, "Screen replays".
 *
 * A flow's replay lives in `tests/flows/screens/<id>.ui.test.tsx`: an executor per event, checked with
 * `satisfies Record<FlowEventType<typeof machine>, ScreenExecutor>`; an expectation per leaf state; a render
 * function; then `replayThroughScreen({...})`. tests/flows/screens.gate.test.ts and `npm run coverage:flows`
 * fail when a flow declared with `screen: true` has none.
 */
import { act, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import type { FlowDescriptor } from '@machines/flow';
import { chartModel } from '@/flowTooling/chartModel';
import { analyseFlow, type PlanStep, type TestPlan } from '@/flowTooling/graph';
import { performStep, stubbedMachine, type FlowRun } from '@/flowTooling/player';
import { messages } from '@/i18n/messages';

// Speed: role queries skip the accessibility-tree visibility walk (getComputedStyle on every ancestor), the
// bulk of their cost in jsdom. Hidden elements are then found too, so expectations of absence use the state's
// own markers (a closed dialog is not rendered at all). Applies to screen replay files only.
configure({ defaultHidden: true });

/**
 * Performs one plan step as a person would (or as the world does, for fed events). Not run inside act():
 * fireEvent wraps each event itself, so an executor can click through a dialog that the previous click
 * opened; anything else that updates React (sending to an actor, setting state, navigating) goes in act().
 */
export type ScreenExecutor = (step: PlanStep, run: FlowRun) => void;

/** For events no person causes: the outcome of a stubbed call, an outside fact, or time passing. */
export const fed: ScreenExecutor = (step, run) => act(() => performStep(run, step));

/**
 * For an event type the machine declares but no state handles and no control sends: fails with the reason if
 * a plan ever uses it (then give it a real executor).
 */
export function unhandled(reason: string): ScreenExecutor {
  return (step) => {
    throw new Error(`${step.event} has no executor: ${reason}`);
  };
}

/** What the person sees in one leaf state (a dotted path as the plans name it). */
export type ScreenExpectation = (run: FlowRun) => void;

export interface ScreenReplay<TMachine extends AnyStateMachine = AnyStateMachine> {
  flow: FlowDescriptor<TMachine>;
  /** An executor per event type (`xstate.after.<delay>` for delays). */
  executors: Record<string, ScreenExecutor>;
  /** What the screen shows in every reachable leaf state (parallel leaves are checked together). */
  expectations: Record<string, ScreenExpectation>;
  /** The screen for a running flow, exactly as the app renders it for that actor (wrapped in intl by the runner). */
  render: (run: FlowRun, plan: TestPlan) => ReactElement;
  /**
   * Invoked children the screen renders, provided as real (stubbed) machines instead of never-settling
   * stubs, so their screens can be shown: `{ otp: otpMachine }`, nested `{ redeem: [redeem, { serial: serialMachine }] }`.
   */
  children?: ChildCharts;
  /**
   * Side-effect actions the screen's outcome depends on (navigating, telling the session), in place of the
   * no-ops the stubbed machine runs: `{ navigateToNext: ({ context }) => router.navigate(context.next) }`.
   */
  actions?: Record<string, (args: { context: never; event: never }) => void>;
  /**
   * Starts the run instead of the default (the flow's machine on stubbed actors): for a child flow whose screen
   * belongs to its parent, start the parent and return the child as `actor` (and a `stop` for the parent).
   */
  start?: (input: unknown) => FlowRun & { stop?: () => void };
  /** @default 'en' (the spec's English labels are the accessible names) */
  locale?: 'en' | 'th';
}

/** The key of an event in an executor map: delays as `xstate.after.<delay>`, everything else as sent. */
function executorKey(event: string): string {
  return event.startsWith('xstate.after.') ? event.split('.').slice(0, 3).join('.') : event;
}

/** Every event type the chart handles, as executor keys. */
function handledEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(chartModel(machine).transitions.map((t) => t.event).filter((e) => e !== '').map(executorKey))].sort();
}

/**
 * A stubbed machine whose named children run as real charts, themselves stubbed (and nested: a child given as
 * `[machine, { grandchild: machine }]` gets its own real children).
 */
export type ChildCharts = Record<string, AnyStateMachine | [AnyStateMachine, ChildCharts]>;

export function stubbedWithChildren(machine: AnyStateMachine, children: ChildCharts): AnyStateMachine {
  return withChildren(stubbedMachine(machine), children);
}

function withChildren(stubbed: AnyStateMachine, children: ChildCharts): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [name, child] of Object.entries(children)) {
    actors[name] = Array.isArray(child) ? stubbedWithChildren(child[0], child[1]) : stubbedMachine(child);
  }
  return stubbed.provide({ actors } as never) as AnyStateMachine;
}

/** Starts the flow's machine with stubbed actors (children the screen needs provided as stubbed machines) on simulated time. */
function startScreenRun(replay: ScreenReplay, input: unknown): FlowRun {
  const clock = new SimulatedClock();
  let machine = stubbedMachine(replay.flow.machine);
  if (replay.children) machine = withChildren(machine, replay.children);
  if (replay.actions) machine = machine.provide({ actions: replay.actions } as never) as AnyStateMachine;
  const actor = createActor(machine, { input, clock }) as Actor<AnyStateMachine>;
  actor.start();
  return { actor, clock };
}

/** Leaf states a person can see: atomic or final, except decision points a chart leaves at once (an unguarded `always`). */
function leafPaths(replay: ScreenReplay): string[] {
  return analyseFlow(replay.flow as FlowDescriptor)
    .model.states.filter((s) => s.kind === 'atomic' || s.kind === 'final')
    .filter((s) => !s.transitions.some((t) => t.event === '' && t.guard === undefined))
    .map((s) => s.path);
}

/** Declares the replay tests of one flow: one test per generated plan, plus the completeness checks. */
export function replayThroughScreen<TMachine extends AnyStateMachine>(replay: ScreenReplay<TMachine>): void {
  const r = replay as unknown as ScreenReplay;
  const flow = r.flow as FlowDescriptor;
  const locale = r.locale ?? 'en';
  describe(`${flow.id} driven through its screen`, () => {
    const { plans, coverage } = analyseFlow(flow);
    const declared = Object.keys(flow.unreachable ?? {});

    it('has an executor for every event the chart handles', () => {
      expect(handledEventTypes(flow.machine).filter((e) => !(e in r.executors))).toEqual([]);
    });

    it('has an expectation for every state a person can reach', () => {
      const reached = new Set(coverage.states.filter((s) => s.covered).map((s) => s.name));
      expect(leafPaths(r).filter((l) => reached.has(l) && !declared.includes(l) && !(l in r.expectations))).toEqual([]);
    });

    for (const plan of plans) {
      it(`${plan.id} ${plan.title}`, () => {
        const run: FlowRun & { stop?: () => void } = r.start ? r.start(plan.input) : startScreenRun(r, plan.input);
        try {
          render(
            <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="th">
              {r.render(run, plan)}
            </IntlProvider>,
          );
          const check = (leaves: string[], where: string) =>
            leaves.forEach((leaf) => {
              const expectation = r.expectations[leaf];
              if (!expectation) throw new Error(`${where}: no expectation for state ${leaf}`);
              try {
                expectation(run);
              } catch (error) {
                throw new Error(`${where}: the screen does not show ${leaf}: ${(error as Error).message}`, { cause: error });
              }
            });
          check(plan.start, 'start');
          for (const step of plan.steps) {
            const key = executorKey(step.event);
            const execute = r.executors[key];
            if (!execute) throw new Error(`No executor for ${key}`);
            execute(step, run);
            expect(run.actor.getSnapshot().value, `step ${step.n}: ${step.action}`).toEqual(step.expectedValue);
            check(step.expected, `step ${step.n} (${step.action})`);
          }
        } finally {
          if (run.stop) run.stop();
          else run.actor.stop();
        }
      });
    }
  });
}
