/**
 * The tooling's own example flow driven through its screen (tests/flows/fixtures/VoucherScreen.tsx): the
 * smallest complete screen replay, to copy when adding one (docs/conventions.md, "Screen replays").
 */
import { fireEvent, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect } from 'vitest';
import type { FlowDescriptor, FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { voucherFlow } from '../fixtures/voucher.flow';
import type { voucherMachine } from '../fixtures/voucher.machine';
import { VoucherScreen } from '../fixtures/VoucherScreen';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

/** What the person (or the world) does for each event. A missing or extra key fails to compile. */
const executors = {
  'VOUCHER.CODE_TYPED': (step) => fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: String(step.payload.code) } }),
  'VOUCHER.SUBMIT': () => fireEvent.click(screen.getByRole('button', { name: 'Redeem' })),
  'VOUCHER.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'VOUCHER.DONE': () => fireEvent.click(screen.getByRole('button', { name: 'Done' })),
  // Outside facts and the outcomes of the stubbed call arrive as events.
  'POINTS.REFRESHED': fed,
  'xstate.done.actor.redeemVoucher': fed,
  'xstate.error.actor.redeemVoucher': fed,
  'xstate.after.receiptDisplay': fed,
  'xstate.after.cooldown': fed,
} satisfies Record<FlowEventType<typeof voucherMachine>, ScreenExecutor>;

/** The fixture's "route": selects from the actor and sends intents, like a route module does. */
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

replayThroughScreen({
  flow: voucherFlow as unknown as FlowDescriptor<typeof voucherMachine>,
  executors,
  render: (run) => <Harness run={run} />,
  /** What the person sees in each leaf state. */
  expectations: {
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
  },
});
