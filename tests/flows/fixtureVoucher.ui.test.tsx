/**
 * The generated paths of the fixture driven through a rendered screen: one executor per event (what the
 * person does, or what the outside world does for them), checked at compile time with `satisfies`, and
 * per state what the person sees. Product flows with a screen follow the same pattern.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import type { FlowDescriptor } from '@machines/flow';
import { analyseFlow, type PlanStep } from '@/flows-tooling/graph';
import { performStep, startFlow, type FlowRun } from '@/flows-tooling/player';
import { voucherFlow } from './fixtures/voucher.flow';
import type { voucherMachine } from './fixtures/voucher.machine';
import { VoucherScreen } from './fixtures/VoucherScreen';

type VoucherEventType =
  | EventFromLogic<typeof voucherMachine>['type']
  | 'xstate.done.actor.redeemVoucher'
  | 'xstate.error.actor.redeemVoucher'
  | 'xstate.after.receiptDisplay'
  | 'xstate.after.cooldown';

type Executor = (step: PlanStep, run: FlowRun) => void;

/** What the person (or the world) does for each event. A missing or extra key fails to compile. */
const executors = {
  'VOUCHER.CODE_TYPED': (step) => fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: String(step.payload.code) } }),
  'VOUCHER.SUBMIT': () => fireEvent.click(screen.getByRole('button', { name: 'Redeem' })),
  'VOUCHER.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'VOUCHER.DONE': () => fireEvent.click(screen.getByRole('button', { name: 'Done' })),
  // Outside facts and the outcomes of the stubbed call arrive as events.
  'POINTS.REFRESHED': (step, run) => performStep(run, step),
  'xstate.done.actor.redeemVoucher': (step, run) => performStep(run, step),
  'xstate.error.actor.redeemVoucher': (step, run) => performStep(run, step),
  'xstate.after.receiptDisplay': (step, run) => performStep(run, step),
  'xstate.after.cooldown': (step, run) => performStep(run, step),
} satisfies Record<VoucherEventType, Executor>;

function executorFor(event: string): Executor {
  const key = event.startsWith('xstate.after.') ? event.split('.').slice(0, 3).join('.') : event;
  const exec = (executors as Record<string, Executor>)[key];
  if (!exec) throw new Error(`No executor for ${event}`);
  return exec;
}

/** What the person sees in each leaf state. */
const expectations: Record<string, () => void> = {
  'editing.empty': () => expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled(),
  'editing.filled': () => expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled(),
  redeeming: () => expect(screen.getByRole('status')).toHaveTextContent('Redeeming'),
  failed: () => expect(screen.getByRole('alert')).toHaveTextContent('The code was refused'),
  locked: () => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'),
  'redeemed.receipt.shown': () => expect(screen.getByRole('status')).toHaveTextContent('Receipt SN-1'),
  'redeemed.receipt.hidden': () => expect(screen.queryByText('Receipt SN-1')).toBeNull(),
  'redeemed.points.refreshing': () => expect(screen.getByText('Updating points')).toBeInTheDocument(),
  'redeemed.points.fresh': () => expect(screen.getByText('1200 points')).toBeInTheDocument(),
  done: () => expect(screen.getByText('Finished')).toBeInTheDocument(),
};

function Harness({ run }: { run: FlowRun }) {
  const snapshot = useSelector(run.actor, (s) => s);
  const value = snapshot.value as string | Record<string, unknown>;
  const phase = (typeof value === 'string' ? value : Object.keys(value)[0]) as Parameters<typeof VoucherScreen>[0]['phase'];
  return (
    <VoucherScreen
      phase={phase}
      canSubmit={snapshot.can({ type: 'VOUCHER.SUBMIT' })}
      receiptShown={snapshot.matches({ redeemed: { receipt: 'shown' } } as never)}
      points={snapshot.context.points as number | null}
      onCodeChange={(code) => run.actor.send({ type: 'VOUCHER.CODE_TYPED', code })}
      onSubmit={() => run.actor.send({ type: 'VOUCHER.SUBMIT' })}
      onRetry={() => run.actor.send({ type: 'VOUCHER.RETRY' })}
      onDone={() => run.actor.send({ type: 'VOUCHER.DONE' })}
    />
  );
}

describe('fixture voucher through its screen', () => {
  const flow = voucherFlow as unknown as FlowDescriptor;
  const { plans } = analyseFlow(flow);
  for (const plan of plans) {
    it(`${plan.id} ${plan.title}`, () => {
      const run = startFlow(flow, { input: plan.input });
      render(<Harness run={run} />);
      const check = (leaves: string[]) => leaves.forEach((leaf) => expectations[leaf]?.());
      check(plan.start);
      for (const step of plan.steps) {
        act(() => executorFor(step.event)(step, run));
        expect(run.actor.getSnapshot().value, `step ${step.n}: ${step.action}`).toEqual(step.expectedValue);
        check(step.expected);
      }
      run.actor.stop();
    });
  }

  it('has an expectation for every state a person can see', () => {
    const leaves = analyseFlow(flow).model.states.filter((s) => s.kind === 'atomic' || s.kind === 'final').map((s) => s.path);
    expect(leaves.filter((l) => !(l in expectations))).toEqual([]);
  });
});
