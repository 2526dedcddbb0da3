/**
 * The one place the address wire becomes the app's address model and back: the location lists (GET
 * /main/postcode, /main/province, /main/district, /main/subdistrict: snake_case, name_th/name_en) as the
 * address block's options, the address-book records (capitalised names, spec section 3) as forms, and the
 * forms as the lower-case bodies of POST /profile/me/address, /profile/me/tax, /redeem/{redeemKey}/address
 * and /profile/me/shipping (spec sections 3, 5 "Empty strings are removed", 7 "Addresses", "Redeem").
 * Used by the live actors of the address block, the address books and the redeem's shipping step.
 */
import type { ModulesRequestBody, ModulesSchema } from '@/api/types';
import { PERSON_TITLES, type AddressForm, type AddressKind, type PersonTitle } from '@/domain/address/addressForm';
import type { ShippingAddress } from '@/domain/address/shipping';
import {
  EMPTY_LOCATION, uniqueByEnglishName, type DistrictOption, type LocationOption, type PostcodeLists, type SubDistrictOption,
} from '@/domain/address/location';
import { withoutEmptyStrings } from './common';

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

export type WireAddressRecord = ModulesSchema<'AddressRecord'>;
/** The body of POST /profile/me/address and /profile/me/tax. */
export type AddressSaveBody = ModulesRequestBody<'saveAddress'>;
/** The body of POST /redeem/{redeemKey}/address. */
export type RedeemAddressBody = ModulesRequestBody<'setRedeemAddress'>;
/** A save body's fields before the caller's app_id is added. */
type AddressFields = Omit<AddressSaveBody, 'app_id'>;

const trim = (v: string) => v.trim();

/** The delivery fields: trimmed values, empty strings removed. */
function deliveryFields(form: AddressForm): AddressFields {
  const t = trim;
  return withoutEmptyStrings<AddressFields>({
    key: form.key,
    isdefault: form.isDefault,
    latitude: form.latitude,
    longtitude: form.longitude,
    name: `${t(form.firstName)} ${t(form.lastName)}`.trim(),
    addressname: t(form.addressName),
    firstname: t(form.firstName),
    lastname: t(form.lastName),
    contact_number: form.contactNumber,
    type: 'shipping',
    address: t(form.address),
    building: t(form.building),
    village: t(form.village),
    number: t(form.number),
    moo: t(form.moo),
    room: t(form.room),
    floor: t(form.floor),
    soi: t(form.soi),
    road: t(form.road),
    subdistrict_code: form.location.subDistrictCode,
    subdistrict_name: form.location.subDistrictName,
    district_code: form.location.districtCode,
    district_name: form.location.districtName,
    province_code: form.location.provinceCode,
    province_name: form.location.provinceName,
    zipcode: form.location.zipcode,
  });
}

/**
 * The tax fields: those of the person type only (a company sends no title or names, an individual no
 * company name), the address parts also under their tax* names, empty strings removed.
 */
function taxFields(form: AddressForm): AddressFields {
  const t = trim;
  const company = form.personType === 'company';
  const parts = {
    building: t(form.building),
    number: t(form.number),
    moo: t(form.moo),
    room: t(form.room),
    floor: t(form.floor),
    soi: t(form.soi),
    road: t(form.road),
  };
  const line = [
    parts.number, form.village.trim(), parts.building, parts.room, parts.floor, parts.moo, parts.soi, parts.road,
  ].filter((p) => p !== '').join(' ');
  return withoutEmptyStrings<AddressFields>({
    key: form.key,
    isdefaulttax: form.isDefault,
    istax: true,
    type: 'invoice',
    persontype: form.personType === '' ? undefined : form.personType,
    title: company || form.title === '' ? undefined : form.title,
    firstname: company ? '' : t(form.firstName),
    lastname: company ? '' : t(form.lastName),
    name: company ? t(form.companyName) : `${t(form.firstName)} ${t(form.lastName)}`.trim(),
    companyname: company ? t(form.companyName) : '',
    taxid: form.taxId,
    idcard: form.taxId,
    contact_number: form.contactNumber,
    email: t(form.email),
    village: t(form.village),
    ...parts,
    address: line,
    taxaddress: line,
    taxbuilding: parts.building,
    taxnumber: parts.number,
    taxmoo: parts.moo,
    taxroom: parts.room,
    taxfloor: parts.floor,
    taxsoi: parts.soi,
    taxroad: parts.road,
    zipcode: form.location.zipcode,
    subdistrict_code: form.location.subDistrictCode,
    subdistrict_name: form.location.subDistrictName,
    district_code: form.location.districtCode,
    district_name: form.location.districtName,
    province_code: form.location.provinceCode,
    province_name: form.location.provinceName,
    taxzipcode: form.location.zipcode,
    taxsubdistrict_code: form.location.subDistrictCode,
    taxsubdistrict_name: form.location.subDistrictName,
    taxdistrict_code: form.location.districtCode,
    taxdistrict_name: form.location.districtName,
    taxprovince_code: form.location.provinceCode,
    taxprovince_name: form.location.provinceName,
  });
}

/** The delivery save body (POST /profile/me/address). */
export function deliverySaveBody(form: AddressForm, appId: string): AddressSaveBody {
  return { ...deliveryFields(form), app_id: appId };
}

/** The tax-invoice save body (POST /profile/me/tax). */
export function taxSaveBody(form: AddressForm, appId: string): AddressSaveBody {
  return { ...taxFields(form), app_id: appId };
}

/** The save body of an address book of either kind. */
export function addressSaveBody(kind: AddressKind, form: AddressForm, appId: string): AddressSaveBody {
  return kind === 'tax' ? taxSaveBody(form, appId) : deliverySaveBody(form, appId);
}

/**
 * The body of POST /redeem/{redeemKey}/address: the delivery fields, with `key` naming the saved record
 * when there is one. The default flag belongs to the book, not to a parcel, so it is not sent.
 */
export function redeemAddressBody(shipping: ShippingAddress, appId: string): RedeemAddressBody {
  const { isdefault: _default, ...fields } = deliveryFields(shipping.source === 'saved' ? shipping.form : { ...shipping.form, key: '' });
  return { ...fields, app_id: appId };
}

/** The body of POST /profile/me/shipping: the address as the profile's shipping address (shipping_* fields). */
export function profileShippingBody(form: AddressForm): ModulesRequestBody<'updateShipping'> {
  const l = form.location;
  return withoutEmptyStrings({
    shipping_firstname: form.firstName.trim(),
    shipping_lastname: form.lastName.trim(),
    shipping_contact_number: form.contactNumber,
    shipping_email: form.email.trim(),
    shipping_address: form.address.trim(),
    shipping_zipcode: l.zipcode,
    shipping_province_code: l.provinceCode,
    shipping_province_name: l.provinceName,
    shipping_district_code: l.districtCode,
    shipping_district_name: l.districtName,
    shipping_subdistrict_code: l.subDistrictCode,
    shipping_subdistrict_name: l.subDistrictName,
  });
}

/** An address-book record as the app's form/entry (English names are not stored on records). */
export function addressFromWire(record: WireAddressRecord, kind: AddressKind): AddressForm {
  const s = (v: string | undefined | null) => v ?? '';
  const personType = record.PersonType === 'company' || record.PersonType === 'individual' ? record.PersonType : kind === 'tax' ? 'individual' : '';
  const title = PERSON_TITLES.includes(record.Title as PersonTitle) ? (record.Title as PersonTitle) : '';
  return {
    key: record.RowKey,
    isDefault: kind === 'tax' ? Boolean(record.IsDefaultTax) : Boolean(record.IsDefault),
    addressName: s(record.AddressName),
    firstName: s(record.FirstName),
    lastName: s(record.LastName),
    contactNumber: s(record.ContactNumber),
    email: s(record.Email),
    address: s(record.Address),
    building: s(record.Building),
    room: s(record.Room),
    floor: s(record.Floor),
    village: s(record.Village),
    number: s(record.Number),
    moo: s(record.Moo),
    soi: s(record.Soi),
    road: s(record.Road),
    personType,
    title,
    companyName: s(record.CompanyName),
    taxId: s(record.TaxId) || s(record.IdCard),
    location: {
      ...EMPTY_LOCATION,
      zipcode: s(record.Zipcode),
      provinceCode: s(record.ProvinceCode),
      provinceName: s(record.ProvinceName),
      districtCode: s(record.DistrictCode),
      districtName: s(record.DistrictName),
      subDistrictCode: s(record.SubDistrictCode),
      subDistrictName: s(record.SubDistrictName),
    },
    ...(typeof record.Latitude === 'number' ? { latitude: record.Latitude } : {}),
    ...(typeof record.Longitude === 'number' ? { longitude: record.Longitude } : {}),
  };
}
