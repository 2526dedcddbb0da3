/**
 * The redeem connect: what the campaign page shows in each state of the redeem chart, and that each handler
 * sends the chart's event (the screen, its replay and these checks share this one mapping).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { connect } from '@machines/redeem/redeem.connect';
import { redeemMachine } from '@machines/redeem/redeem.machine';
import type { RedeemEvent, RedeemCampaignInput, RedeemOutcome } from '@machines/redeem/redeem.types';
import type { AddressForm } from '@/domain/address/addressBook';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { campaign, member } from './fixtures';
import { home } from './shipping.fixtures';

function start(redeem: () => Promise<RedeemOutcome>, find: () => Promise<RedeemOutcome | null> = async () => null) {
  const machine = redeemMachine.provide({
    actors: {
      redeemCampaign: fromPromise<RedeemOutcome, RedeemCampaignInput>(redeem),
      findRedeem: fromPromise(find),
    },
  });
  return createActor(machine, { input: { campaign: campaign({ name: 'Tea' }), member } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('redeem connect', () => {
  it('idle: the button is enabled from snapshot.can, no dialog is open, Redeem sends REDEEM.START', () => {
    const actor = start(() => new Promise(() => undefined));
    const send = vi.fn<(event: RedeemEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    expect(view.canStart).toBe(actor.getSnapshot().can({ type: 'REDEEM.START' }));
    expect(view.canStart).toBe(true);
    expect([view.started, view.signIn.open, view.confirm.open, view.shippingChoice.open]).toEqual([false, false, false, false]);
    expect(view.problem).toBeUndefined();
    expect(view.result).toBeUndefined();
    view.onStart();
    expect(send).toHaveBeenCalledWith({ type: 'REDEEM.START' });
  });

  it('confirming and redeeming: one confirmation, busy while the call runs', () => {
    const actor = start(() => new Promise(() => undefined));
    actor.send({ type: 'REDEEM.START' });
    const send = vi.fn<(event: RedeemEvent) => void>();
    const confirming = connect(actor.getSnapshot(), send);
    expect(confirming.confirm).toMatchObject({ open: true, busy: false, slow: false });
    expect(confirming.confirm.confirmation.variant).toBe('default');
    confirming.confirm.onConfirm();
    confirming.confirm.onCancel();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['REDEEM.CONFIRM', 'REDEEM.CANCEL']);
    actor.send({ type: 'REDEEM.CONFIRM' });
    expect(connect(actor.getSnapshot(), send).confirm).toMatchObject({ open: true, busy: true, busyStep: 'redeeming' });
  });

  it('the shipping choice leads with the saved addresses when the member has some, else with typing one', async () => {
    for (const [saved, leadsWithSaved] of [[[home], true], [[], false]] as const) {
      const machine = redeemMachine.provide({ actors: { readSavedAddresses: fromPromise<AddressForm[], void>(async () => [...saved]) } });
      const delivered = campaign({ id: '2001', kind: CampaignKind.Buy, name: 'Tumbler', delivered: true });
      const actor = createActor(machine, { input: { campaign: delivered, member } }).start();
      actor.send({ type: 'REDEEM.START' });
      actor.send({ type: 'REDEEM.CONFIRM' });
      const send = vi.fn<(event: RedeemEvent) => void>();
      expect(connect(actor.getSnapshot(), send).confirm).toMatchObject({ open: true, busy: true, busyStep: 'loadingShipping' });
      await settle();
      const view = connect(actor.getSnapshot(), send);
      expect(view.shippingChoice).toMatchObject({ open: true, leadsWithSaved });
      view.shippingChoice.onChooseSaved();
      view.shippingChoice.onEnterNew();
      expect(send.mock.calls.map(([event]) => event.type)).toEqual(['SHIPPING.CHOOSE_SAVED', 'SHIPPING.ENTER_NEW']);
    }
  });

  it('every failure state is the one problem view, with its own title and way forward', async () => {
    const failing = start(async () => {
      throw new ApiCallError({ message: 'Upstream said no', status: 500, id: 1234 });
    });
    failing.send({ type: 'REDEEM.START' });
    failing.send({ type: 'REDEEM.CONFIRM' });
    // A 5xx may have been redeemed: the re-read finds nothing, so the redeem failed.
    await settle();
    const send = vi.fn<(event: RedeemEvent) => void>();
    const failed = connect(failing.getSnapshot(), send);
    expect(failing.getSnapshot().value).toBe('failed');
    expect(failed.problem).toMatchObject({ kind: 'failed', titleId: 'campaign.redeemFailed.title', retryId: 'campaign.retry' });
    expect(failed.confirm.open).toBe(false);
    failed.problem?.onRetry();
    failed.problem?.onClose();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['REDEEM.RETRY', 'REDEEM.DISMISS']);

    const lost = start(
      async () => {
        throw new ApiCallError({ message: 'Failed to fetch', status: 0 });
      },
      async () => {
        throw new ApiCallError({ message: 'Failed to fetch', status: 0 });
      },
    );
    lost.send({ type: 'REDEEM.START' });
    lost.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(lost.getSnapshot().value).toBe('unconfirmed');
    expect(connect(lost.getSnapshot(), send).problem).toMatchObject({
      kind: 'unconfirmed',
      titleId: 'campaign.unconfirmed.title',
      messageId: 'campaign.unconfirmed.message',
      retryId: 'campaign.checkAgain',
    });
  });
});
