/**
 * The Thai address block's rules (spec sections 3 "Location lists", 5 "Zipcode" and "Province, district,
 * subdistrict"): a 5-digit zipcode, the lists a postcode lookup answers, the first match preselected at
 * every level, and refiltering of the lower levels when a higher one changes (a still-valid earlier
 * choice is kept). Pure functions; the addressBlock chart calls them. The block's checks are arktype
 * schemas in src/domain/validation/addressRules.ts.
 */
import type { FieldError } from '@/domain/validation/fieldError';

/** Spec section 9: a zipcode is exactly 5 digits. */
export const ZIPCODE_LENGTH = 5;

export interface LocationOption {
  code: string;
  nameTh: string;
  nameEn: string;
}
export interface DistrictOption extends LocationOption {
  provinceCode: string;
}
export interface SubDistrictOption extends LocationOption {
  provinceCode: string;
  districtCode: string;
  zipcode: string;
}

/** What GET /main/postcode answers, in client names. */
export interface PostcodeLists {
  provinces: LocationOption[];
  districts: DistrictOption[];
  subdistricts: SubDistrictOption[];
}

export const EMPTY_LISTS: PostcodeLists = { provinces: [], districts: [], subdistricts: [] };

/**
 * Spec section 7: the postcode answer is de-duplicated by English name. The platform answers one row per
 * sub-district, so a province or district comes back once per row of it; the first of each English name
 * (case and spaces ignored) within its parent stays, so two provinces' districts of the same name both stay.
 */
export function uniqueByEnglishName(lists: PostcodeLists): PostcodeLists {
  return {
    provinces: firstOfEach(lists.provinces, (p) => nameKey(p)),
    districts: firstOfEach(lists.districts, (d) => `${d.provinceCode}|${nameKey(d)}`),
    subdistricts: firstOfEach(lists.subdistricts, (s) => `${s.provinceCode}|${s.districtCode}|${nameKey(s)}`),
  };
}

function nameKey(option: LocationOption): string {
  return (option.nameEn.trim() || option.nameTh.trim()).replace(/\s+/g, ' ').toLowerCase();
}

function firstOfEach<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The chosen codes; '' when nothing is chosen at that level. */
export interface LocationSelection {
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
}

export const NO_SELECTION: LocationSelection = { provinceCode: '', districtCode: '', subDistrictCode: '' };

/** The address-block output of spec section 3 (what a form stores and sends). */
export interface LocationValue extends LocationSelection {
  zipcode: string;
  provinceName: string;
  provinceNameEn: string;
  districtName: string;
  districtNameEn: string;
  subDistrictName: string;
  subDistrictNameEn: string;
  /** Street address of the current location, when 'Use my location' found one. */
  address?: string;
}

export const EMPTY_LOCATION: LocationValue = {
  zipcode: '',
  ...NO_SELECTION,
  provinceName: '',
  provinceNameEn: '',
  districtName: '',
  districtNameEn: '',
  subDistrictName: '',
  subDistrictNameEn: '',
};

/** Digits only, at most 5 (what the zipcode input keeps of what was typed or pasted). */
export function sanitizeZipcode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ZIPCODE_LENGTH);
}

/** Exactly 5 digits. */
export const ZIPCODE = /^\d{5}$/;

export function isCompleteZipcode(value: string): boolean {
  return ZIPCODE.test(value);
}

/** Districts of a province. */
export function districtsOf(lists: PostcodeLists, provinceCode: string): DistrictOption[] {
  return lists.districts.filter((d) => d.provinceCode === provinceCode);
}

/** Sub-districts of a district (and its province). */
export function subdistrictsOf(lists: PostcodeLists, provinceCode: string, districtCode: string): SubDistrictOption[] {
  return lists.subdistricts.filter((s) => s.provinceCode === provinceCode && s.districtCode === districtCode);
}

function keepOrFirst<T extends { code: string }>(options: T[], preferred: string): string {
  if (preferred && options.some((o) => o.code === preferred)) return preferred;
  return options[0]?.code ?? '';
}

/**
 * Settles a selection against the lists: each level keeps the preferred code while it is still offered
 * under the level above, otherwise takes the first match (spec section 5). Used after a lookup (with the
 * previous or saved choice as preference) and after any level changes.
 */
export function settleSelection(lists: PostcodeLists, preferred: Partial<LocationSelection>): LocationSelection {
  const provinceCode = keepOrFirst(lists.provinces, preferred.provinceCode ?? '');
  const districtCode = keepOrFirst(districtsOf(lists, provinceCode), preferred.districtCode ?? '');
  const subDistrictCode = keepOrFirst(subdistrictsOf(lists, provinceCode, districtCode), preferred.subDistrictCode ?? '');
  return { provinceCode, districtCode, subDistrictCode };
}

/** A level changed: the levels below are refiltered, keeping a still-valid choice. */
export function chooseLevel(
  lists: PostcodeLists,
  current: LocationSelection,
  level: 'province' | 'district' | 'subdistrict',
  code: string,
): LocationSelection {
  if (level === 'province') return settleSelection(lists, { ...current, provinceCode: code });
  if (level === 'district') return settleSelection(lists, { ...current, districtCode: code });
  return settleSelection(lists, { ...current, subDistrictCode: code });
}

/** True when `code` is offered at `level` under the current higher-level choice. */
export function isOffered(lists: PostcodeLists, current: LocationSelection, level: 'province' | 'district' | 'subdistrict', code: string): boolean {
  if (level === 'province') return lists.provinces.some((p) => p.code === code);
  if (level === 'district') return districtsOf(lists, current.provinceCode).some((d) => d.code === code);
  return subdistrictsOf(lists, current.provinceCode, current.districtCode).some((s) => s.code === code);
}

/** The block's output for a zipcode and selection (names in both languages). */
export function locationValue(zipcode: string, lists: PostcodeLists, selection: LocationSelection, address?: string): LocationValue {
  const p = lists.provinces.find((o) => o.code === selection.provinceCode);
  const d = lists.districts.find((o) => o.code === selection.districtCode && o.provinceCode === selection.provinceCode);
  const s = lists.subdistricts.find((o) => o.code === selection.subDistrictCode && o.districtCode === selection.districtCode);
  return {
    zipcode,
    provinceCode: p?.code ?? '',
    provinceName: p?.nameTh ?? '',
    provinceNameEn: p?.nameEn ?? '',
    districtCode: d?.code ?? '',
    districtName: d?.nameTh ?? '',
    districtNameEn: d?.nameEn ?? '',
    subDistrictCode: s?.code ?? '',
    subDistrictName: s?.nameTh ?? '',
    subDistrictNameEn: s?.nameEn ?? '',
    ...(address ? { address } : {}),
  };
}

/** The name to show: English names in English (locale 1033), Thai otherwise. */
export function localName(option: { nameTh: string; nameEn: string }, locale: 'th' | 'en'): string {
  return locale === 'en' && option.nameEn ? option.nameEn : option.nameTh;
}

export type LocationErrors = Partial<Record<'zipcode' | 'province' | 'district' | 'subdistrict', NonNullable<FieldError>>>;

/** The one-line address of a record: address, sub-district, district, province, zipcode (spec section 2). */
export function addressLine(parts: { address?: string; subDistrictName?: string; districtName?: string; provinceName?: string; zipcode?: string }): string {
  return [parts.address, parts.subDistrictName, parts.districtName, parts.provinceName, parts.zipcode]
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(' ');
}
