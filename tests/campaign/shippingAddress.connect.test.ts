/**
 * The shipping address dialog's connect: what the dialog shows in the chart's states (errors after OK, a
 * failed save), that OK and the save box are enabled from snapshot.can, that the embedded address block is
 * handed over, and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { connect } from '@machines/shippingAddress/shippingAddress.connect';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import type { ShippingAddressEvent } from '@machines/shippingAddress/shippingAddress.types';
import { emptyAddressForm } from '@/domain/address/addressBook';
import { shippingForm } from '@/domain/address/shipping';
import { lists10110 } from '../address/fixtures';
import { location10110 } from './shipping.fixtures';

const quietBlock = addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists10110) } });
const valid = () => ({ ...shippingForm({ firstName: 'สมชาย', lastName: 'ใจดี', contactNumber: '0812345678' }), address: '99/1', location: location10110 });

describe('shipping address connect', () => {
  it('an open dialog with its address block and no error; the handlers send the chart events', () => {
    const machine = shippingAddressMachine.provide({ actors: { addressBlock: quietBlock } });
    const actor = createActor(machine, { input: { form: emptyAddressForm('delivery') } }).start();
    const send = vi.fn<(event: ShippingAddressEvent) => void>();
    const dialog = connect(actor.getSnapshot(), send);
    expect(dialog).toMatchObject({ open: true, errors: {}, saveToProfile: false, canSubmit: true, canToggleSave: true, saving: false, slow: false });
    expect(dialog.failure).toBeUndefined();
    expect(dialog.addressBlock).toBe(actor.getSnapshot().children.addressBlock);
    dialog.onFieldChange('firstName', 'ส');
    dialog.onSaveToProfile(true);
    dialog.onSubmit();
    dialog.onCancel();
    dialog.onRetry();
    dialog.onContinue();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SHIPPING.FIELD_CHANGED', field: 'firstName', value: 'ส' },
      { type: 'SHIPPING.SAVE_TO_PROFILE_TOGGLED', value: true },
      { type: 'SHIPPING.SUBMIT' },
      { type: 'SHIPPING.CANCEL' },
      { type: 'SHIPPING.RETRY' },
      { type: 'SHIPPING.CONTINUE' },
    ]);
  });

  it('OK on an empty form shows the checked fields, the dialog stays open', () => {
    const machine = shippingAddressMachine.provide({ actors: { addressBlock: quietBlock } });
    const actor = createActor(machine, { input: { form: emptyAddressForm('delivery') } }).start();
    actor.send({ type: 'SHIPPING.SUBMIT' });
    const dialog = connect(actor.getSnapshot(), vi.fn());
    expect(dialog.open).toBe(true);
    expect(Object.keys(dialog.errors).sort()).toEqual(['address', 'contactNumber', 'firstName', 'lastName', 'location']);
  });

  it('saving disables OK; a failed save shows its failure with OK still disabled', async () => {
    let fail: () => void = () => {};
    const machine = shippingAddressMachine.provide({
      actors: { addressBlock: quietBlock, updateShipping: fromPromise(() => new Promise<void>((_, reject) => (fail = () => reject(new Error('500'))))) },
    });
    const actor = createActor(machine, { input: { form: valid(), saveToProfile: true } }).start();
    actor.send({ type: 'SHIPPING.SUBMIT' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ saving: true, canSubmit: false });
    fail();
    await waitFor(actor, (s) => s.matches({ open: 'saveFailed' }));
    const dialog = connect(actor.getSnapshot(), vi.fn());
    expect(dialog).toMatchObject({ saving: false, canSubmit: false, form: expect.objectContaining({ address: '99/1' }) });
    expect(dialog.failure).toBeDefined();
  });
});
