import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import { isRequestTimeout, REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import type { AddressBookInput, DeleteAddressInput, SaveAddressInput } from '@machines/addressBook/addressBook.types';
import { emptyAddressForm, type AddressForm, type AddressKind } from '@/domain/address/addressBook';
import type { PostcodeLists } from '@/domain/address/location';
import { ApiCallError } from '@/domain/apiError';
import { lists10110 } from './fixtures';

const home: AddressForm = {
  ...emptyAddressForm('delivery'), key: 'addr-1', isDefault: false, addressName: 'Home', firstName: 'Somchai', lastName: 'Jaidee',
  contactNumber: '0812345678', address: '99/1 Sukhumvit 21',
  location: { zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา', districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea' },
};
const office: AddressForm = { ...home, key: 'addr-2', isDefault: true, addressName: 'Office' };

function start(input: AddressBookInput = { kind: 'delivery' }, options: { save?: (i: SaveAddressInput) => Promise<AddressForm>; remove?: (i: DeleteAddressInput) => Promise<void>; load?: () => Promise<AddressForm[]> } = {}) {
  const calls = { load: 0, save: [] as SaveAddressInput[], remove: [] as DeleteAddressInput[] };
  const machine = addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<AddressForm[], { kind: AddressKind }>(async () => {
        calls.load += 1;
        return options.load ? options.load() : [home, office];
      }),
      saveAddress: fromPromise<AddressForm, SaveAddressInput>(async ({ input: i }) => {
        calls.save.push(i);
        return options.save ? options.save(i) : { ...i.form, key: i.form.key || 'addr-9' };
      }),
      deleteAddress: fromPromise<void, DeleteAddressInput>(async ({ input: i }) => {
        calls.remove.push(i);
        if (options.remove) await options.remove(i);
      }),
      addressBlock: addressBlockWithLists(lists10110),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

function addressBlockWithLists(lists: PostcodeLists) {
  return addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists) } });
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function fillNew(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'addressName', value: 'Condo' });
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'Malee' });
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'lastName', value: 'Sukjai' });
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'contactNumber', value: '089-876-5432' });
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'address', value: '5 Soi 11' });
}

describe('address book chart (section 4 "Address dialogs")', () => {
  it('lists the default first', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.entries.map((e) => e.key)).toEqual(['addr-2', 'addr-1']);
  });

  it('Save validates: errors only after the attempt; valid closes the form, loads, calls, notifies and reloads', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.ADD' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'FORM.SAVE' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['address', 'addressName', 'contactNumber', 'firstName', 'lastName', 'location']);
    fillNew(actor);
    const block = actor.getSnapshot().children.addressBlock!;
    block.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual({});
    const saved: AddressForm[] = [];
    actor.on('ADDRESS_BOOK.SAVED', (e) => saved.push(e.entry));
    actor.send({ type: 'FORM.SAVE' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('formOpen')).toBe(false);
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls.save[0]!.form).toMatchObject({ addressName: 'Condo', contactNumber: '0898765432', location: { zipcode: '10110', districtCode: '1039' } });
    expect(saved).toHaveLength(1);
    expect(calls.load).toBe(2);
  });

  it('a failed save alerts; OK reopens the form with everything typed, the block included', async () => {
    let fail = true;
    const { actor } = start({ kind: 'delivery' }, { save: async (i) => { if (fail) throw new ApiCallError({ message: 'boom', status: 500, id: 77 }); return i.form; } });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.EDIT', key: 'addr-1' });
    await settle();
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'addressName', value: 'Home 2' });
    actor.send({ type: 'FORM.SAVE' });
    await waitFor(actor, (s) => s.matches({ form: 'saveFailed' }));
    expect(actor.getSnapshot().context.failure).toMatchObject({ id: 77 });
    const blockBefore = actor.getSnapshot().children.addressBlock;
    actor.send({ type: 'ALERT.OK' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form.addressName).toBe('Home 2');
    expect(actor.getSnapshot().children.addressBlock).toBe(blockBefore);
    fail = false;
    actor.send({ type: 'FORM.SAVE' });
    await waitFor(actor, (s) => s.matches('list'));
  });

  it('Cancel returns to the list; a book opened on the add form closes instead', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.ADD' });
    actor.send({ type: 'FORM.CANCEL' });
    expect(actor.getSnapshot().value).toBe('list');
    const direct = start({ kind: 'delivery', start: 'add' }).actor;
    expect(direct.getSnapshot().hasTag('formOpen')).toBe(true);
    direct.send({ type: 'FORM.CANCEL' });
    expect(direct.getSnapshot().status).toBe('done');
    expect(direct.getSnapshot().output).toEqual({ status: 'closed' });
  });

  it("'do not show after update' closes with the saved record", async () => {
    const { actor, calls } = start({ kind: 'delivery', hideAfterUpdate: true });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.EDIT', key: 'addr-2' });
    actor.send({ type: 'FORM.SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'saved', entry: { key: 'addr-2' } });
    expect(calls.load).toBe(1);
  });

  it('Delete confirms naming the address, calls, and the list reloads either way', async () => {
    const { actor, calls } = start({ kind: 'delivery' }, { remove: async () => { throw new ApiCallError({ message: 'no', status: 500 }); } });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.DELETE', key: 'addr-1' });
    expect(actor.getSnapshot().context.pendingDelete?.addressName).toBe('Home');
    actor.send({ type: 'DELETE.CANCEL' });
    expect(calls.remove).toEqual([]);
    actor.send({ type: 'BOOK.DELETE', key: 'addr-1' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.matches('deleteFailed'));
    actor.send({ type: 'ALERT.OK' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls.remove).toEqual([{ kind: 'delivery', key: 'addr-1' }]);
    expect(calls.load).toBe(2);
  });

  it('a failed list load shows it empty with Try again; a slow one says so, then gives up on the shared timeout', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = start({ kind: 'tax' }, { load: () => new Promise(() => undefined) });
      vi.advanceTimersByTime(REQUEST_SLOW_MS - 1);
      expect(actor.getSnapshot().hasTag('slow')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().hasTag('slow')).toBe(true);
      expect(actor.getSnapshot().hasTag('listOpen')).toBe(true);
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS - 1);
      expect(actor.getSnapshot().matches('loading')).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('loadFailed');
      expect(actor.getSnapshot().hasTag('slow')).toBe(false);
      expect(isRequestTimeout(actor.getSnapshot().context.failure)).toBe(true);
      expect(actor.getSnapshot().context.entries).toEqual([]);
      expect(actor.getSnapshot().can({ type: 'BOOK.RETRY' })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a pickable book hands the chosen address back', async () => {
    const { actor } = start({ kind: 'delivery', pickable: true });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'BOOK.PICK', key: 'addr-1' });
    expect(actor.getSnapshot().output).toMatchObject({ status: 'picked', entry: { key: 'addr-1' } });
    const notPickable = start().actor;
    await waitFor(notPickable, (s) => s.matches('list'));
    expect(notPickable.getSnapshot().can({ type: 'BOOK.PICK', key: 'addr-1' })).toBe(false);
  });

  it('opens on the entries a caller has just read, default first, without reading them again; a save reads the list', async () => {
    const { actor, calls } = start({ kind: 'delivery', pickable: true, entries: [office, home] });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.entries.map((e) => e.key)).toEqual(['addr-2', 'addr-1']);
    expect(calls.load).toBe(0);
    const none = start({ kind: 'delivery', pickable: true, entries: [] });
    expect(none.actor.getSnapshot().matches('list')).toBe(true);
    expect(none.calls.load).toBe(0);
    actor.send({ type: 'BOOK.ADD' });
    fillNew(actor);
    actor.getSnapshot().children.addressBlock!.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    await settle();
    actor.send({ type: 'FORM.SAVE' });
    await waitFor(actor, (s) => s.matches('list') && calls.load === 1);
    expect(calls.save).toHaveLength(1);
  });
});
