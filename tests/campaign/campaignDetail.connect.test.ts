/**
 * The campaign page's connect: what the page shows in the chart's states (loading, slow, not found, failed,
 * loaded with its redeem button and redeem child), and that Try again and a member change send the chart's
 * events.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import { connect } from '@machines/campaignDetail/campaignDetail.connect';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { CampaignDetailEvent } from '@machines/campaignDetail/campaignDetail.types';
import { REQUEST_SLOW_MS } from '@machines/shared/request';
import { campaign, guest, member } from './fixtures';

afterEach(() => vi.useRealTimers());

function start(load: () => Promise<CampaignDetail> = async () => campaign(), who: MemberFacts = member) {
  const machine = campaignDetailMachine.provide({ actors: { loadCampaign: fromPromise(load) }, actions: { refreshMember: () => {} } });
  return createActor(machine, { input: { campaignId: '1001', member: who } }).start();
}

describe('campaign page connect', () => {
  it('loading, then slow past REQUEST_SLOW', () => {
    vi.useFakeTimers();
    const actor = start(() => new Promise<CampaignDetail>(() => {}));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'loading', slow: false, redeem: undefined, campaign: undefined, button: undefined });
    vi.advanceTimersByTime(REQUEST_SLOW_MS);
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'loading', slow: true });
  });

  it('loaded: the campaign, its redeem button, the redeem child and the way to sign in', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    const page = connect(actor.getSnapshot(), vi.fn());
    expect(page).toMatchObject({ status: 'loaded', campaign: { id: '1001' }, button: { state: 'default' }, needsSignIn: false, guest: false, signInHref: '/login?next=/campaign/1001' });
    expect(page.redeem).toBe(actor.getSnapshot().children.redeem);
    expect(page.error).toBeUndefined();
  });

  it('a signed-out visitor is offered sign in to redeem', async () => {
    const actor = start(undefined, guest);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(connect(actor.getSnapshot(), vi.fn()).needsSignIn).toBe(true);
  });

  it('a 404 is not found; another failure shows its error; Try again sends CAMPAIGN.RETRY', async () => {
    const missing = start(async () => Promise.reject(new ApiCallError({ message: 'nope', status: 404 })));
    await waitFor(missing, (s) => connect(s, vi.fn()).status === 'notFound');

    const down = start(async () => Promise.reject(new ApiCallError({ message: 'down', status: 500 })));
    await waitFor(down, (s) => connect(s, vi.fn()).status === 'failed');
    const send = vi.fn<(event: CampaignDetailEvent) => void>();
    const page = connect(down.getSnapshot(), send);
    expect(page.error).toMatchObject({ status: 500 });
    page.onRetry();
    expect(send).toHaveBeenCalledWith({ type: 'CAMPAIGN.RETRY' });
  });

  it('a member change sends who is looking, guest only when set', () => {
    const send = vi.fn<(event: CampaignDetailEvent) => void>();
    const page = connect(start().getSnapshot(), send);
    page.onMemberChanged({ signedIn: true, guest: false, points: 300 });
    page.onMemberChanged({ signedIn: true, guest: true });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn: true, points: 300, contact: undefined } },
      { type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn: true, guest: true, points: undefined, contact: undefined } },
    ]);
  });
});
