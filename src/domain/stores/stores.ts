/**
 * Branches for /findstore (spec section 1: find stores and nearby branches; section 9: distance in km).
 * Mapped from the platform's places by src/api/adapters/store.ts. Pure rules: distance,
 * ordering, grouping by province, name search, tap-to-call and directions addresses.
 */
export interface Branch {
  id: string;
  name: string;
  address: string;
  phone?: string;
  latitude: number;
  longitude: number;
  /** Opening hours as the API gives them (for example 07:00-21:00). */
  openHours?: string;
  provinceCode?: string;
  provinceName?: string;
  /** Kilometres from the member, when their position is known. */
  distanceKm?: number;
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km, one decimal. */
export function distanceKm(a: Position, b: Position): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(6371 * 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h)) * 10) / 10;
}

/** Nearest first; branches without a distance last, by name. */
export function nearestFirst(branches: Branch[], from?: Position): Branch[] {
  const withDistance = from ? branches.map((b) => ({ ...b, distanceKm: b.distanceKm ?? distanceKm(from, b) })) : branches;
  return [...withDistance].sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name));
}

export interface ProvinceGroup {
  code: string;
  name: string;
  branches: Branch[];
}

/** Branches grouped by province, provinces in the order of `locale` names, branches by name. */
export function byProvince(branches: Branch[], locale: 'th' | 'en'): ProvinceGroup[] {
  const groups = new Map<string, ProvinceGroup>();
  for (const b of branches) {
    const code = b.provinceCode ?? '';
    const group = groups.get(code) ?? { code, name: b.provinceName ?? '', branches: [] };
    group.branches.push(b);
    groups.set(code, group);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, branches: [...g.branches].sort((a, b) => a.name.localeCompare(b.name, locale)) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** tel: address of a Thai phone number (digits only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Directions to the branch in the device's map app (a universal maps address every platform opens). */
export function directionsHref(branch: Position): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${branch.latitude},${branch.longitude}`;
}

/** The phone shown with dashes: 02-123-4567 for Bangkok numbers, 053-123-456 and 081-234-5678 otherwise. */
export function showPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length === 9 && d.startsWith('02')) return `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`;
  if (d.length === 9) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return phone;
}
