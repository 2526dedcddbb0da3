/**
 * The campaign page's generated paths driven through the page body (src/flows/campaignDetail/CampaignScreen.tsx) in a
 * router, with the redeem flow running as its real child (stubbed calls). A change of member is a change of the
 * page frame's member, which the page passes to the chart as the route does; CAMPAIGN.REDEEMED is caused the way
 * a member causes it: Redeem, confirm, and the redeem call succeeds. Loads are fed.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, expect, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { redeem } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailFlow } from '@machines/campaignDetail/campaignDetail.flow';
import type { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { FlowEventType } from '@machines/flow';
import { serialMachine } from '@machines/serial/serial.machine';
import { redeemFlow } from '@machines/redeem/redeem.flow';
import type { MemberFacts } from '@/domain/campaign/campaign';
import type { FlowRun } from '@/flowTooling/player';
import { CampaignScreen, useMemberFacts, loadSerialDialogs } from '@/flows/campaignDetail/CampaignScreen';

// The serial's dialogs are fetched on demand in the app; loaded up front here so they render at once.
beforeAll(async () => {
  await loadSerialDialogs();
});
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

// jsdom has no canvas: drawing succeeds without painting.
vi.mock('@/flows/serial/encoders/loaders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

type Actor = ActorRefFrom<typeof campaignDetailMachine>;
let setMember: ((member: MemberFacts) => void) | undefined;
const redeemedWith = redeemFlow.events['xstate.done.actor.redeemCampaign']![0]!;

/** The route's body: the page frame's member goes to the chart, the screen renders it. */
function Page({ actor, initial }: { actor: Actor; initial: MemberFacts }) {
  const [member, set] = useState(initial);
  setMember = set;
  useMemberFacts(actor, member);
  return <CampaignScreen actor={actor} locale="en" />;
}

const confirmDialog = () => screen.getByRole('dialog', { name: 'Confirm redeem' });

const executors = {
  'CAMPAIGN.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  // The session's member changed (signed out, points spent elsewhere): the page frame re-renders with it.
  'CAMPAIGN.MEMBER_CHANGED': (step) => act(() => setMember?.(step.payload.member as MemberFacts)),
  'CAMPAIGN.REDEEMED': (_step, run) => {
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem, 'Redeem is enabled for a member who can redeem').toBeEnabled();
    fireEvent.click(redeem);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Redeem' }));
    const child = (run.actor.getSnapshot() as { children: Record<string, AnyActorRef> }).children.redeem!;
    act(() => child.send({ type: 'xstate.done.actor.redeemCampaign', ...redeemedWith }));
  },
  'xstate.done.actor.loadCampaign': fed,
  'xstate.error.actor.loadCampaign': fed,
  'xstate.done.actor.redeem': fed,
  'xstate.error.actor.redeem': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof campaignDetailMachine>, ScreenExecutor>;

const member = (run: FlowRun) => (run.actor.getSnapshot().context as { member: MemberFacts }).member;
const SLOW = 'This is taking longer than usual…';
const name = 'Hot or iced Americano, 50% off';

/** The campaign with the action this member gets: Redeem, or "Sign in to redeem" when signed out. */
function campaignShown(run: FlowRun) {
  expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  if (!member(run).signedIn) expect(screen.getByRole('link', { name: 'Sign in to redeem' })).toHaveAttribute('href', '/login?next=/campaign/1002');
  else if ((member(run).points ?? 0) < 120) expect(screen.getByRole('button', { name: 'Not enough points' })).toBeDisabled();
  else expect(screen.getAllByRole('button', { name: /^(Redeem|Redeeming…)$/ }).length).toBeGreaterThan(0);
}

replayThroughScreen({
  flow: campaignDetailFlow,
  executors,
  children: { redeem: [redeem, { serial: serialMachine }] },
  render: (run) => {
    const actor = run.actor as unknown as Actor;
    router = createMemoryRouter([{ path: '/campaign/:id', element: <Page actor={actor} initial={member(run)} /> }], { initialEntries: ['/campaign/1002'] });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loading.waiting': () => {
      expect(screen.getByRole('status', { name: 'Loading the reward' })).toBeInTheDocument();
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'loading.slow': () => expect(screen.getByRole('status', { name: 'Loading the reward' })).toHaveTextContent(SLOW),
    notFound: () => {
      expect(screen.getByText("This reward isn't available")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to rewards' })).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByText('The reward could not be loaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    timedOut: () => {
      expect(screen.getByText('The reward could not be loaded')).toBeInTheDocument();
      expect(screen.getByText('The server is taking too long to answer. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'loaded.shown': campaignShown,
    // Refreshing quietly (after a redeem, or signing in or out): the campaign stays; after a redeem the code is open.
    'loaded.refreshing': (run) => {
      campaignShown(run);
      const redeem = run.actor.getSnapshot().children.redeem?.getSnapshot() as { matches: (s: string) => boolean } | undefined;
      if (redeem?.matches('serialShown')) {
        expect(within(screen.getByRole('dialog', { name: 'Your code' })).getByTestId('serial-code')).toHaveTextContent('SC-7H2K-91QX');
      } else expect(screen.queryByRole('dialog', { name: 'Your code' })).toBeNull();
    },
  },
});

let router: ReturnType<typeof createMemoryRouter> | undefined;
