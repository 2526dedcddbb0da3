/**
 * Postcode and location-list lookups (GET /main/postcode, /main/province, /main/district, /main/subdistrict) from the real Thai
 * geography dataset `thai-address-universal` (ISC), Thai and English names with official geocodes.
 * The package and its data chunks are loaded on the first lookup only, so the browser sandbox
 * starts fast. Results are de-duplicated by English name as spec section 7 says.
 */
import type * as ThaiAddressModule from 'thai-address-universal';
import { districtNameEn, subDistrictNameEn } from './geographyNames';

export interface GeoProvince {
  code: string;
  nameTh: string;
  nameEn: string;
}
export interface GeoDistrict extends GeoProvince {
  provinceCode: string;
}
export interface GeoSubDistrict extends GeoProvince {
  provinceCode: string;
  districtCode: string;
  zipcode: string;
}
export interface PostcodeLookup {
  provinces: GeoProvince[];
  districts: GeoDistrict[];
  subdistricts: GeoSubDistrict[];
}

type ThaiAddress = typeof ThaiAddressModule;
let lib: Promise<ThaiAddress> | undefined;

function load(): Promise<ThaiAddress> {
  lib ??= import('thai-address-universal').then(async (m) => {
    await m.setGeoMode(true);
    return m;
  });
  return lib;
}

function uniqueByEnglishName<T extends { nameEn: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.nameEn.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every province, sorted by Thai name. */
export async function provinces(): Promise<GeoProvince[]> {
  const m = await load();
  const all = await m.getProvinces();
  return uniqueByEnglishName(all.map((p) => ({ code: p.code, nameTh: p.nameTh, nameEn: p.nameEn }))).sort((a, b) =>
    a.nameTh.localeCompare(b.nameTh, 'th'),
  );
}

/** Provinces, districts and sub-districts that use `zip`; empty lists for an unknown zipcode. */
export async function lookupPostcode(zip: string): Promise<PostcodeLookup> {
  if (!/^\d{5}$/.test(zip)) return { provinces: [], districts: [], subdistricts: [] };
  const m = await load();
  const rows = (await m.searchAddressByPostalCode(zip)).filter((r) => r.postal_code === zip);
  // English names come from the dataset's directory (province → districts → sub-districts), matched by
  // code and Thai name: its geocode index misses many sub-districts (old codes shared by two units), so a
  // lookup by code answered the Thai name in English. Names the dataset garbles are corrected.
  const provinceEn = new Map((await m.getProvinces()).map((p) => [p.code, p.nameEn]));
  const districtsOf = new Map<string, Map<string, string>>();
  const subdistrictsOf = new Map<string, Map<string, string>>();
  const districtEn = async (provinceCode: string, code: string, nameTh: string): Promise<string> => {
    if (!districtsOf.has(provinceCode)) districtsOf.set(provinceCode, new Map((await m.getDistricts(provinceCode)).map((d) => [d.code, d.nameEn])));
    return districtNameEn(nameTh, districtsOf.get(provinceCode)!.get(code) ?? '');
  };
  const subDistrictEn = async (districtCode: string, nameTh: string): Promise<string> => {
    if (!subdistrictsOf.has(districtCode)) subdistrictsOf.set(districtCode, new Map((await m.getSubDistricts(districtCode)).map((d) => [d.nameTh, d.nameEn])));
    return subDistrictNameEn(nameTh, subdistrictsOf.get(districtCode)!.get(nameTh) ?? '');
  };
  const provincesOut: GeoProvince[] = [];
  const districts: GeoDistrict[] = [];
  const subdistricts: GeoSubDistrict[] = [];
  for (const r of rows) {
    const provinceCode = r.province_code ?? '';
    const districtCode = r.district_code ?? '';
    const subCode = r.sub_district_code || `${districtCode}${String(subdistricts.length + 1).padStart(2, '0')}`;
    provincesOut.push({ code: provinceCode, nameTh: r.province, nameEn: provinceEn.get(provinceCode) || r.province });
    districts.push({ code: districtCode, nameTh: r.district, nameEn: (await districtEn(provinceCode, districtCode, r.district)) || r.district, provinceCode });
    const subEn = (await subDistrictEn(districtCode, r.sub_district)) || r.sub_district;
    subdistricts.push({ code: subCode, nameTh: r.sub_district, nameEn: subEn, provinceCode, districtCode, zipcode: zip });
  }
  return {
    provinces: uniqueByEnglishName(provincesOut),
    districts: uniqueByEnglishName(districts),
    subdistricts: uniqueByEnglishName(subdistricts),
  };
}

/** Districts of a province, sorted by Thai name; empty for an unknown province. */
export async function districtsOfProvince(provinceCode: string): Promise<GeoDistrict[]> {
  if (!/^\d{2}$/.test(provinceCode)) return [];
  const m = await load();
  const all = await m.getDistricts(provinceCode);
  return uniqueByEnglishName(all.map((d) => ({ code: d.code, nameTh: d.nameTh, nameEn: districtNameEn(d.nameTh, d.nameEn), provinceCode }))).sort((a, b) =>
    a.nameTh.localeCompare(b.nameTh, 'th'),
  );
}

/**
 * Sub-districts of a district with their zipcodes, in the codes and names GET /main/postcode answers for
 * those zipcodes (the dataset's directory numbers some sub-districts differently from its postcode index),
 * so a sub-district chosen here is the one the postcode lookup then preselects.
 */
export async function subdistrictsOfDistrict(districtCode: string): Promise<GeoSubDistrict[]> {
  if (!/^\d{4}$/.test(districtCode)) return [];
  const m = await load();
  const zipcodes = [...new Set((await m.getSubDistricts(districtCode)).map((s) => s.postalCode ?? '').filter((z) => /^\d{5}$/.test(z)))];
  const found: GeoSubDistrict[] = [];
  for (const zip of zipcodes) found.push(...(await lookupPostcode(zip)).subdistricts.filter((s) => s.districtCode === districtCode));
  return uniqueByEnglishName(found).sort((a, b) => a.nameTh.localeCompare(b.nameTh, 'th'));
}
