/**
 * The redeem chart's shipping step: a delivered campaign asks where to send it (a saved delivery
 * address from the address book in pick mode, or the shipping dialog), the redeem carries the shipping
 * config, the address is posted for the redeem key, and nothing typed or chosen is lost on a failed call.
 * Fake actors, fake time; the address book and the shipping dialog are the real charts with fake calls, provided
 * by name as the app provides them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { lists10110 } from '../address/fixtures';
import { ApiCallError } from '@/domain/apiError';
import { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import { redeemMachine } from '@machines/redeem/redeem.machine';
import {
  selectAddressBookActor, selectBusyStep, selectRedeemDialog, selectRedeemSlow, selectShippingDialogActor, selectShippingLine, selectShippingName,
} from '@machines/redeem/redeem.selectors';
import type { FindRedeemInput, RedeemCampaignInput, RedeemOutcome, SetRedeemAddressInput } from '@machines/redeem/redeem.types';
import type { AddressForm } from '@/domain/address/addressBook';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { campaign, member } from './fixtures';
import { home, location10110 } from './shipping.fixtures';
import { sentRedeem, type SentRedeem } from './sentRedeem';

const quietBlock = addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists10110) } });
const delivered = campaign({ id: '2001', kind: CampaignKind.Buy, name: 'Tumbler', pointPerUnit: 300, delivered: true });
const redeemed: RedeemOutcome = { redeemKey: 'rk-77' };

/** The shipping step's charts as the app provides them, with fake calls. */
const shippingStep = {
  addressBook: addressBookMachine.provide({ actors: { loadAddresses: fromPromise(async () => [home]), addressBlock: quietBlock } }),
  shippingAddress: shippingAddressMachine.provide({ actors: { addressBlock: quietBlock } }),
};

interface Fakes {
  /** The saved addresses cannot be read. */
  readFails?: boolean;
  redeem?: (sent: SentRedeem) => Promise<RedeemOutcome>;
  setAddress?: (input: SetRedeemAddressInput, signal: AbortSignal) => Promise<void>;
}

function start(fakes: Fakes = {}, c = delivered) {
  const redeemInputs: SentRedeem[] = [];
  const addressInputs: SetRedeemAddressInput[] = [];
  const addressSignals: AbortSignal[] = [];
  const loads: number[] = [];
  const machine = redeemMachine.provide({
    actors: {
      redeemCampaign: fromPromise(({ input }) => {
        const sent = sentRedeem(input);
        redeemInputs.push(sent);
        return (fakes.redeem ?? (async () => redeemed))(sent);
      }),
      setRedeemAddress: fromPromise(({ input, signal }) => {
        addressInputs.push(input);
        addressSignals.push(signal);
        return (fakes.setAddress ?? (async () => undefined))(input, signal);
      }),
      readSavedAddresses: fromPromise<AddressForm[], void>(async () => {
        loads.push(1);
        if (fakes.readFails) throw new ApiCallError({ message: 'Failed to fetch', status: 0 });
        return [home];
      }),
      ...shippingStep,
    },
  });
  const actor = createActor(machine, {
    input: { campaign: c, member: { ...member, contact: { firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '081-234-5678', email: 'somchai@example.test' } } },
  }).start();
  return { actor, redeemInputs, addressInputs, addressSignals, loads };
}

type Run = ReturnType<typeof start>;
const settle = () => vi.advanceTimersByTimeAsync(0);

function dialog(run: Run): ActorRefFrom<typeof shippingAddressMachine> {
  const ref = selectShippingDialogActor(run.actor.getSnapshot());
  if (!ref) throw new Error('the shipping dialog is not open');
  return ref;
}

function fillDialog(run: Run) {
  const d = dialog(run);
  d.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'address', value: '5 ซอยอารีย์' });
  d.send({ type: 'ADDRESS.CHANGED', value: location10110 });
}

afterEach(() => vi.useRealTimers());

describe('redeem: shipping step', () => {
  it('a campaign that is not delivered goes straight to the redeem, with no shipping config', async () => {
    vi.useFakeTimers();
    const run = start({ redeem: async () => ({ privilegeMessage: 'ok' }) }, campaign());
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(run.redeemInputs[0]?.body).not.toHaveProperty('address');
    expect(run.addressInputs).toEqual([]);
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('result');
  });

  it('picking a saved address redeems with its key and the shipping names, posts it for the redeem key, and shows where it goes', async () => {
    vi.useFakeTimers();
    const run = start();
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    expect(selectBusyStep(run.actor.getSnapshot())).toBe('loadingShipping');
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('shipping');
    expect(run.redeemInputs).toEqual([]);
    run.actor.send({ type: 'SHIPPING.CHOOSE_SAVED' });
    await settle();
    const book = selectAddressBookActor(run.actor.getSnapshot());
    expect(book?.getSnapshot().matches('list')).toBe(true);
    expect(book?.getSnapshot().context.pickable).toBe(true);
    book?.send({ type: 'BOOK.PICK', key: 'addr-1' });
    await settle();
    expect(run.redeemInputs).toHaveLength(1);
    expect(run.redeemInputs[0]?.body).toEqual(
      expect.objectContaining({
        address_key: 'addr-1',
        firstname: 'Somchai',
        lastname: 'Jaidee',
        shippingFirstName: 'Somchai',
        shippingLastName: 'Jaidee',
        contact_number: '0812345678',
        zipcode: '10110',
        address: '99/1 Sukhumvit 21 คลองเตยเหนือ วัฒนา กรุงเทพมหานคร',
        sp_points: 300,
      }),
    );
    expect(run.redeemInputs[0]?.body).not.toHaveProperty('email');
    expect(run.addressInputs).toEqual([{ redeemKey: 'rk-77', shipping: { source: 'saved', form: home } }]);
    const snap = run.actor.getSnapshot();
    expect(selectRedeemDialog(snap)).toBe('result');
    expect(snap.context.drawResult).toEqual({ kind: 'delivery' });
    expect(selectShippingName(snap)).toBe('Somchai Jaidee');
    expect(selectShippingLine(snap)).toBe('99/1 Sukhumvit 21 คลองเตยเหนือ วัฒนา กรุงเทพมหานคร 10110');
  });

  it('closing the address book without a pick returns to the choice; Cancel there ends the flow without a redeem', async () => {
    vi.useFakeTimers();
    const run = start();
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    run.actor.send({ type: 'SHIPPING.CHOOSE_SAVED' });
    await settle();
    selectAddressBookActor(run.actor.getSnapshot())?.send({ type: 'BOOK.CLOSE' });
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('shipping');
    run.actor.send({ type: 'REDEEM.CANCEL' });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.redeemInputs).toEqual([]);
  });

  it('the shipping dialog opens with the profile contact; Cancel keeps what was typed for the next opening; OK redeems with it', async () => {
    vi.useFakeTimers();
    const run = start();
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    run.actor.send({ type: 'SHIPPING.ENTER_NEW' });
    expect(dialog(run).getSnapshot().context.form).toEqual(
      expect.objectContaining({ firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '0812345678', email: 'somchai@example.test', address: '' }),
    );
    fillDialog(run);
    dialog(run).send({ type: 'SHIPPING.CANCEL' });
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('shipping');
    run.actor.send({ type: 'SHIPPING.ENTER_NEW' });
    expect(dialog(run).getSnapshot().context.form).toEqual(expect.objectContaining({ address: '5 ซอยอารีย์', location: location10110 }));
    dialog(run).send({ type: 'SHIPPING.SUBMIT' });
    await settle();
    expect(run.redeemInputs[0]?.body).not.toHaveProperty('address_key');
    expect(run.redeemInputs[0]?.body).toEqual(expect.objectContaining({ address: '5 ซอยอารีย์ คลองเตยเหนือ วัฒนา กรุงเทพมหานคร', email: 'somchai@example.test', zipcode: '10110' }));
    expect(run.addressInputs[0]?.shipping.source).toBe('typed');
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('result');
  });

  it('a failed redeem keeps the chosen address: Try again sends it again with the same tranId', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = start({
      redeem: async () => {
        calls += 1;
        if (calls === 1) throw new ApiCallError({ message: 'x', status: 409, id: 7001, code: 'busy' });
        return redeemed;
      },
    });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    run.actor.send({ type: 'SHIPPING.ENTER_NEW' });
    fillDialog(run);
    dialog(run).send({ type: 'SHIPPING.SUBMIT' });
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('failed');
    run.actor.send({ type: 'REDEEM.RETRY' });
    await settle();
    expect(run.redeemInputs[1]?.body).toEqual(run.redeemInputs[0]?.body);
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('result');
  });

  it('a failed address post keeps the redeem and the address: Try again posts the same address without redeeming again', async () => {
    vi.useFakeTimers();
    let posts = 0;
    const run = start({
      setAddress: async () => {
        posts += 1;
        if (posts === 1) throw new ApiCallError({ message: 'x', status: 500, id: 1234, code: 'boom' });
      },
    });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    run.actor.send({ type: 'SHIPPING.ENTER_NEW' });
    fillDialog(run);
    dialog(run).send({ type: 'SHIPPING.SUBMIT' });
    await settle();
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('addressFailed');
    expect(run.actor.getSnapshot().context.error).toEqual(expect.objectContaining({ status: 500, id: 1234 }));
    run.actor.send({ type: 'REDEEM.RETRY' });
    await settle();
    expect(run.redeemInputs).toHaveLength(1);
    expect(run.addressInputs).toHaveLength(2);
    expect(run.addressInputs[1]).toEqual(run.addressInputs[0]);
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('result');
  });

  it('an address post that hangs shows the slow notice after 3 s and gives up with Try again after 15 s, aborting the call', async () => {
    vi.useFakeTimers();
    const run = start({ setAddress: (_input, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))) });
    run.actor.send({ type: 'REDEEM.START' });
    run.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    run.actor.send({ type: 'SHIPPING.CHOOSE_SAVED' });
    await settle();
    selectAddressBookActor(run.actor.getSnapshot())?.send({ type: 'BOOK.PICK', key: 'addr-1' });
    await settle();
    expect(selectBusyStep(run.actor.getSnapshot())).toBe('sendingAddress');
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('confirm');
    expect(selectRedeemSlow(run.actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
    expect(selectRedeemSlow(run.actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
    expect(selectRedeemDialog(run.actor.getSnapshot())).toBe('addressFailed');
    expect(run.actor.getSnapshot().context.error?.code).toBe('timeout');
    expect(run.addressSignals[0]?.aborted).toBe(true);
    run.actor.send({ type: 'REDEEM.DISMISS' });
    expect(run.actor.getSnapshot().value).toBe('idle');
  });

  it('a lost redeem answer is checked first; a redeem found then gets its address posted', async () => {
    vi.useFakeTimers();
    const addressInputs: SetRedeemAddressInput[] = [];
    const machine = redeemMachine.provide({
      actors: {
        redeemCampaign: fromPromise<RedeemOutcome, RedeemCampaignInput>(async () => {
          throw new ApiCallError({ message: 'Failed to fetch', status: 0 });
        }),
        findRedeem: fromPromise<RedeemOutcome | null, FindRedeemInput>(async () => redeemed),
        setRedeemAddress: fromPromise<void, SetRedeemAddressInput>(async ({ input }) => {
          addressInputs.push(input);
        }),
        readSavedAddresses: fromPromise<AddressForm[], void>(async () => [home]),
        ...shippingStep,
      },
    });
    const actor = createActor(machine, {
      input: { campaign: delivered, member: { ...member, contact: { firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '0812345678' } } },
    }).start();
    actor.send({ type: 'REDEEM.START' });
    actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    actor.send({ type: 'SHIPPING.ENTER_NEW' });
    const d = selectShippingDialogActor(actor.getSnapshot());
    d?.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'address', value: '7 Ari' });
    d?.send({ type: 'ADDRESS.CHANGED', value: location10110 });
    d?.send({ type: 'SHIPPING.SUBMIT' });
    await settle();
    expect(addressInputs).toEqual([{ redeemKey: 'rk-77', shipping: expect.objectContaining({ source: 'typed' }) }]);
    expect(selectRedeemDialog(actor.getSnapshot())).toBe('result');
  });
  it('the saved addresses are read once per opening; a failed read offers Try again, and nothing is redeemed', async () => {
    vi.useFakeTimers();
    const failing = start({ readFails: true });
    failing.actor.send({ type: 'REDEEM.START' });
    failing.actor.send({ type: 'REDEEM.CONFIRM' });
    await settle();
    expect(selectRedeemDialog(failing.actor.getSnapshot())).toBe('shippingFailed');
    expect(failing.redeemInputs).toEqual([]);
    failing.actor.send({ type: 'REDEEM.RETRY' });
    await settle();
    expect(failing.loads).toHaveLength(2);
    failing.actor.send({ type: 'REDEEM.DISMISS' });
    expect(failing.actor.getSnapshot().value).toBe('idle');

    const hanging = createActor(
      redeemMachine.provide({ actors: { readSavedAddresses: fromPromise<AddressForm[], void>(() => new Promise(() => undefined)) } }),
      { input: { campaign: delivered, member } },
    ).start();
    hanging.send({ type: 'REDEEM.START' });
    hanging.send({ type: 'REDEEM.CONFIRM' });
    await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
    expect(selectBusyStep(hanging.getSnapshot())).toBe('loadingShipping');
    expect(selectRedeemSlow(hanging.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
    expect(selectRedeemDialog(hanging.getSnapshot())).toBe('shippingFailed');
    expect(hanging.getSnapshot().context.error?.code).toBe('timeout');
  });
});
