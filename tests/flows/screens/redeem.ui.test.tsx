/**
 * Redeeming: the redeem chart's generated paths driven through the campaign page it runs on. The chart is the
 * real child of a campaign page chart (both on stubbed calls), so the page renders it exactly as in the app:
 * Redeem, the confirmation, Try again and Close are pressed; a change of member is a change of the
 * page frame's member (the page tells its chart, which forwards it); the calls' outcomes, a refreshed campaign and
 * the clock are fed to the redeem chart.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeAll, expect, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, SimulatedClock, type Actor, type ActorRefFrom, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { redeem } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { FlowEventType } from '@machines/flow';
import { redeemFlow } from '@machines/redeem/redeem.flow';
import type { redeemMachine } from '@machines/redeem/redeem.machine';
import { serialMachine } from '@machines/serial/serial.machine';
import { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { messages } from '@/i18n/messages';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import type { FlowRun } from '@/flowTooling/player';
import { CampaignScreen, useMemberFacts, loadSerialDialogs } from '@/flows/campaignDetail/CampaignScreen';
import { loadGuestSignInDialog } from '@/flows/shared/guestSignIn';

// The serial's dialogs and the guest's sign-in dialog are fetched on demand in the app; loaded up front here so they render at once.
beforeAll(async () => {
  await loadSerialDialogs();
  await loadGuestSignInDialog();
});
import { fed, replayThroughScreen, stubbedWithChildren, type ChildCharts, type ScreenExecutor } from './replay';

// jsdom has no canvas: drawing succeeds without painting (the serial chart's own replay feeds render failures).
vi.mock('@/flows/serial/encoders/loaders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

type Page = ActorRefFrom<typeof campaignDetailMachine>;
type RedeemRunInput = { campaign: CampaignDetail; member: MemberFacts };
let page: Page | undefined;
let setMember: ((member: MemberFacts) => void) | undefined;

function PageBody({ actor, initial }: { actor: Page; initial: MemberFacts }) {
  const [member, set] = useState(initial);
  setMember = set;
  useMemberFacts(actor, member);
  return <CampaignScreen actor={actor} locale="en" />;
}

/** The campaign page chart, loaded with the plan's campaign and member; the redeem chart is its child. */
function startOnPage(input: unknown): FlowRun & { stop: () => void } {
  const { campaign, member } = input as RedeemRunInput;
  const clock = new SimulatedClock();
  const machine = stubbedWithChildren(campaignDetailMachine, { redeem: [redeem, { serial: serialMachine, ...shippingStep }] });
  const parent = createActor(machine, { input: { campaignId: campaign.id, member }, clock }) as Actor<AnyStateMachine>;
  parent.start();
  parent.send({ type: 'xstate.done.actor.loadCampaign', output: campaign });
  page = parent as unknown as Page;
  const child = (parent.getSnapshot() as { children: Record<string, AnyActorRef> }).children.redeem!;
  return { actor: child as unknown as Actor<AnyStateMachine>, clock, stop: () => parent.stop() };
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const failedDialog = () => within(screen.getByRole('alertdialog', { name: 'Redeem failed' }));
const unconfirmedDialog = () => within(screen.getByRole('alertdialog', { name: "We couldn't confirm your redeem" }));
const SLOW = 'This is taking longer than usual…';
/** The shipping step's charts on stubbed calls, with their address blocks running (the dialogs render them). */
const shippingStep: ChildCharts = {
  addressBook: [addressBookMachine, { addressBlock: addressBlockMachine }],
  shippingAddress: [shippingAddressMachine, { addressBlock: addressBlockMachine }],
};
const PROBLEM_TITLES: Record<string, string> = {
  'shipping.readFailed': 'The delivery step could not be opened',
  addressFailed: 'Your address was not sent',
};
/** The alert dialog of the state the chart is in: a failed redeem, a step that could not be opened, an address not sent. */
function problemDialog(run: FlowRun) {
  const snapshot = run.actor.getSnapshot();
  const title = snapshot.matches({ shipping: 'readFailed' }) ? PROBLEM_TITLES['shipping.readFailed']! : snapshot.matches('addressFailed') ? PROBLEM_TITLES.addressFailed! : 'Redeem failed';
  return within(screen.getByRole('alertdialog', { name: title }));
}

/** The confirmation stays open and busy while the redeem is sent or checked; Cancel is off (it may have happened). */
function busy(label: string, slow: boolean) {
  expect(dialog('Confirm redeem').getByRole('button', { name: label })).toBeDisabled();
  expect(dialog('Confirm redeem').getByRole('button', { name: 'Cancel' })).toBeDisabled();
  if (slow) expect(dialog('Confirm redeem').getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

const executors = {
  // A guest's button asks to sign in (or register) instead.
  'REDEEM.START': (_step, run) => {
    const redeem = screen.getByRole('button', { name: context(run).member.guest ? 'Sign in to redeem' : 'Redeem' });
    expect(redeem, 'Redeem is enabled when the chart accepts REDEEM.START').toBeEnabled();
    fireEvent.click(redeem);
  },
  'REDEEM.CONFIRM': () => fireEvent.click(dialog('Confirm redeem').getByRole('button', { name: 'Redeem' })),
  // Cancel on the confirmation, on the shipping step's first question, or on a guest's sign-in-or-register question.
  'REDEEM.CANCEL': (_step, run) => {
    const snapshot = run.actor.getSnapshot();
    const open = snapshot.matches('signInOffered')
      ? dialog('Sign in or register')
      : snapshot.matches({ shipping: 'choosing' })
        ? dialog('Where should we send it?')
        : dialog('Confirm redeem');
    fireEvent.click(open.getByRole('button', { name: 'Cancel' }));
  },
  // Try again on the failed dialog; Check again when it is not known whether the redeem happened.
  'REDEEM.RETRY': (_step, run) =>
    fireEvent.click(
      run.actor.getSnapshot().matches('unconfirmed')
        ? unconfirmedDialog().getByRole('button', { name: 'Check again' })
        : problemDialog(run).getByRole('button', { name: 'Try again' }),
    ),
  // The footer's Close (the × in the header does the same).
  'REDEEM.DISMISS': (_step, run) =>
    fireEvent.click((run.actor.getSnapshot().matches('unconfirmed') ? unconfirmedDialog() : problemDialog(run)).getAllByRole('button', { name: 'Close' }).at(-1)!),
  'SHIPPING.CHOOSE_SAVED': () => fireEvent.click(dialog('Where should we send it?').getByRole('button', { name: 'Choose a saved address' })),
  'SHIPPING.ENTER_NEW': () => fireEvent.click(dialog('Where should we send it?').getByRole('button', { name: 'Enter an address' })),
  // The member's saved addresses (or none) come back, or the read fails.
  'xstate.done.actor.readSavedAddresses': fed,
  'xstate.error.actor.readSavedAddresses': fed,
  // What the address book and the shipping dialog give back: their own replays drive their insides.
  'xstate.done.actor.addressBook': fed,
  'xstate.done.actor.shippingAddress': fed,
  // A chart that fails is not part of the redeem chart's paths (it handles no child failure).
  'xstate.error.actor.addressBook': fed,
  'xstate.error.actor.shippingAddress': fed,
  'xstate.done.actor.setRedeemAddress': fed,
  'xstate.error.actor.setRedeemAddress': fed,
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
} satisfies Record<FlowEventType<typeof redeemMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as RedeemRunInput;
const serialDialog = () => screen.getByRole('dialog', { name: 'Your code' });

/**
 * The shipping step's dialogs are a lazy part of the campaign page (fetched with the step in the app). Loaded
 * once here, so every replay renders them synchronously as soon as the chart opens them.
 */
beforeAll(async () => {
  const run = startOnPage(redeemFlow.inputs!.delivered);
  const events = ['REDEEM.START', 'REDEEM.CONFIRM'].map((type) => ({ type }));
  for (const event of events) run.actor.send(event);
  run.actor.send({ type: 'xstate.done.actor.readSavedAddresses', output: [] } as never);
  run.actor.send({ type: 'SHIPPING.CHOOSE_SAVED' });
  const view = render(
    <IntlProvider locale="en" messages={messages.en}>
      <PageBody actor={page!} initial={context(run).member} />
    </IntlProvider>,
  );
  // Generous limits: on a loaded machine the chunk's first import can take seconds.
  await screen.findByTestId('delivery-address-list', {}, { timeout: 30_000 });
  view.unmount();
  run.stop();
}, 60_000);

replayThroughScreen({
  flow: redeemFlow,
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
      // A guest is never told "not enough points": their button asks to sign in.
      const button = screen.getByRole('button', { name: context(run).member.guest ? 'Sign in to redeem' : /^(Redeem|Not enough points)$/ });
      if (run.actor.getSnapshot().can({ type: 'REDEEM.START' })) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    signInOffered: (run) => {
      const asked = screen.getByRole('dialog', { name: 'Sign in or register' });
      expect(asked).toHaveTextContent(`You are browsing as a guest. Rewards are for members: sign in or register to redeem ${context(run).campaign.name}.`);
      expect(within(asked).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcampaign%2F1003');
      expect(within(asked).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      expect(screen.queryByRole('dialog', { name: 'Confirm redeem' })).toBeNull();
    },
    confirming: (run) => {
      // The body follows the campaign the redeem chart holds (the page refreshes it after a redeem); the name is the page's.
      const { campaign } = context(run);
      const body = screen.getByRole('dialog', { name: 'Confirm redeem' });
      expect(body).toHaveTextContent(new RegExp(`Redeem (One free butter croissant|Insulated tumbler) for ${campaign.pointPerUnit} points\\?`));
      if (campaign.delivered) expect(body).toHaveTextContent('Next, tell us where to deliver it.');
      else expect(body).not.toHaveTextContent('Next, tell us where to deliver it.');
      expect(dialog('Confirm redeem').getByRole('button', { name: 'Redeem' })).toBeEnabled();
    },
    'shipping.readingAddresses.waiting': () => busy('Loading', false),
    'shipping.readingAddresses.slow': () => busy('Loading', true),
    'shipping.readFailed': (run) => {
      expect(problemDialog(run).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.getByRole('alertdialog', { name: PROBLEM_TITLES['shipping.readFailed'] })).toHaveTextContent(/Please check your connection and try again\.|The server is taking too long to answer\. Please try again\./);
    },
    'shipping.choosing': (run) => {
      expect(screen.getByRole('dialog', { name: 'Where should we send it?' })).toHaveTextContent(`${context(run).campaign.name} is delivered to you.`);
      expect(dialog('Where should we send it?').getByRole('button', { name: 'Choose a saved address' })).toBeEnabled();
      // The choice leads with the saved addresses when the member has some, else with typing one.
      const hasSaved = ((run.actor.getSnapshot().context as { savedAddresses?: unknown[] }).savedAddresses?.length ?? 0) > 0;
      const first = dialog('Where should we send it?').getByRole('button', { name: hasSaved ? 'Choose a saved address' : 'Enter an address' });
      expect(first).toHaveClass('button--primary');
    },
    'shipping.savedAddresses': () => {
      expect(screen.getByTestId('delivery-address-list')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Where should we send it?' })).toBeNull();
    },
    'shipping.enteringAddress': () => {
      expect(screen.getByRole('dialog', { name: 'Shipping address' })).toBeInTheDocument();
      expect(within(screen.getByTestId('shipping-address')).getByRole('button', { name: 'Deliver here' })).toBeInTheDocument();
    },
    'sendingAddress.waiting': () => busy('Sending your address…', false),
    'sendingAddress.slow': () => busy('Sending your address…', true),
    addressFailed: (run) => {
      expect(screen.getByRole('alertdialog', { name: PROBLEM_TITLES.addressFailed })).toHaveTextContent('Your reward is redeemed, but we could not send your delivery address.');
      expect(problemDialog(run).getByRole('button', { name: 'Try again' })).toBeEnabled();
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
      // (412 is section 8's translated 'Token invalid' with the code; never the server's own text.)
      const shown = screen.getByRole('alertdialog', { name: 'Redeem failed' });
      expect(shown).toHaveTextContent(status === 0 ? 'Please check your connection and try again.' : 'Token invalid (Error code: 412)');
      expect(shown).not.toHaveTextContent('JWT signature rejected by gateway');
    },
    resultShown: (run) => {
      const result = screen.getByRole('dialog', { name: 'Redeemed' });
      expect(result).toHaveTextContent(/Your parcel ships within 7 days\.|Your reward is on its way/);
      // A delivered reward names the address it goes to.
      if ((run.actor.getSnapshot().context as { shipping?: unknown }).shipping) expect(result).toHaveTextContent('99/1 Sukhumvit 21');
    },
    // The serial chart runs the dialog's inside (tabs, copy, countdown, mark as used): its own replay covers it.
    serialShown: () => {
      expect(within(serialDialog()).getByTestId('serial-code')).toHaveTextContent('SC-7H2K-91QX');
      expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    },
  },
});
