/**
 * Redeeming: the redeem chart's generated paths driven through the campaign page it runs on. The chart is the
 * real child of a campaign page chart (both on stubbed calls), so the page renders it exactly as in the app:
 * Redeem, the confirmation, Try again and Close are pressed; a change of member is a change of the
 * page frame's member (the page tells its chart, which forwards it); the calls' outcomes, a refreshed campaign and
 * the clock are fed to the redeem chart.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, SimulatedClock, type Actor, type ActorRefFrom, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { redeemButton } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { FlowEventType } from '@machines/flow';
import { redeemButtonFlow } from '@machines/redeemButton/redeemButton.flow';
import type { redeemButtonMachine } from '@machines/redeemButton/redeemButton.machine';
import { serialMachine } from '@machines/serial/serial.machine';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import type { FlowRun } from '@/flows-tooling/player';
import { CampaignScreen, useMemberFacts } from '@/routes/campaign/CampaignScreen';
import { describeRedeemError } from '@/routes/campaign/redeemError';
import { fed, replayThroughScreen, stubbedWithChildren, type ScreenExecutor } from './replay';

// jsdom has no canvas: drawing succeeds without painting (the serial chart's own replay feeds render failures).
vi.mock('@/ui/serial/encoders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

type Page = ActorRefFrom<typeof campaignDetailMachine>;
type RedeemInput = { campaign: CampaignDetail; member: MemberFacts };
let page: Page | undefined;
let setMember: ((member: MemberFacts) => void) | undefined;

function PageBody({ actor, initial }: { actor: Page; initial: MemberFacts }) {
  const [member, set] = useState(initial);
  setMember = set;
  useMemberFacts(actor, member);
  return <CampaignScreen actor={actor} locale="en" describeError={describeRedeemError} />;
}

/** The campaign page chart, loaded with the plan's campaign and member; the redeem chart is its child. */
function startOnPage(input: unknown): FlowRun & { stop: () => void } {
  const { campaign, member } = input as RedeemInput;
  const clock = new SimulatedClock();
  const machine = stubbedWithChildren(campaignDetailMachine, { redeemButton: [redeemButton, { serial: serialMachine }] });
  const parent = createActor(machine, { input: { campaignId: campaign.id, member }, clock }) as Actor<AnyStateMachine>;
  parent.start();
  parent.send({ type: 'xstate.done.actor.loadCampaign', output: campaign });
  page = parent as unknown as Page;
  const child = (parent.getSnapshot() as { children: Record<string, AnyActorRef> }).children.redeemButton!;
  return { actor: child as unknown as Actor<AnyStateMachine>, clock, stop: () => parent.stop() };
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const failedDialog = () => within(screen.getByRole('alertdialog', { name: 'Redeem failed' }));
const unconfirmedDialog = () => within(screen.getByRole('alertdialog', { name: "We couldn't confirm your redeem" }));
const SLOW = 'This is taking longer than usual…';

/** The confirmation stays open and busy while the redeem is sent or checked; Cancel is off (it may have happened). */
function busy(label: string, slow: boolean) {
  expect(dialog('Confirm redeem').getByRole('button', { name: label })).toBeDisabled();
  expect(dialog('Confirm redeem').getByRole('button', { name: 'Cancel' })).toBeDisabled();
  if (slow) expect(dialog('Confirm redeem').getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

const executors = {
  'REDEEM.START': () => {
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem, 'Redeem is enabled when the chart accepts REDEEM.START').toBeEnabled();
    fireEvent.click(redeem);
  },
  'REDEEM.CONFIRM': () => fireEvent.click(dialog('Confirm redeem').getByRole('button', { name: 'Redeem' })),
  'REDEEM.CANCEL': () => fireEvent.click(dialog('Confirm redeem').getByRole('button', { name: 'Cancel' })),
  // Try again on the failed dialog; Check again when it is not known whether the redeem happened.
  'REDEEM.RETRY': (_step, run) =>
    fireEvent.click(
      run.actor.getSnapshot().matches('unconfirmed')
        ? unconfirmedDialog().getByRole('button', { name: 'Check again' })
        : failedDialog().getByRole('button', { name: 'Try again' }),
    ),
  // The footer's Close (the × in the header does the same).
  'REDEEM.DISMISS': (_step, run) =>
    fireEvent.click((run.actor.getSnapshot().matches('unconfirmed') ? unconfirmedDialog() : failedDialog()).getAllByRole('button', { name: 'Close' }).at(-1)!),
  // Close on the open dialog. On the serial dialog it ends the serial chart, which the redeem chart takes
  // like REDEEM.CLOSE (both lead back to the button).
  'REDEEM.CLOSE': () => fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!),
  'xstate.done.actor.serial': () => fireEvent.click(within(serialDialog()).getAllByRole('button', { name: 'Close' }).at(-1)!),
  'xstate.error.actor.serial': fed,
  // The member changed in the session: the page frame re-renders, the page tells its chart, which forwards it.
  'REDEEM.MEMBER_CHANGED': (step) => act(() => setMember?.(step.payload.member as MemberFacts)),
  // The page refreshed the campaign after a redeem and forwards it.
  'REDEEM.CAMPAIGN_UPDATED': fed,
  'xstate.done.actor.redeemCampaign': fed,
  'xstate.error.actor.redeemCampaign': fed,
  'xstate.done.actor.findRedeem': fed,
  'xstate.error.actor.findRedeem': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof redeemButtonMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as RedeemInput;
const serialDialog = () => screen.getByRole('dialog', { name: 'Your code' });

replayThroughScreen({
  flow: redeemButtonFlow,
  executors,
  start: startOnPage,
  render: (run) => {
    const router = createMemoryRouter([{ path: '/campaign/:id', element: <PageBody actor={page!} initial={context(run).member} /> }], {
      initialEntries: ['/campaign/1003'],
    });
    return <RouterProvider router={router} />;
  },
  expectations: {
    idle: (run) => {
      const button = screen.getByRole('button', { name: /^(Redeem|Not enough points)$/ });
      if (run.actor.getSnapshot().can({ type: 'REDEEM.START' })) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    confirming: () => {
      expect(dialog('Confirm redeem').getByText('Redeem One free butter croissant for 250 points?')).toBeInTheDocument();
      expect(dialog('Confirm redeem').getByRole('button', { name: 'Redeem' })).toBeEnabled();
    },
    'redeeming.waiting': () => busy('Redeeming…', false),
    'redeeming.slow': () => busy('Redeeming…', true),
    'verifying.waiting': () => busy('Checking your redeem…', false),
    'verifying.slow': () => busy('Checking your redeem…', true),
    unconfirmed: () => {
      expect(screen.getByRole('alertdialog', { name: "We couldn't confirm your redeem" })).toHaveTextContent('you will not be charged twice');
      expect(unconfirmedDialog().getByRole('button', { name: 'Check again' })).toBeEnabled();
    },
    failed: (run) => {
      expect(failedDialog().getByRole('button', { name: 'Try again' })).toBeEnabled();
      // The business error's own message; a lost answer that the re-read did not find says to check the connection.
      const status = (run.actor.getSnapshot().context as { error?: { status?: number } }).error?.status;
      expect(screen.getByRole('alertdialog', { name: 'Redeem failed' })).toHaveTextContent(status === 0 ? 'Please check your connection and try again.' : 'Token invalid');
    },
    resultShown: () => expect(screen.getByRole('dialog', { name: 'Redeemed' })).toHaveTextContent('Your parcel ships within 7 days.'),
    // The serial chart runs the dialog's inside (tabs, copy, countdown, mark as used): its own replay covers it.
    serialShown: () => {
      expect(within(serialDialog()).getByTestId('serial-code')).toHaveTextContent('SC-7H2K-91QX');
      expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    },
  },
});
