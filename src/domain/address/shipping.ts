/**
 * The redeem shipping step's address (spec sections 2 "Shipping address dialog", 3 "Redeem parameters"
 * and "Shipping address", 5 "Shipping dialog form", 7 "Redeem"): a delivered campaign is sent either to a
 * saved delivery address (its record key) or to an address typed in the shipping dialog. The redeem call
 * carries the shipping config (address_key, the names, contact number, e-mail, address line, zipcode;
 * shipping first and last name default to the first and last name; empty strings dropped); the whole
 * address (with the province, district and sub-district codes) is then posted for the redeem key. The
 * bodies sent are built in src/api/adapters (redeem.ts, address.ts).
 */
import { emptyAddressForm, type AddressForm } from './addressForm';
import { addressLine, EMPTY_LOCATION, type LocationValue } from './location';
import { normalizePhoneInput } from '@/domain/validation/phone';
import type { RedeemParams } from '@/domain/campaign/redeemParams';

/** What the member's profile offers a new shipping address (spec section 3 "Shipping address"). */
export interface ShippingContact {
  firstName?: string;
  lastName?: string;
  contactNumber?: string;
  email?: string;
  /** The profile's shipping address (or its plain address) line and location, when it has one. */
  address?: string;
  location?: LocationValue;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The shipping address kept on the profile (spec section 3 "Shipping address (profile)"): read from the
 * Shipping-prefixed fields of GET /profile/me when a shipping zipcode exists, otherwise from the plain
 * profile fields. Location names come in the profile's language (no English twin is stored).
 */
export function shippingContactOf(profile: Readonly<Record<string, unknown>> | null | undefined): ShippingContact {
  if (!profile) return {};
  const prefix = text(profile.ShippingZipcode) !== '' ? 'Shipping' : '';
  const field = (name: string) => text(profile[prefix ? `${prefix}${name}` : name.charAt(0).toLowerCase() + name.slice(1)]);
  const zipcode = field('Zipcode');
  return {
    firstName: field('FirstName') || undefined,
    lastName: field('LastName') || undefined,
    contactNumber: field('ContactNumber') || undefined,
    email: field('Email') || undefined,
    address: field('Address') || undefined,
    location: zipcode
      ? {
          ...EMPTY_LOCATION,
          zipcode,
          provinceCode: field('ProvinceCode'),
          provinceName: field('ProvinceName'),
          districtCode: field('DistrictCode'),
          districtName: field('DistrictName'),
          subDistrictCode: field('SubDistrictCode'),
          subDistrictName: field('SubDistrictName'),
        }
      : undefined,
  };
}

/** Where a delivered reward goes: a saved book entry (with its key) or a typed address (key ''). */
export interface ShippingAddress {
  source: 'saved' | 'typed';
  form: AddressForm;
}

/** A new shipping form: the member's contact details, then whatever was typed before (never lost). */
export function shippingForm(contact: ShippingContact | undefined, draft?: AddressForm): AddressForm {
  if (draft) return draft;
  return {
    ...emptyAddressForm('delivery'),
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    contactNumber: normalizePhoneInput(contact?.contactNumber ?? ''),
    email: contact?.email ?? '',
    address: contact?.address ?? '',
    location: contact?.location ?? EMPTY_LOCATION,
  };
}

/**
 * The address line: street, sub-district, district, province, sent as the shipping config's `address`
 * (its zipcode goes separately); shown back to the member with the zipcode.
 */
export function shippingLine(form: AddressForm, options: { withZipcode?: boolean } = {}): string {
  const street = form.address.trim() || [form.number, form.village, form.building, form.road].map((p) => p.trim()).filter(Boolean).join(' ');
  return addressLine({ ...form.location, address: street, zipcode: options.withZipcode ? form.location.zipcode : '' });
}

/** The shipping-config part of the redeem parameters; the redeem body (src/api/adapters/redeem.ts) drops the empty ones. */
export function shippingRedeemParams(shipping: ShippingAddress): RedeemParams {
  const { form } = shipping;
  return {
    ...(shipping.source === 'saved' && form.key ? { address_key: form.key } : {}),
    address: shippingLine(form),
    contact_number: form.contactNumber,
    email: form.email.trim(),
    firstname: form.firstName.trim(),
    lastname: form.lastName.trim(),
    zipcode: form.location.zipcode,
  };
}
