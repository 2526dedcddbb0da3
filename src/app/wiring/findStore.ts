/**
 * Real actors of /findstore: the device's position (navigator.geolocation; the chart owns the timeout,
 * so the browser's own is not used), GET /place/nearby (nearest first, km), GET /place (every branch)
 * and GET /place?keyword= for the search, in the session's language.
 */
import { fromPromise } from 'xstate';
import { findStoreMachine } from '@machines/findStore/findStore.machine';
import { LocateError } from '@machines/findStore/findStore.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { LocaleCode } from '@/i18n/locale';
import { branchFromApi, nearestFirst, type Branch, type Position } from '@/domain/stores/stores';

/** Radius of the nearby search, km. */
export const NEARBY_RADIUS_KM = 50;
/** Most branches one list shows. */
const TOP = 100;

export interface FindStoreServices {
  clients: Pick<ApiClients, 'modules'>;
  session: { getSnapshot(): { context: { locale: LocaleCode } } };
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
  const loadNearby = fromPromise<Branch[], Position>(async ({ input, signal }) => {
    const query = { latitude: input.latitude, longitude: input.longitude, distance: NEARBY_RADIUS_KM, locale: locale() };
    const body = unwrap(await modules.GET('/place/nearby', { params: { query }, signal }));
    return nearestFirst((body.data ?? []).map(branchFromApi), input);
  });
  const loadBranches = fromPromise<Branch[], void>(async ({ signal }) => {
    const body = unwrap(await modules.GET('/place', { params: { query: { top: TOP, locale: locale() } }, signal }));
    return (body.data ?? []).map(branchFromApi);
  });
  const searchBranches = fromPromise<Branch[], { query: string; position?: Position }>(async ({ input, signal }) => {
    const body = unwrap(await modules.GET('/place', { params: { query: { keyword: input.query, top: TOP, locale: locale() } }, signal }));
    const branches = (body.data ?? []).map(branchFromApi);
    return input.position ? nearestFirst(branches, input.position) : branches;
  });
  return findStoreMachine.provide({ actors: { locate, loadNearby, loadBranches, searchBranches } });
}
