/**
 * The shipping address dialog's chart (spec sections 2 and 5): the 5 checked fields, errors only after a
 * submit attempt and then following the typing, the location from the embedded address block, OK handing
 * back the address, Cancel handing back what was typed.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { lists10110 } from '../address/fixtures';
import { emptyAddressForm, type AddressForm } from '@/domain/address/addressBook';
import { shippingForm } from '@/domain/address/shipping';
import { validateShipping } from '@/domain/address/shippingPayload';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { selectShippingAddressView, selectShippingBlockRef } from '@machines/shippingAddress/shippingAddress.selectors';
import { location10110 } from './shipping.fixtures';

/** The address block with a fake lookup; the tests send its ADDRESS.CHANGED themselves. */
const quietBlock = addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists10110) } });

function start(form = emptyAddressForm('delivery')) {
  const machine = shippingAddressMachine.provide({ actors: { addressBlock: quietBlock } });
  return createActor(machine, { input: { form } }).start();
}

describe('shippingAddress chart', () => {
  it('shows no error before OK; OK on an empty form shows exactly the 5 checked fields, and nothing closes', () => {
    const actor = start();
    expect(selectShippingAddressView(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'firstName', value: 'ส' });
    expect(selectShippingAddressView(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'firstName', value: '' });
    actor.send({ type: 'SHIPPING.SUBMIT' });
    const view = selectShippingAddressView(actor.getSnapshot());
    expect(view.open).toBe(true);
    expect(Object.keys(view.errors).sort()).toEqual(['address', 'contactNumber', 'firstName', 'lastName', 'location']);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('after a submit attempt the errors follow the typing; a valid form returns the address on OK', () => {
    const actor = start();
    actor.send({ type: 'SHIPPING.SUBMIT' });
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'firstName', value: 'สมชาย' });
    expect(selectShippingAddressView(actor.getSnapshot()).errors.firstName).toBeUndefined();
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'lastName', value: 'ใจดี' });
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'contactNumber', value: '081-234-5678' });
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'address', value: '99/1 ซอยสุขุมวิท 21' });
    expect(Object.keys(selectShippingAddressView(actor.getSnapshot()).errors)).toEqual(['location']);
    actor.send({ type: 'ADDRESS.CHANGED', value: location10110 });
    expect(selectShippingAddressView(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'SHIPPING.SUBMIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      status: 'ok',
      saveToProfile: false,
      form: expect.objectContaining({ firstName: 'สมชาย', lastName: 'ใจดี', contactNumber: '0812345678', address: '99/1 ซอยสุขุมวิท 21', location: location10110 }),
    });
  });

  it('a wrong number and a one-letter name are refused with their own messages', () => {
    const actor = start({ ...shippingForm({ firstName: 'S', lastName: 'Jaidee', contactNumber: '0812' }), address: 'x', location: location10110 });
    actor.send({ type: 'SHIPPING.SUBMIT' });
    const { errors } = selectShippingAddressView(actor.getSnapshot());
    expect(Object.keys(errors).sort()).toEqual(['contactNumber', 'firstName']);
    expect(errors.contactNumber?.id).not.toBe(errors.firstName?.id);
  });

  it("'Use my location' fills the address line only when it is empty", () => {
    const actor = start();
    actor.send({ type: 'ADDRESS.CHANGED', value: { ...location10110, address: '1 Sukhumvit Rd' } });
    expect(actor.getSnapshot().context.form.address).toBe('1 Sukhumvit Rd');
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'address', value: 'บ้านเลขที่ 5' });
    actor.send({ type: 'ADDRESS.CHANGED', value: { ...location10110, address: '2 Silom Rd' } });
    expect(actor.getSnapshot().context.form.address).toBe('บ้านเลขที่ 5');
  });

  it('Cancel hands back what was typed, and the dialog embeds the address block with the form location', () => {
    const actor = start({ ...emptyAddressForm('delivery'), location: location10110 });
    expect(selectShippingBlockRef(actor.getSnapshot())).toBeDefined();
    actor.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'address', value: 'half typed' });
    actor.send({ type: 'SHIPPING.CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled', saveToProfile: false, form: expect.objectContaining({ address: 'half typed', location: location10110 }) });
  });

  it('the check is the 5 shipping fields (no address name, unlike the address book)', () => {
    const form = { ...shippingForm({ firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '0812345678' }), address: '1', location: location10110 };
    expect(validateShipping(form)).toEqual({});
  });
});

describe('shippingAddress chart: save as my shipping address', () => {
  const valid = () => ({ ...shippingForm({ firstName: 'สมชาย', lastName: 'ใจดี', contactNumber: '0812345678' }), address: '99/1', location: location10110 });

  it('OK with the box ticked stores it on the profile, refreshes the member, then hands back the address', async () => {
    const saved: unknown[] = [];
    let refreshed = 0;
    const machine = shippingAddressMachine.provide({
      actors: { addressBlock: quietBlock, updateShipping: fromPromise(async ({ input }: { input: { form: AddressForm } }) => { saved.push(input); }) },
      actions: { refreshMember: () => { refreshed += 1; } },
    });
    const actor = createActor(machine, { input: { form: valid() } }).start();
    actor.send({ type: 'SHIPPING.SAVE_TO_PROFILE_TOGGLED', value: true });
    actor.send({ type: 'SHIPPING.SUBMIT' });
    expect(selectShippingAddressView(actor.getSnapshot()).saving).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(saved).toEqual([{ form: expect.objectContaining({ address: '99/1' }) }]);
    expect(refreshed).toBe(1);
    expect(actor.getSnapshot().output).toMatchObject({ status: 'ok', saveToProfile: true });
  });

  it('a failed save keeps the dialog and the form: Try again, or Continue without saving', async () => {
    let fail = true;
    const machine = shippingAddressMachine.provide({
      actors: { addressBlock: quietBlock, updateShipping: fromPromise(async () => { if (fail) throw new Error('500'); }) },
    });
    const actor = createActor(machine, { input: { form: valid(), saveToProfile: true } }).start();
    actor.send({ type: 'SHIPPING.SUBMIT' });
    await new Promise((r) => setTimeout(r, 0));
    const view = selectShippingAddressView(actor.getSnapshot());
    expect(view.failure).toBeDefined();
    expect(view.canSubmit).toBe(false);
    expect(view.form.address).toBe('99/1');
    actor.send({ type: 'SHIPPING.CONTINUE' });
    expect(actor.getSnapshot().output).toMatchObject({ status: 'ok', form: expect.objectContaining({ address: '99/1' }) });
    fail = false;
  });

  it('without the box, OK makes no call', () => {
    const actor = start(valid());
    actor.send({ type: 'SHIPPING.SUBMIT' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
