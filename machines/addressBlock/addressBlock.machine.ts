/**
 * The Thai address block (spec sections 2 "Form inputs", 3 "Location lists", 5 "Zipcode" and "Province,
 * district, subdistrict"), embedded by every form that asks for a Thai address: profile edit, the delivery
 * and tax-invoice address books, the redeem shipping step. A 5-digit zipcode is looked up
 * (GET /main/postcode); the provinces, districts and sub-districts it answers are offered with the first
 * match preselected at every level; choosing a higher level refilters the lower ones keeping a
 * still-valid choice. An unknown zipcode says so. 'Use my location' asks the browser's position and
 * fills the block through the location call (GET /cart/userinfo), handling a refused permission.
 * A member who does not know the zipcode chooses the province (GET /main/province), then the district
 * (GET /main/district), then the sub-district (GET /main/subdistrict); the chosen sub-district's zipcode is
 * then looked up like a typed one, so the block ends in the same `ready` state with the choice kept.
 *
 * The block owns only the location; the form owns the rest. Every change of the value is sent to the
 * parent (`ADDRESS.CHANGED`, when invoked) and emitted, so the form keeps the value in its own context and
 * validates it with the rest of its fields. Calls give a slow notice after LOOKUP_SLOW_MS and give up
 * with a retry after LOOKUP_TIMEOUT_MS.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import {
  EMPTY_LISTS, NO_SELECTION, chooseLevel, isCompleteZipcode, isOffered, locationValue, sanitizeZipcode, settleSelection,
  type PostcodeLists,
} from '@/domain/address/location';
import type { DistrictOption, LocationOption, SubDistrictOption } from '@/domain/address/location';
import { getPosition, loadDistricts, loadProvinces, loadSubdistricts, locateAddress, lookupPostcode } from './addressBlock.actors';
import type {
  AddressBlockContext, AddressBlockEmitted, AddressBlockEvent, AddressBlockInput, AddressBlockTag, DistrictChoice, GeoPosition, LocatedAddress,
} from './addressBlock.types';
import { errorOf } from '../shared/actorEvents';

/** After this long a call shows 'still working…'. */
export const LOOKUP_SLOW_MS = 3000;
/** After this long a call is given up and a retry offered. */
export const LOOKUP_TIMEOUT_MS = 15000;

function initialContext({ input }: { input: AddressBlockInput | undefined }): AddressBlockContext {
  const value = input?.value ?? {};
  return {
    reportsToParent: input?.reportsToParent ?? false,
    zipcode: sanitizeZipcode(value.zipcode ?? ''),
    lists: EMPTY_LISTS,
    selection: NO_SELECTION,
    preferred: { provinceCode: value.provinceCode, districtCode: value.districtCode, subDistrictCode: value.subDistrictCode },
    locatedAddress: undefined,
  };
}

function lookupInput({ context }: { context: AddressBlockContext }): { zipcode: string } {
  return { zipcode: context.zipcode };
}

function positionInput({ context }: { context: AddressBlockContext }): GeoPosition {
  return context.position ?? { latitude: 0, longitude: 0 };
}

function provinceInput({ context }: { context: AddressBlockContext }): { provinceCode: string } {
  return { provinceCode: context.selection.provinceCode };
}

function districtInput({ context }: { context: AddressBlockContext }): DistrictChoice {
  return { provinceCode: context.selection.provinceCode, districtCode: context.selection.districtCode };
}

export const addressBlockMachine = setup({
  types: {
    context: {} as AddressBlockContext,
    events: {} as AddressBlockEvent,
    input: {} as AddressBlockInput | undefined,
    emitted: {} as AddressBlockEmitted,
    tags: {} as AddressBlockTag,
  },
  actors: { lookupPostcode, getPosition, locateAddress, loadProvinces, loadDistricts, loadSubdistricts },
  delays: { lookupSlow: LOOKUP_SLOW_MS, lookupTimeout: LOOKUP_TIMEOUT_MS },
  guards: {
    hasCompleteZipcode: ({ context }) => isCompleteZipcode(context.zipcode),
    isZipcodeEdit: ({ context, event }) => event.type === 'ADDRESS.ZIPCODE_CHANGED' && sanitizeZipcode(event.value) !== context.zipcode,
    isEmptyLookup: (_, lists: PostcodeLists) => lists.provinces.length === 0,
    isOfferedProvince: ({ context, event }) => event.type === 'ADDRESS.PROVINCE_SELECTED' && isOffered(context.lists, context.selection, 'province', event.code),
    isOfferedDistrict: ({ context, event }) => event.type === 'ADDRESS.DISTRICT_SELECTED' && isOffered(context.lists, context.selection, 'district', event.code),
    isOfferedSubdistrict: ({ context, event }) =>
      event.type === 'ADDRESS.SUBDISTRICT_SELECTED' && isOffered(context.lists, context.selection, 'subdistrict', event.code),
    isPermissionDenied: ({ event }) => toApiError(errorOf(event)).code === 'denied',
    hasLocatedZipcode: (_, found: LocatedAddress) => isCompleteZipcode(found.zipcode),
  },
  actions: {
    storeZipcode: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.ZIPCODE_CHANGED') return {};
      // Typing keeps the current choice as the preference, so a re-typed zipcode keeps it when still offered.
      return { zipcode: sanitizeZipcode(event.value), lists: EMPTY_LISTS, selection: NO_SELECTION, preferred: { ...context.preferred, ...pick(context) }, locatedAddress: undefined, problem: undefined, error: undefined };
    }),
    storeLists: assign(({ context }, lists: PostcodeLists) => {
      return { lists, selection: settleSelection(lists, context.preferred), problem: undefined, error: undefined };
    }),
    markZipcodeUnknown: assign({ lists: EMPTY_LISTS, selection: NO_SELECTION, problem: 'zipcodeUnknown' as const }),
    storeLookupError: assign(({ event }) => ({ problem: 'lookupFailed' as const, error: toApiError(errorOf(event)) })),
    storeLookupTimeout: assign({ problem: 'lookupFailed' as const, error: { message: 'timeout', status: 0, code: 'timeout' } }),
    selectProvince: assign(({ context, event }) =>
      event.type === 'ADDRESS.PROVINCE_SELECTED' ? { selection: chooseLevel(context.lists, context.selection, 'province', event.code) } : {}),
    selectDistrict: assign(({ context, event }) =>
      event.type === 'ADDRESS.DISTRICT_SELECTED' ? { selection: chooseLevel(context.lists, context.selection, 'district', event.code) } : {}),
    selectSubdistrict: assign(({ context, event }) =>
      event.type === 'ADDRESS.SUBDISTRICT_SELECTED' ? { selection: chooseLevel(context.lists, context.selection, 'subdistrict', event.code) } : {}),
    clearProblem: assign({ problem: undefined, error: undefined }),
    storePosition: assign({ position: (_, position: GeoPosition) => position }),
    storeLocated: assign((_, found: LocatedAddress) => {
      return {
        zipcode: sanitizeZipcode(found.zipcode),
        preferred: { provinceCode: found.provinceCode, districtCode: found.districtCode, subDistrictCode: found.subDistrictCode },
        locatedAddress: found.address || undefined,
        lists: EMPTY_LISTS,
        selection: NO_SELECTION,
      };
    }),
    markLocationDenied: assign({ problem: 'locationDenied' as const, error: undefined }),
    markLocationFailed: assign(({ event }) => ({ problem: 'locationFailed' as const, error: toApiError(errorOf(event)) })),
    markLocationTimeout: assign({ problem: 'locationFailed' as const, error: { message: 'timeout', status: 0, code: 'timeout' } }),
    startBrowsing: assign({
      zipcode: '', lists: EMPTY_LISTS, selection: NO_SELECTION, preferred: {}, locatedAddress: undefined, problem: undefined, error: undefined,
    }),
    storeProvinces: assign((_, provinces: LocationOption[]) => ({ lists: { ...EMPTY_LISTS, provinces }, selection: NO_SELECTION })),
    chooseBrowsedProvince: assign(({ context, event }) =>
      event.type === 'ADDRESS.PROVINCE_SELECTED'
        ? { lists: { ...context.lists, districts: [], subdistricts: [] }, selection: { ...NO_SELECTION, provinceCode: event.code }, problem: undefined, error: undefined }
        : {}),
    storeDistricts: assign(({ context }, districts: DistrictOption[]) => ({ lists: { ...context.lists, districts, subdistricts: [] } })),
    chooseBrowsedDistrict: assign(({ context, event }) =>
      event.type === 'ADDRESS.DISTRICT_SELECTED'
        ? { lists: { ...context.lists, subdistricts: [] }, selection: { ...context.selection, districtCode: event.code, subDistrictCode: '' }, problem: undefined, error: undefined }
        : {}),
    storeSubdistricts: assign(({ context }, subdistricts: SubDistrictOption[]) => ({ lists: { ...context.lists, subdistricts } })),
    // The chosen sub-district's zipcode is looked up next; the choice is the preference that lookup keeps.
    useBrowsedSubdistrict: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.SUBDISTRICT_SELECTED') return {};
      const chosen = context.lists.subdistricts.find((o) => o.code === event.code);
      const selection = { ...context.selection, subDistrictCode: event.code };
      return { zipcode: sanitizeZipcode(chosen?.zipcode ?? ''), selection, preferred: selection };
    }),
    storeListError: assign(({ event }) => ({ problem: 'listFailed' as const, error: toApiError(errorOf(event)) })),
    storeListTimeout: assign({ problem: 'listFailed' as const, error: { message: 'timeout', status: 0, code: 'timeout' } }),
    notifyChanged: enqueueActions(({ context, enqueue }) => {
      const notice = { type: 'ADDRESS.CHANGED' as const, value: locationValue(context.zipcode, context.lists, context.selection, context.locatedAddress) };
      enqueue.emit(notice);
      // Forms invoke the block and keep its value; a block spawned on its own has no parent.
      if (context.reportsToParent) enqueue.sendParent(notice);
    }),
  },
}).createMachine({
  id: 'addressBlock',
  context: initialContext,
  initial: 'checking',
  on: {
    'ADDRESS.ZIPCODE_CHANGED': { guard: 'isZipcodeEdit', target: '.checking', actions: ['storeZipcode', 'notifyChanged'] },
  },
  states: {
    checking: {
      always: [{ guard: 'hasCompleteZipcode', target: 'lookingUp' }, { target: 'idle' }],
    },
    idle: {
      description: 'Waiting for a 5-digit zipcode; the province, district and sub-district lists are empty.',
      on: { 'ADDRESS.LOCATE': { target: 'locating' }, 'ADDRESS.BROWSE': { target: 'browsing' } },
    },
    lookingUp: {
      description: 'Looking up the zipcode; a slow answer shows a notice, a very slow one is given up.',
      tags: ['loading'],
      invoke: {
        id: 'lookupPostcode',
        src: 'lookupPostcode',
        input: lookupInput,
        onDone: [
          { guard: { type: 'isEmptyLookup', params: ({ event }) => event.output }, target: 'zipcodeUnknown', actions: ['markZipcodeUnknown', 'notifyChanged'] },
          { target: 'ready', actions: [{ type: 'storeLists', params: ({ event }) => event.output }, 'notifyChanged'] },
        ],
        onError: { target: 'lookupFailed', actions: 'storeLookupError' },
      },
      initial: 'waiting',
      states: {
        waiting: { after: { lookupSlow: 'slow' } },
        slow: { description: 'The lookup is taking long: "still looking up…".', tags: ['slow'] },
      },
      after: { lookupTimeout: { target: 'lookupFailed', actions: 'storeLookupTimeout' } },
    },
    ready: {
      description: 'Lists offered, first match preselected; a higher level refilters the lower ones.',
      tags: ['choosable'],
      on: {
        'ADDRESS.BROWSE': { target: 'browsing' },
        'ADDRESS.PROVINCE_SELECTED': { guard: 'isOfferedProvince', actions: ['selectProvince', 'notifyChanged'] },
        'ADDRESS.DISTRICT_SELECTED': { guard: 'isOfferedDistrict', actions: ['selectDistrict', 'notifyChanged'] },
        'ADDRESS.SUBDISTRICT_SELECTED': { guard: 'isOfferedSubdistrict', actions: ['selectSubdistrict', 'notifyChanged'] },
        'ADDRESS.LOCATE': { target: 'locating' },
      },
    },
    zipcodeUnknown: {
      description: 'No province uses this zipcode: the zipcode-invalid message shows.',
      on: { 'ADDRESS.LOCATE': { target: 'locating' }, 'ADDRESS.BROWSE': { target: 'browsing' } },
    },
    lookupFailed: {
      description: 'The lookup failed or timed out: a translated message and Try again.',
      on: {
        'ADDRESS.RETRY': { target: 'lookingUp', actions: 'clearProblem' },
        'ADDRESS.LOCATE': { target: 'locating', actions: 'clearProblem' },
        'ADDRESS.BROWSE': { target: 'browsing' },
      },
    },
    browsing: {
      description: 'No zipcode known: choose the province, then the district, then the sub-district, each list loaded on the choice above.',
      entry: ['startBrowsing', 'notifyChanged'],
      initial: 'loadingProvinces',
      on: {
        'ADDRESS.PROVINCE_SELECTED': { guard: 'isOfferedProvince', target: '.loadingDistricts', actions: ['chooseBrowsedProvince', 'notifyChanged'] },
        'ADDRESS.DISTRICT_SELECTED': { guard: 'isOfferedDistrict', target: '.loadingSubdistricts', actions: ['chooseBrowsedDistrict', 'notifyChanged'] },
        'ADDRESS.SUBDISTRICT_SELECTED': { guard: 'isOfferedSubdistrict', target: 'lookingUp', actions: ['useBrowsedSubdistrict', 'notifyChanged'] },
        'ADDRESS.LOCATE': { target: 'locating' },
      },
      states: {
        loadingProvinces: {
          tags: ['loading'],
          invoke: { id: 'loadProvinces', src: 'loadProvinces', onDone: { target: 'choosingProvince', actions: { type: 'storeProvinces', params: ({ event }) => event.output } }, onError: { target: 'provincesFailed', actions: 'storeListError' } },
          after: { lookupTimeout: { target: 'provincesFailed', actions: 'storeListTimeout' } },
          initial: 'waiting',
          states: { waiting: { after: { lookupSlow: 'slow' } }, slow: { tags: ['slow'] } },
        },
        provincesFailed: {
          description: 'The province list could not be loaded: a translated message and Try again; the zipcode can still be typed.',
          on: { 'ADDRESS.RETRY': { target: 'loadingProvinces', actions: 'clearProblem' } },
        },
        choosingProvince: { description: 'Every province offered, none chosen yet.', tags: ['choosable'] },
        loadingDistricts: {
          tags: ['loading', 'choosable'],
          invoke: {
            id: 'loadDistricts', src: 'loadDistricts', input: provinceInput,
            onDone: { target: 'choosingDistrict', actions: { type: 'storeDistricts', params: ({ event }) => event.output } }, onError: { target: 'districtsFailed', actions: 'storeListError' },
          },
          after: { lookupTimeout: { target: 'districtsFailed', actions: 'storeListTimeout' } },
          initial: 'waiting',
          states: { waiting: { after: { lookupSlow: 'slow' } }, slow: { tags: ['slow'] } },
        },
        districtsFailed: {
          description: 'The districts of the chosen province could not be loaded: message and Try again; the province stays chosen.',
          tags: ['choosable'],
          on: { 'ADDRESS.RETRY': { target: 'loadingDistricts', actions: 'clearProblem' } },
        },
        choosingDistrict: { description: 'The districts of the chosen province offered.', tags: ['choosable'] },
        loadingSubdistricts: {
          tags: ['loading', 'choosable'],
          invoke: {
            id: 'loadSubdistricts', src: 'loadSubdistricts', input: districtInput,
            onDone: { target: 'choosingSubdistrict', actions: { type: 'storeSubdistricts', params: ({ event }) => event.output } }, onError: { target: 'subdistrictsFailed', actions: 'storeListError' },
          },
          after: { lookupTimeout: { target: 'subdistrictsFailed', actions: 'storeListTimeout' } },
          initial: 'waiting',
          states: { waiting: { after: { lookupSlow: 'slow' } }, slow: { tags: ['slow'] } },
        },
        subdistrictsFailed: {
          description: 'The sub-districts of the chosen district could not be loaded: message and Try again; both choices stay.',
          tags: ['choosable'],
          on: { 'ADDRESS.RETRY': { target: 'loadingSubdistricts', actions: 'clearProblem' } },
        },
        choosingSubdistrict: { description: 'The sub-districts of the chosen district offered; choosing one fills the zipcode.', tags: ['choosable'] },
      },
    },
    locating: {
      description: '"Use my location": asks the position (permission prompt), then the address of that position.',
      tags: ['loading', 'locating'],
      entry: 'clearProblem',
      initial: 'askingPosition',
      states: {
        askingPosition: {
          invoke: {
            id: 'getPosition',
            src: 'getPosition',
            onDone: { target: 'fetchingAddress', actions: { type: 'storePosition', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isPermissionDenied', target: '#addressBlock.locationDenied', actions: 'markLocationDenied' },
              { target: '#addressBlock.locationFailed', actions: 'markLocationFailed' },
            ],
          },
        },
        fetchingAddress: {
          invoke: {
            id: 'locateAddress',
            src: 'locateAddress',
            input: positionInput,
            onDone: [
              { guard: { type: 'hasLocatedZipcode', params: ({ event }) => event.output }, target: '#addressBlock.lookingUp', actions: { type: 'storeLocated', params: ({ event }) => event.output } },
              { target: '#addressBlock.locationFailed', actions: 'markLocationFailed' },
            ],
            onError: { target: '#addressBlock.locationFailed', actions: 'markLocationFailed' },
          },
          after: { lookupTimeout: { target: '#addressBlock.locationFailed', actions: 'markLocationTimeout' } },
        },
      },
    },
    locationDenied: {
      description: 'The location permission was refused: say how to allow it; the zipcode can still be typed.',
      on: { 'ADDRESS.LOCATE': { target: 'locating' }, 'ADDRESS.BROWSE': { target: 'browsing' } },
    },
    locationFailed: {
      description: 'No location could be found: a message, and the zipcode can still be typed.',
      on: { 'ADDRESS.LOCATE': { target: 'locating' }, 'ADDRESS.BROWSE': { target: 'browsing' } },
    },
  },
});

function pick(context: AddressBlockContext): Partial<AddressBlockContext['selection']> {
  const { provinceCode, districtCode, subDistrictCode } = context.selection;
  return Object.fromEntries(Object.entries({ provinceCode, districtCode, subDistrictCode }).filter(([, v]) => v !== '')) as Partial<AddressBlockContext['selection']>;
}
