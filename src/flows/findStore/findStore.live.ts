/**
 * Real actors of /findstore: the device's position (navigator.geolocation; the chart owns the timeout,
 * so the browser's own is not used) and the platform's one place search GET /place (agencyId; with
 * center="lat,lng" and distance in km for the nearby branches, q for the search), in the session's language.
 * The query and the answer go through src/api/adapters/store.ts.
 */
import { fromPromise } from 'xstate';
import { findStoreMachine } from '@machines/findStore/findStore.machine';
import { LocateError } from '@machines/findStore/findStore.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { LocaleCode } from '@/i18n/locale';
import { nearestFirst, type Branch, type Position } from '@/domain/stores/stores';
import { branchFromWire, placeQuery, type PlaceSearch } from '@/api/adapters/store';
import type { RuntimeSettings } from '@machines/session/settings.types';

/** Radius of the nearby search, km. */
export const NEARBY_RADIUS_KM = 50;
/** Most branches one list shows. */
const TOP = 100;

export interface FindStoreServices {
  clients: Pick<ApiClients, 'modules'>;
  session: { getSnapshot(): { context: { locale: LocaleCode } } };
  /** The brand's agency id, which the platform's place search requires. */
  settings: Pick<RuntimeSettings, 'agencyId'>;
}

export interface FindStoreOptions {
  /** @default navigator.geolocation */
  geolocation?: Geolocation;
}

/** Wraps getCurrentPosition; permission denied, unavailable and the browser's own timeout become LocateError. */
export function currentPosition(geolocation: Geolocation): Promise<Position> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new LocateError(e.code === 1 ? 'denied' : e.code === 3 ? 'timeout' : 'unavailable')),
      { enableHighAccuracy: false, maximumAge: 5 * 60_000 },
    );
  });
}

export function createFindStoreLogic(services: FindStoreServices, options: FindStoreOptions = {}) {
  const modules = services.clients.modules;
  const locale = () => services.session.getSnapshot().context.locale;
  const locate = fromPromise<Position, void>(async () => {
    const geolocation = options.geolocation ?? globalThis.navigator?.geolocation;
    if (!geolocation) throw new LocateError('unavailable');
    return currentPosition(geolocation);
  });
  const places = async (search: Omit<PlaceSearch, 'agencyId' | 'locale' | 'top'>, signal: AbortSignal) => {
    const query = placeQuery({ ...search, agencyId: services.settings.agencyId, locale: locale(), top: TOP });
    return unwrap(await modules.GET('/place', { params: { query }, signal })).map(branchFromWire);
  };
  const loadNearby = fromPromise<Branch[], Position>(async ({ input, signal }) =>
    nearestFirst(await places({ near: { position: input, distanceKm: NEARBY_RADIUS_KM } }, signal), input),
  );
  const loadBranches = fromPromise<Branch[], void>(async ({ signal }) => places({}, signal));
  const searchBranches = fromPromise<Branch[], { query: string; position?: Position }>(async ({ input, signal }) => {
    const branches = await places({ text: input.query }, signal);
    return input.position ? nearestFirst(branches, input.position) : branches;
  });
  return findStoreMachine.provide({ actors: { locate, loadNearby, loadBranches, searchBranches } });
}
