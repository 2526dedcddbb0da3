import { defineFlow } from '../flow';
import { findStoreMachine } from './findStore.machine';

const branch = (id: string, name: string, distanceKm?: number) => ({
  id,
  name,
  address: '254 Siam Square Soi 3, Bangkok 10330',
  latitude: 13.7449,
  longitude: 100.5332,
  provinceCode: '10',
  provinceName: 'Bangkok',
  ...(distanceKm === undefined ? {} : { distanceKm }),
});

export const findStoreFlow = defineFlow({
  id: 'findStore',
  title: 'Find a store',
  purpose: 'Branches near the member (nearest first, km) with location permission; by province with a note when it is denied, unavailable or times out; search by name.',
  machine: findStoreMachine,
  screen: true,
  input: { geolocationSupported: true },
  inputs: { noGeolocation: { geolocationSupported: false } },
  events: {
    'xstate.done.actor.locate': [{ output: { latitude: 13.7449, longitude: 100.5332 } }],
    'xstate.error.actor.locate': [{ error: { reason: 'denied', message: 'Location denied' } }, { error: { reason: 'unavailable', message: 'Location unavailable' } }],
    'xstate.done.actor.loadNearby': [{ output: [branch('201', 'Saengchan Café Siam Square', 0.1)] }],
    'xstate.error.actor.loadNearby': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.loadBranches': [{ output: [branch('201', 'Saengchan Café Siam Square')] }],
    'xstate.error.actor.loadBranches': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.searchBranches': [{ output: [branch('203', 'Saengchan Café Nimman')] }],
    'xstate.error.actor.searchBranches': [{ error: { message: 'Service unavailable', status: 503 } }],
    'FIND.PROVINCE_CHOSEN': [{ province: '10' }],
    'FIND.SEARCH': [{ query: 'Nimman' }, { query: ' ' }],
    'FIND.SEARCH_CLEARED': [{}],
    'FIND.LOCATE_AGAIN': [{}],
    'FIND.RETRY': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      position: snapshot.context.position !== undefined,
      reason: snapshot.context.reason ?? null,
      query: snapshot.context.query !== '',
      province: snapshot.context.province ?? null,
    }),
  limit: 800,
});
