/**
 * The address block's connect: what the block shows in the chart's states (names in the member's language,
 * busy, problem message), that Use my location and I don't know the zipcode are enabled from snapshot.can, and
 * that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/addressBlock/addressBlock.connect';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { AddressBlockEvent, GeoPosition, LocatedAddress } from '@machines/addressBlock/addressBlock.types';
import type { PostcodeLists } from '@/domain/address/location';
import { ApiCallError } from '@/domain/apiError';
import { lists10110 } from './fixtures';

function start(lookup: (zipcode: string) => Promise<PostcodeLists> = async () => lists10110) {
  const machine = addressBlockMachine.provide({
    actors: {
      lookupPostcode: fromPromise<PostcodeLists, { zipcode: string }>(({ input }) => lookup(input.zipcode)),
      getPosition: fromPromise<GeoPosition, void>(async () => ({ latitude: 13.74, longitude: 100.56 })),
      locateAddress: fromPromise<LocatedAddress, GeoPosition>(async () => {
        throw new Error('no');
      }),
    },
  });
  return createActor(machine, { input: {} }).start();
}

describe('address block connect', () => {
  it('waiting for a zipcode: empty lists, Use my location and browse offered; the handlers send the chart events', () => {
    const actor = start();
    const send = vi.fn<(event: AddressBlockEvent) => void>();
    const block = connect(actor.getSnapshot(), send, 'en');
    expect(block.view).toMatchObject({ zipcode: '', provinces: [], busy: false, canLocate: true, canBrowse: true, canRetry: false, canChooseProvince: false });
    expect(block.view.problemMessageId).toBeUndefined();
    block.onZipcodeChange('10110');
    block.onProvinceChange('10');
    block.onDistrictChange('1039');
    block.onSubdistrictChange('103901');
    block.onLocate();
    block.onRetry();
    block.onBrowse();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' },
      { type: 'ADDRESS.PROVINCE_SELECTED', code: '10' },
      { type: 'ADDRESS.DISTRICT_SELECTED', code: '1039' },
      { type: 'ADDRESS.SUBDISTRICT_SELECTED', code: '103901' },
      { type: 'ADDRESS.LOCATE' },
      { type: 'ADDRESS.RETRY' },
      { type: 'ADDRESS.BROWSE' },
    ]);
  });

  it('a looked-up zipcode offers the lists in the member language with the first match chosen', async () => {
    const actor = start();
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    expect(connect(actor.getSnapshot(), vi.fn(), 'en').view.busy).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    const en = connect(actor.getSnapshot(), vi.fn(), 'en').view;
    const th = connect(actor.getSnapshot(), vi.fn(), 'th').view;
    expect(en).toMatchObject({ busy: false, canChooseProvince: true, provinceCode: '10', districtCode: '1039', subDistrictCode: '103901' });
    expect(en.provinces[0]).toEqual({ value: '10', label: 'Bangkok' });
    expect(th.provinces[0]?.label).not.toBe('Bangkok');
  });

  it('an unknown zipcode and a failed lookup show their message; only the failure offers Try again', async () => {
    const unknown = start(async () => ({ provinces: [], districts: [], subdistricts: [] }));
    unknown.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '99999' });
    await waitFor(unknown, (s) => s.matches('zipcodeUnknown'));
    expect(connect(unknown.getSnapshot(), vi.fn(), 'en').view).toMatchObject({ problemMessageId: 'address.error.zipcodeInvalid', canRetry: false });

    const failing = start(async () => {
      throw new ApiCallError({ message: 'down', status: 500 });
    });
    failing.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    await waitFor(failing, (s) => s.matches('lookupFailed'));
    expect(connect(failing.getSnapshot(), vi.fn(), 'en').view).toMatchObject({ problemMessageId: 'address.error.lookupFailed', canRetry: true, busy: false });
  });
});
