import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressBlockMachine, LOOKUP_SLOW_MS, LOOKUP_TIMEOUT_MS } from '@machines/addressBlock/addressBlock.machine';
import type { AddressBlockInput, GeoPosition, LocatedAddress } from '@machines/addressBlock/addressBlock.types';
import type { PostcodeLists } from '@/domain/address/location';
import { ApiCallError } from '@/domain/apiError';
import { lists10110, twoProvinces } from './fixtures';

function start(options: { lookup?: (zip: string) => Promise<PostcodeLists>; position?: () => Promise<GeoPosition>; locate?: () => Promise<LocatedAddress>; input?: AddressBlockInput } = {}) {
  const lookups: string[] = [];
  const machine = addressBlockMachine.provide({
    actors: {
      lookupPostcode: fromPromise<PostcodeLists, { zipcode: string }>(async ({ input }) => {
        lookups.push(input.zipcode);
        return options.lookup ? options.lookup(input.zipcode) : input.zipcode === '10110' ? lists10110 : input.zipcode === '50000' ? twoProvinces : { provinces: [], districts: [], subdistricts: [] };
      }),
      getPosition: fromPromise<GeoPosition, void>(() => (options.position ?? (async () => ({ latitude: 13.74, longitude: 100.56 })))()),
      locateAddress: fromPromise<LocatedAddress, GeoPosition>(() => (options.locate ?? (async () => { throw new Error('no'); }))()),
    },
  });
  const actor = createActor(machine, { input: options.input });
  const changes: unknown[] = [];
  actor.on('ADDRESS.CHANGED', (e) => changes.push(e.value));
  actor.start();
  return { actor, lookups, changes };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.useRealTimers());

describe('address block chart', () => {
  it('waits for 5 digits, keeps digits only, then looks up and preselects the first match at every level', async () => {
    const { actor, lookups, changes } = start();
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10a1' });
    expect(actor.getSnapshot().context.zipcode).toBe('101');
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '101105' });
    expect(actor.getSnapshot().context.zipcode).toBe('10110');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('ready');
    expect(lookups).toEqual(['10110']);
    expect(s.context.selection).toEqual({ provinceCode: '10', districtCode: '1039', subDistrictCode: '103901' });
    expect(changes.at(-1)).toMatchObject({ zipcode: '10110', provinceNameEn: 'Bangkok', districtName: 'วัฒนา', subDistrictCode: '103901' });
  });

  it('choosing a higher level refilters the lower ones, keeping a still-valid choice', async () => {
    const { actor } = start();
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '50000' });
    await settle();
    expect(actor.getSnapshot().context.selection.provinceCode).toBe('50');
    actor.send({ type: 'ADDRESS.PROVINCE_SELECTED', code: '51' });
    expect(actor.getSnapshot().context.selection).toEqual({ provinceCode: '51', districtCode: '5101', subDistrictCode: '510101' });
    actor.send({ type: 'ADDRESS.DISTRICT_SELECTED', code: '5102' });
    expect(actor.getSnapshot().context.selection).toEqual({ provinceCode: '51', districtCode: '5102', subDistrictCode: '510201' });
    // A district of another province is not offered: ignored.
    expect(actor.getSnapshot().can({ type: 'ADDRESS.DISTRICT_SELECTED', code: '5001' })).toBe(false);
  });

  it('an edit form keeps the saved codes after its lookup', async () => {
    const { actor } = start({ input: { value: { zipcode: '10110', provinceCode: '10', districtCode: '1033', subDistrictCode: '103302' } } });
    await settle();
    expect(actor.getSnapshot().context.selection).toEqual({ provinceCode: '10', districtCode: '1033', subDistrictCode: '103302' });
  });

  it('an unknown zipcode shows the zipcode-invalid problem and empty lists', async () => {
    const { actor, changes } = start();
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '99999' });
    await settle();
    expect(actor.getSnapshot().value).toBe('zipcodeUnknown');
    expect(actor.getSnapshot().context.problem).toBe('zipcodeUnknown');
    expect(changes.at(-1)).toMatchObject({ zipcode: '99999', provinceCode: '' });
  });

  it('a slow lookup shows a notice, a very slow one gives up with a retry', async () => {
    vi.useFakeTimers();
    let answer: (lists: PostcodeLists) => void = () => undefined;
    const { actor } = start({ lookup: () => new Promise((r) => { answer = r; }) });
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    vi.advanceTimersByTime(LOOKUP_SLOW_MS);
    expect(actor.getSnapshot().hasTag('slow')).toBe(true);
    vi.advanceTimersByTime(LOOKUP_TIMEOUT_MS - LOOKUP_SLOW_MS);
    expect(actor.getSnapshot().value).toBe('lookupFailed');
    expect(actor.getSnapshot().can({ type: 'ADDRESS.RETRY' })).toBe(true);
    answer(lists10110);
    actor.send({ type: 'ADDRESS.RETRY' });
    expect(actor.getSnapshot().value).toEqual({ lookingUp: 'waiting' });
  });

  it('a failed lookup offers Try again', async () => {
    let fail = true;
    const { actor } = start({ lookup: async () => { if (fail) throw new ApiCallError({ message: 'down', status: 500 }); return lists10110; } });
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    await settle();
    expect(actor.getSnapshot().value).toBe('lookupFailed');
    fail = false;
    actor.send({ type: 'ADDRESS.RETRY' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('Use my location fills the block from the location call and looks its zipcode up', async () => {
    const { actor, changes } = start({
      locate: async () => ({
        zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1033', districtName: 'คลองเตย',
        districtNameEn: 'Khlong Toei', subDistrictCode: '103302', subDistrictName: 'คลองตัน', subDistrictNameEn: 'Khlong Tan', address: '1 Rama IV',
      }),
    });
    actor.send({ type: 'ADDRESS.LOCATE' });
    expect(actor.getSnapshot().hasTag('locating')).toBe(true);
    await settle();
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.selection.subDistrictCode).toBe('103302');
    expect(changes.at(-1)).toMatchObject({ address: '1 Rama IV', districtCode: '1033' });
  });

  it('a refused location permission is said, and the zipcode can still be typed', async () => {
    const { actor } = start({ position: async () => { throw new ApiCallError({ message: 'denied', status: 0, code: 'denied' }); } });
    actor.send({ type: 'ADDRESS.LOCATE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('locationDenied');
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
