/**
 * The one place the platform's places (GET /place: lower/snake case keys with location {latitude,
 * longitude}, platform-api.md §4) become the app's branches (src/domain/stores/stores.ts), and the one place
 * the find-store searches become the platform's query: agencyId, center="lat,lng" with distance for the
 * nearby search, q for a text, device_locale. Used by the live actors of /findstore and the receipt form.
 */
import type { ModulesOperations, ModulesSchema } from '@/api/types';
import type { Branch, Position } from '@/domain/stores/stores';
import type { LocaleCode } from '@/i18n/locale';

export type WireStore = ModulesSchema<'Store'>;
export type PlaceQuery = NonNullable<ModulesOperations['getStores']['parameters']['query']>;

export function branchFromWire(s: WireStore): Branch {
  const branch: Branch = {
    id: String(s.id),
    name: s.name,
    address: s.address ?? '',
    latitude: s.location.latitude,
    longitude: s.location.longitude,
  };
  if (s.contact_number) branch.phone = s.contact_number;
  if (s.working_day) branch.openHours = s.working_day;
  if (s.province_code) branch.provinceCode = s.province_code;
  if (s.province_name) branch.provinceName = s.province_name;
  if (typeof s.distance === 'number') branch.distanceKm = s.distance;
  return branch;
}

/** What the find-store page asks for: every branch, those near a point, or those matching a text. */
export interface PlaceSearch {
  agencyId: string;
  locale?: LocaleCode;
  top: number;
  /** Around this point, within `distanceKm`. */
  near?: { position: Position; distanceKm: number };
  /** Part of the name or address. */
  text?: string;
}

/** The platform's query of a search: center is "latitude,longitude". */
export function placeQuery(search: PlaceSearch): PlaceQuery {
  return {
    agencyId: search.agencyId,
    ...(search.near ? { center: `${search.near.position.latitude},${search.near.position.longitude}`, distance: search.near.distanceKm } : {}),
    ...(search.text ? { q: search.text } : {}),
    ...(search.locale ? { device_locale: search.locale } : {}),
    top: search.top,
  };
}
