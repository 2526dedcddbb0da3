/**
 * The address block for a member who does not know the zipcode: province (GET /main/province) → district
 * → sub-district, whose zipcode is then looked up so the block ends `ready` with the choice kept; a failed
 * or slow list keeps every choice and offers Try again for that list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressBlockMachine, LOOKUP_SLOW_MS, LOOKUP_TIMEOUT_MS } from '@machines/addressBlock/addressBlock.machine';
import { selectAddressBlockView } from '@machines/addressBlock/addressBlock.selectors';
import type { DistrictChoice } from '@machines/addressBlock/addressBlock.types';
import type { DistrictOption, LocationOption, PostcodeLists, SubDistrictOption } from '@/domain/address/location';
import { ApiCallError } from '@/domain/apiError';
import { lists10110 } from './fixtures';

const provinces: LocationOption[] = [
  { code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' },
  { code: '50', nameTh: 'เชียงใหม่', nameEn: 'Chiang Mai' },
];
const districts: DistrictOption[] = [
  { code: '1033', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10' },
  { code: '1039', nameTh: 'วัฒนา', nameEn: 'Watthana', provinceCode: '10' },
];
const subdistricts: SubDistrictOption[] = [
  { code: '103302', nameTh: 'คลองตัน', nameEn: 'Khlong Tan', provinceCode: '10', districtCode: '1033', zipcode: '10110' },
];

interface Fakes {
  provinces?: () => Promise<LocationOption[]>;
  districts?: (provinceCode: string) => Promise<DistrictOption[]>;
}

function start(fakes: Fakes = {}) {
  const calls: string[] = [];
  const machine = addressBlockMachine.provide({
    actors: {
      lookupPostcode: fromPromise<PostcodeLists, { zipcode: string }>(async ({ input }) => {
        calls.push(`postcode ${input.zipcode}`);
        return lists10110;
      }),
      loadProvinces: fromPromise<LocationOption[], void>(async () => {
        calls.push('provinces');
        return (fakes.provinces ?? (async () => provinces))();
      }),
      loadDistricts: fromPromise<DistrictOption[], { provinceCode: string }>(async ({ input }) => {
        calls.push(`districts ${input.provinceCode}`);
        return (fakes.districts ?? (async () => districts))(input.provinceCode);
      }),
      loadSubdistricts: fromPromise<SubDistrictOption[], DistrictChoice>(async ({ input }) => {
        calls.push(`subdistricts ${input.districtCode}`);
        return subdistricts;
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  const changes: { zipcode: string; subDistrictCode: string }[] = [];
  actor.on('ADDRESS.CHANGED', (e) => changes.push(e.value));
  actor.start();
  return { actor, calls, changes };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.useRealTimers());

describe('address block: choosing without a zipcode', () => {
  it('province → district → sub-district fills the zipcode, which is looked up keeping the choice', async () => {
    const { actor, calls, changes } = start();
    expect(selectAddressBlockView(actor.getSnapshot(), 'en').canBrowse).toBe(true);
    expect(selectAddressBlockView(actor.getSnapshot(), 'en').canChooseProvince).toBe(false);
    actor.send({ type: 'ADDRESS.BROWSE' });
    await settle();
    expect(actor.getSnapshot().matches({ browsing: 'choosingProvince' })).toBe(true);
    const view = selectAddressBlockView(actor.getSnapshot(), 'en');
    expect(view.canChooseProvince).toBe(true);
    expect(view.provinces.map((o) => o.label)).toEqual(['Bangkok', 'Chiang Mai']);
    expect(view.provinceCode).toBe('');

    actor.send({ type: 'ADDRESS.PROVINCE_SELECTED', code: '10' });
    await settle();
    expect(selectAddressBlockView(actor.getSnapshot(), 'th').districts.map((o) => o.label)).toEqual(['คลองเตย', 'วัฒนา']);
    actor.send({ type: 'ADDRESS.DISTRICT_SELECTED', code: '1033' });
    await settle();
    expect(actor.getSnapshot().matches({ browsing: 'choosingSubdistrict' })).toBe(true);
    actor.send({ type: 'ADDRESS.SUBDISTRICT_SELECTED', code: '103302' });
    expect(actor.getSnapshot().context.zipcode).toBe('10110');
    await settle();

    const s = actor.getSnapshot();
    expect(s.value).toBe('ready');
    expect(s.context.selection).toEqual({ provinceCode: '10', districtCode: '1033', subDistrictCode: '103302' });
    expect(calls).toEqual(['provinces', 'districts 10', 'subdistricts 1033', 'postcode 10110']);
    expect(changes.at(-1)).toMatchObject({ zipcode: '10110', districtNameEn: 'Khlong Toei', subDistrictCode: '103302' });
  });

  it('a choice not offered is ignored', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ADDRESS.BROWSE' });
    await settle();
    actor.send({ type: 'ADDRESS.PROVINCE_SELECTED', code: '99' });
    expect(actor.getSnapshot().matches({ browsing: 'choosingProvince' })).toBe(true);
    expect(calls).toEqual(['provinces']);
  });

  it('a failed district list keeps the province and offers Try again for that list', async () => {
    let fail = true;
    const { actor, calls } = start({
      districts: async () => {
        if (fail) throw new ApiCallError({ message: 'down', status: 503 });
        return districts;
      },
    });
    actor.send({ type: 'ADDRESS.BROWSE' });
    await settle();
    actor.send({ type: 'ADDRESS.PROVINCE_SELECTED', code: '10' });
    await settle();
    let view = selectAddressBlockView(actor.getSnapshot(), 'en');
    expect(actor.getSnapshot().matches({ browsing: 'districtsFailed' })).toBe(true);
    expect(view.problemMessageId).toBe('address.error.listFailed');
    expect(view.provinceCode).toBe('10');
    expect(view.canRetry).toBe(true);
    fail = false;
    actor.send({ type: 'ADDRESS.RETRY' });
    await settle();
    view = selectAddressBlockView(actor.getSnapshot(), 'en');
    expect(view.problemMessageId).toBeUndefined();
    expect(view.districts).toHaveLength(2);
    expect(calls).toEqual(['provinces', 'districts 10', 'districts 10']);
  });

  it('a slow province list says so, a very slow one gives up with Try again; typing a zipcode still works', async () => {
    vi.useFakeTimers();
    const { actor } = start({ provinces: () => new Promise(() => {}) });
    actor.send({ type: 'ADDRESS.BROWSE' });
    vi.advanceTimersByTime(LOOKUP_SLOW_MS);
    expect(selectAddressBlockView(actor.getSnapshot(), 'en')).toMatchObject({ busy: true, slow: true, browsing: true });
    vi.advanceTimersByTime(LOOKUP_TIMEOUT_MS - LOOKUP_SLOW_MS);
    expect(actor.getSnapshot().matches({ browsing: 'provincesFailed' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
    actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    expect(actor.getSnapshot().matches('lookingUp')).toBe(true);
  });
});
