/**
 * The one place the location lists of the wire (GET /main/postcode, /main/province, /main/district,
 * /main/subdistrict: snake_case, name_th/name_en) become the address block's options. Used by the block's
 * live actors (src/flows/addressBlock/addressBlock.live.ts).
 */
import type { ModulesSchema } from '@/api/types';
import {
  uniqueByEnglishName, type DistrictOption, type LocationOption, type PostcodeLists, type SubDistrictOption,
} from '@/domain/address/location';

export type WireProvince = ModulesSchema<'Province'>;
export type WireDistrict = ModulesSchema<'District'>;
export type WireSubdistrict = ModulesSchema<'Subdistrict'>;
export type WirePostcodeLookup = ModulesSchema<'PostcodeLookup'>;

function provinceFromWire(p: WireProvince): LocationOption {
  return { code: p.code, nameTh: p.name_th, nameEn: p.name_en };
}

function districtFromWire(d: WireDistrict): DistrictOption {
  return { code: d.code, nameTh: d.name_th, nameEn: d.name_en, provinceCode: d.province_code };
}

function subdistrictFromWire(s: WireSubdistrict): SubDistrictOption {
  return { code: s.code, nameTh: s.name_th, nameEn: s.name_en, provinceCode: s.province_code, districtCode: s.district_code, zipcode: s.zip_code };
}

/** The postcode answer as the block's lists, de-duplicated by English name (spec section 7); none for no data. */
export function postcodeListsFromWire(data: Partial<WirePostcodeLookup> | null | undefined): PostcodeLists {
  return uniqueByEnglishName({
    provinces: (data?.provinces ?? []).map(provinceFromWire),
    districts: (data?.districts ?? []).map(districtFromWire),
    subdistricts: (data?.subdistricts ?? []).map(subdistrictFromWire),
  });
}

/** A province list (GET /main/province) without repeated English names. */
export function provincesFromWire(data: readonly WireProvince[] | null | undefined): LocationOption[] {
  return uniqueByEnglishName({ provinces: (data ?? []).map(provinceFromWire), districts: [], subdistricts: [] }).provinces;
}

/** A district list (GET /main/district) without repeated English names. */
export function districtsFromWire(data: readonly WireDistrict[] | null | undefined): DistrictOption[] {
  return uniqueByEnglishName({ provinces: [], districts: (data ?? []).map(districtFromWire), subdistricts: [] }).districts;
}

/** A sub-district list (GET /main/subdistrict) without repeated English names; entries without a zipcode are left out. */
export function subdistrictsFromWire(data: readonly WireSubdistrict[] | null | undefined): SubDistrictOption[] {
  const all = (data ?? []).map(subdistrictFromWire).filter((s) => /^\d{5}$/.test(s.zipcode));
  return uniqueByEnglishName({ provinces: [], districts: [], subdistricts: all }).subdistricts;
}
