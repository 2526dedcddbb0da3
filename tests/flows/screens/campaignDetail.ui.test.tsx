/**
 * The campaign page's generated paths driven through the page body (src/routes/campaign/CampaignScreen.tsx) in a
 * router, with the redeem flow running as its real child (stubbed calls). A change of member is a change of the
 * page frame's member, which the page passes to the chart as the route does; CAMPAIGN.REDEEMED is caused the way
 * a member causes it: Redeem, confirm, and the redeem call succeeds. Loads are fed.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { redeemButton } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailFlow } from '@machines/campaignDetail/campaignDetail.flow';
import type { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { FlowEventType } from '@machines/flow';
import { serialMachine } from '@machines/serial/serial.machine';
import { redeemButtonFlow } from '@machines/redeemButton/redeemButton.flow';
import type { MemberFacts } from '@/domain/campaign/campaign';
import type { FlowRun } from '@/flows-tooling/player';
import { CampaignScreen, useMemberFacts } from '@/routes/campaign/CampaignScreen';
import { describeRedeemError } from '@/routes/campaign/redeemError';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

// jsdom has no canvas: drawing succeeds without painting.
vi.mock('@/ui/serial/encoders', () => ({ drawQr: async () => undefined, drawBarcode: async () => undefined }));

type Actor = ActorRefFrom<typeof campaignDetailMachine>;
let setMember: ((member: MemberFacts) => void) | undefined;
const redeemedWith = redeemButtonFlow.events['xstate.done.actor.redeemCampaign']![0]!;

/** The route's body: the page frame's member goes to the chart, the screen renders it. */
function Page({ actor, initial }: { actor: Actor; initial: MemberFacts }) {
  const [member, set] = useState(initial);
  setMember = set;
  useMemberFacts(actor, member);
  return <CampaignScreen actor={actor} locale="en" describeError={describeRedeemError} />;
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
    const child = (run.actor.getSnapshot() as { children: Record<string, AnyActorRef> }).children.redeemButton!;
    act(() => child.send({ type: 'xstate.done.actor.redeemCampaign', ...redeemedWith }));
  },
  'xstate.done.actor.loadCampaign': fed,
  'xstate.error.actor.loadCampaign': fed,
  'xstate.done.actor.redeemButton': fed,
  'xstate.error.actor.redeemButton': fed,
} satisfies Record<FlowEventType<typeof campaignDetailMachine>, ScreenExecutor>;

const member = (run: FlowRun) => (run.actor.getSnapshot().context as { member: MemberFacts }).member;
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
  children: { redeemButton: [redeemButton, { serial: serialMachine }] },
  render: (run) => {
    const actor = run.actor as unknown as Actor;
    router = createMemoryRouter([{ path: '/campaign/:id', element: <Page actor={actor} initial={member(run)} /> }], { initialEntries: ['/campaign/1002'] });
    return <RouterProvider router={router} />;
  },
  expectations: {
    loading: () => expect(screen.getByRole('status', { name: 'Loading the reward' })).toBeInTheDocument(),
    notFound: () => {
      expect(screen.getByText("This reward isn't available")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to rewards' })).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByText('The reward could not be loaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'loaded.shown': campaignShown,
    // Refreshing after a redeem: the campaign stays, and the code of the redeem is open.
    'loaded.refreshing': (run) => {
      campaignShown(run);
      expect(within(screen.getByRole('dialog', { name: 'Your code' })).getByTestId('serial-code')).toHaveTextContent('SC-7H2K-91QX');
    },
  },
});

let router: ReturnType<typeof createMemoryRouter> | undefined;
