import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { redeem } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import { selectCampaignSlow, selectCampaignStatus, selectRedeemActor, selectRedeemButton } from '@machines/campaignDetail/campaignDetail.selectors';
import { type redeemMachine } from '@machines/redeem/redeem.machine';
import { selectRedeemDialog, selectSerialActor } from '@machines/redeem/redeem.selectors';
import { serialMachine } from '@machines/serial/serial.machine';
import { selectSerialView } from '@machines/serial/serial.selectors';
import type { RedeemCampaignInput, RedeemOutcome } from '@machines/redeem/redeem.types';
import { campaign, guest, member, NOW } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

const serialOutcome: RedeemOutcome = {
  serial: {
    serial: 'SC-7H2K-91QX',
    barcodeType: 'QR_CODE',
    showTimer: false,
    isNotAutoUse: false,
    redeemKey: 'rk-1',
    redeemedAt: NOW,
  },
};

interface Fakes {
  load?: (id: string) => Promise<CampaignDetail>;
  redeem?: (input: RedeemCampaignInput) => Promise<RedeemOutcome>;
  copy?: (text: string) => Promise<void>;
  refreshMember?: () => void;
}

function start(fakes: Fakes = {}, who = member) {
  const providedRedeem = redeem.provide({
    actors: {
      redeemCampaign: fromPromise(({ input }) => (fakes.redeem ?? (async () => serialOutcome))(input)),
      serial: serialMachine.provide({
        actors: { copyText: fromPromise(({ input }) => (fakes.copy ?? (async () => {}))(input.text)) },
      }),
    },
  });
  const machine = campaignDetailMachine.provide({
    actors: {
      loadCampaign: fromPromise(({ input }) => (fakes.load ?? (async () => campaign()))(input.campaignId)),
      redeem: providedRedeem,
    },
    actions: { refreshMember: fakes.refreshMember ?? (() => {}) },
  });
  return createActor(machine, { input: { campaignId: '1001', member: who } }).start();
}

async function loadedRedeemActor(actor: ReturnType<typeof start>): Promise<ActorRefFrom<typeof redeemMachine>> {
  const snap = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
  const child = selectRedeemActor(snap);
  if (!child) throw new Error('no redeem child');
  return child;
}

describe('campaignDetail machine', () => {
  it('loads the campaign and derives the button', async () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const snap = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    expect(snap.context.campaign?.name).toBe('Free size upgrade: iced Thai tea');
    expect(selectRedeemButton(snap)?.state).toBe('default');
  });

  it('a 404 is the not-found state', async () => {
    const actor = start({ load: async () => Promise.reject(new ApiCallError({ message: 'nope', status: 404 })) });
    await waitFor(actor, (s) => selectCampaignStatus(s) === 'notFound');
  });

  it('another failure offers retry', async () => {
    let attempt = 0;
    const actor = start({
      load: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiCallError({ message: 'down', status: 0 });
        return campaign();
      },
    });
    const failed = await waitFor(actor, (s) => selectCampaignStatus(s) === 'failed');
    expect(failed.can({ type: 'CAMPAIGN.RETRY' })).toBe(true);
    actor.send({ type: 'CAMPAIGN.RETRY' });
    await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
  });

  it('member changes reach the button and the redeem child', async () => {
    const actor = start({ load: async () => campaign({ pointPerUnit: 300 }) }, guest);
    const child = await loadedRedeemActor(actor);
    expect(child.getSnapshot().can({ type: 'REDEEM.START' })).toBe(false);
    actor.send({ type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn: true, points: 100 } });
    expect(selectRedeemButton(actor.getSnapshot())?.state).toBe('notEnoughPoint');
    expect(child.getSnapshot().can({ type: 'REDEEM.START' })).toBe(false);
    actor.send({ type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn: true, points: 300 } });
    expect(child.getSnapshot().can({ type: 'REDEEM.START' })).toBe(true);
  });

  it('redeem success shows the serial, refreshes points and re-reads the campaign', async () => {
    const refreshMember = vi.fn();
    const redeem = vi.fn(async () => serialOutcome);
    let loads = 0;
    const actor = start({ refreshMember, redeem, load: async () => (loads++, campaign({ pointPerUnit: 250 })) });
    const child = await loadedRedeemActor(actor);
    child.send({ type: 'REDEEM.START' });
    expect(selectRedeemDialog(child.getSnapshot())).toBe('confirm');
    child.send({ type: 'REDEEM.CONFIRM' });
    await waitFor(child, (s) => selectRedeemDialog(s) === 'serial');
    expect(redeem).toHaveBeenCalledWith({ campaignId: '1001', body: { sp_points: 250, tranId: expect.any(String) } });
    expect(refreshMember).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches({ loaded: 'shown' }));
    expect(loads).toBe(2);
    expect(selectRedeemActor(actor.getSnapshot())).toBe(child);
    child.send({ type: 'REDEEM.CLOSE' });
    expect(selectRedeemDialog(child.getSnapshot())).toBe('none');
  });

  it('a Draw redeem shows the draw result dialog', async () => {
    const actor = start({ load: async () => campaign({ kind: CampaignKind.Draw }), redeem: async () => ({}) });
    const child = await loadedRedeemActor(actor);
    child.send({ type: 'REDEEM.START' });
    child.send({ type: 'REDEEM.CONFIRM' });
    const snap = await waitFor(child, (s) => selectRedeemDialog(s) === 'result');
    expect(snap.context.drawResult).toEqual({ kind: 'draw', expiresAt: campaign().expiresAt });
  });

  it('cancel closes the confirmation without calling', async () => {
    const redeem = vi.fn(async () => serialOutcome);
    const child = await loadedRedeemActor(start({ redeem }));
    child.send({ type: 'REDEEM.START' });
    child.send({ type: 'REDEEM.CANCEL' });
    expect(selectRedeemDialog(child.getSnapshot())).toBe('none');
    expect(redeem).not.toHaveBeenCalled();
  });

  it('redeem failure is a state with retry and dismiss', async () => {
    let attempt = 0;
    const child = await loadedRedeemActor(
      start({
        redeem: async () => {
          attempt += 1;
          if (attempt === 1) throw new ApiCallError({ message: 'Token invalid', status: 412, code: 412 });
          return serialOutcome;
        },
      }),
    );
    child.send({ type: 'REDEEM.START' });
    child.send({ type: 'REDEEM.CONFIRM' });
    const failed = await waitFor(child, (s) => selectRedeemDialog(s) === 'failed');
    expect(failed.context.error).toMatchObject({ status: 412 });
    child.send({ type: 'REDEEM.RETRY' });
    await waitFor(child, (s) => selectRedeemDialog(s) === 'serial');
  });

  it('the serial dialog runs the serial view and closing it returns to the button', async () => {
    const copied: string[] = [];
    const child = await loadedRedeemActor(start({ copy: async (text) => void copied.push(text) }));
    child.send({ type: 'REDEEM.START' });
    child.send({ type: 'REDEEM.CONFIRM' });
    const shown = await waitFor(child, (s) => selectRedeemDialog(s) === 'serial');
    const serial = selectSerialActor(shown);
    if (!serial) throw new Error('no serial child');
    expect(selectSerialView(serial.getSnapshot())).toMatchObject({ tab: 'qr', code: 'SC-7H2K-91QX', serial: { card: { name: campaign().name } } });
    serial.send({ type: 'SERIAL.COPY' });
    await waitFor(serial, (s) => selectSerialView(s).copy === 'copied');
    expect(copied).toEqual(['SC-7H2K-91QX']);
    serial.send({ type: 'SERIAL.CLOSE' });
    await waitFor(child, (s) => selectRedeemDialog(s) === 'none');
  });

  it('signing in while the page is open re-reads the campaign (the member’s own limits come with their token)', async () => {
    let loads = 0;
    const actor = start({ load: async () => (loads++, campaign(loads > 1 ? { maxPerPerson: 1, redeemedByMember: 1 } : {})) }, guest);
    await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    expect(loads).toBe(1);
    actor.send({ type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn: true, points: 500 } });
    await waitFor(actor, (s) => s.matches({ loaded: 'shown' }) && loads === 2);
    expect(selectRedeemButton(actor.getSnapshot())?.state).toBe('maxPerPerson');
    actor.send({ type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn: true, points: 400 } });
    expect(actor.getSnapshot().matches({ loaded: 'shown' })).toBe(true);
    expect(loads).toBe(2);
  });

  it('a load with no answer gives up at REQUEST_TIMEOUT into timedOut with Retry', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const actor = start({ load: () => (calls++ === 0 ? new Promise<CampaignDetail>(() => {}) : Promise.resolve(campaign())) });
      await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
      expect(selectCampaignSlow(actor.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
      expect(actor.getSnapshot().matches('timedOut')).toBe(true);
      expect(selectCampaignStatus(actor.getSnapshot())).toBe('failed');
      actor.send({ type: 'CAMPAIGN.RETRY' });
      await vi.advanceTimersByTimeAsync(0);
      expect(selectCampaignStatus(actor.getSnapshot())).toBe('loaded');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

