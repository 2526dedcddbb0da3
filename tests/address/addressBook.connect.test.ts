/**
 * The address book's connect: what its dialogs show in the chart's states (list, form with its address block,
 * the delete confirmation naming the address, the one failure alert for a failed save or delete, the failed
 * list load) and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { connect } from '@machines/addressBook/addressBook.connect';
import { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import type { AddressBookEvent, AddressBookInput, DeleteAddressInput, SaveAddressInput } from '@machines/addressBook/addressBook.types';
import { emptyAddressForm, type AddressForm, type AddressKind } from '@/domain/address/addressBook';
import { ApiCallError } from '@/domain/apiError';
import { lists10110 } from './fixtures';

const home: AddressForm = { ...emptyAddressForm('delivery'), key: 'addr-1', addressName: 'Home', firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '0812345678', address: '99/1',
  location: { zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา', districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea' },
};
const failing = async (): Promise<never> => {
  throw new ApiCallError({ message: 'boom', status: 500, id: 77 });
};

function start(options: { load?: () => Promise<AddressForm[]>; save?: () => Promise<AddressForm>; remove?: () => Promise<void> } = {}, input: AddressBookInput = { kind: 'delivery' }) {
  const machine = addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<AddressForm[], { kind: AddressKind }>(options.load ?? (async () => [home])),
      saveAddress: fromPromise<AddressForm, SaveAddressInput>(options.save ?? (async () => home)),
      deleteAddress: fromPromise<void, DeleteAddressInput>(options.remove ?? (async () => undefined)),
      addressBlock: addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists10110) } }),
    },
  });
  return createActor(machine, { input }).start();
}

describe('address book connect', () => {
  it('the list with its entries; the handlers send the chart events', async () => {
    const actor = start();
    expect(connect(actor.getSnapshot(), vi.fn()).list).toMatchObject({ open: true, loading: true });
    await waitFor(actor, (s) => s.matches('list'));
    const send = vi.fn<(event: AddressBookEvent) => void>();
    const book = connect(actor.getSnapshot(), send);
    expect(book.list).toMatchObject({ open: true, kind: 'delivery', loading: false, entries: [home], pickable: false });
    expect(book.form.open).toBe(false);
    expect(book.confirmDelete.open).toBe(false);
    expect(book.busy.open).toBe(false);
    expect(book.problem).toBeUndefined();
    book.list.onAdd();
    book.list.onEdit('addr-1');
    book.list.onDelete('addr-1');
    book.list.onPick('addr-1');
    book.list.onRetry();
    book.list.onClose();
    book.form.onFieldChange('firstName', 'M');
    book.form.onDefaultToggle(true);
    book.form.onSave();
    book.form.onCancel();
    book.confirmDelete.onConfirm();
    book.confirmDelete.onCancel();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'BOOK.ADD' },
      { type: 'BOOK.EDIT', key: 'addr-1' },
      { type: 'BOOK.DELETE', key: 'addr-1' },
      { type: 'BOOK.PICK', key: 'addr-1' },
      { type: 'BOOK.RETRY' },
      { type: 'BOOK.CLOSE' },
      { type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'M' },
      { type: 'FORM.DEFAULT_TOGGLED', value: true },
      { type: 'FORM.SAVE' },
      { type: 'FORM.CANCEL' },
      { type: 'DELETE.CONFIRM' },
      { type: 'DELETE.CANCEL' },
    ]);
  });

  it('the edit form with its address block', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.EDIT', key: 'addr-1' });
    const book = connect(actor.getSnapshot(), vi.fn());
    expect(book.form).toMatchObject({ open: true, editing: true, form: expect.objectContaining({ addressName: 'Home' }) });
    expect(book.addressBlock).toBe(actor.getSnapshot().children.addressBlock);
  });

  it('a failed save is the alert under the save title with its reference; OK sends ALERT.OK', async () => {
    const actor = start({ save: failing });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.EDIT', key: 'addr-1' });
    actor.send({ type: 'FORM.SAVE' });
    expect(connect(actor.getSnapshot(), vi.fn()).busy.open).toBe(true);
    await waitFor(actor, (s) => s.matches({ form: 'saveFailed' }));
    const send = vi.fn<(event: AddressBookEvent) => void>();
    const { problem } = connect(actor.getSnapshot(), send);
    expect(problem).toMatchObject({ kind: 'saveFailed', titleId: 'addressBook.saveFailed.title', messageId: 'errors.generic', errorId: 77 });
    problem?.onOk();
    expect(send).toHaveBeenCalledWith({ type: 'ALERT.OK' });
  });

  it('delete confirms naming the address; a failed delete is the same alert under the generic title', async () => {
    const actor = start({ remove: failing });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.DELETE', key: 'addr-1' });
    expect(connect(actor.getSnapshot(), vi.fn()).confirmDelete).toMatchObject({ open: true, name: 'Home' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.matches('deleteFailed'));
    expect(connect(actor.getSnapshot(), vi.fn()).problem).toMatchObject({ kind: 'deleteFailed', titleId: 'errors.title', messageId: 'errors.generic' });
  });

  it('a failed list load shows the list empty with its message', async () => {
    const actor = start({ load: failing });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    const book = connect(actor.getSnapshot(), vi.fn());
    expect(book.list).toMatchObject({ open: true, loading: false, loadFailure: { messageId: 'errors.generic' } });
    expect(book.problem).toBeUndefined();
  });
});
