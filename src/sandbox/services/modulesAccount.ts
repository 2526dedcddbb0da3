/**
 * Modules API, the member's side: sign-in, registration, OTP, locale, profile, addresses, consent
 * and location lookups. Typed from openapi/modules.yaml with openapi-msw.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema/modules';
import { attempt, badRequest, formFields, jsonAs, jsonBody, notFound, nowSeconds } from '@/sandbox/services/common';
import { toAccount, toAddressRecord, toProfile, toProfileSaved } from '@/sandbox/services/modulesMappers';
import {
  bearer,
  changeLocale,
  checkOtp,
  checkVerifiedOtp,
  deviceLogin,
  ErrorId,
  lineLogin,
  lineUserIdOf,
  logout,
  normaliseMobile,
  otpLogin,
  OTP_TTL_SECONDS,
  passwordLogin,
  register,
  requestOtp,
  requireMember,
  SandboxError,
  type RegistrationInput,
} from '@/sandbox/world/auth';
import { SANDBOX_LINE_CHANNEL_ID, verifySandboxLineIdToken } from '@/sandbox/line/platform';
import { districtsOfProvince, lookupPostcode, provinces, subdistrictsOfDistrict } from '@/sandbox/world/geography';
import { base64Bytes, imageBytes } from '@/sandbox/world/images';
import { idempotent, tranIdOf } from '@/sandbox/world/idempotency';
import { memberBadges, userLevels } from '@/sandbox/world/membership';
import { mutate, nextSeq, world } from '@/sandbox/world/store';
import type { Address, LocaleCode, Member, TaxAddress } from '@/sandbox/world/types';

const BASE = '*/sandbox/modules';

/** Text fields of POST /profile/me (request name, profile key) that a profile update replaces. */
const REPLACED_PROFILE_TEXT = [
  ['email', 'email'],
  ['idcard', 'nationalIdCard'],
  ['displayname', 'displayName'],
  ['income', 'income'],
  ['interests', 'interests'],
  ['region', 'region'],
  ['maritalstatus', 'maritalStatus'],
  ['nationality', 'nationality'],
  ['highesteducation', 'highestEducation'],
  ['occupation', 'occupation'],
  ['branch', 'branch'],
  ['passport', 'passport'],
  ['driverlicense', 'driverLicenseNumber'],
  ['extendjsonstring', 'extensionJsonProperty'],
] as const;
const http = createOpenApiHttp<paths>({ baseUrl: BASE });

/** The member in the current world object (sessions resolve against the same object). */
function memberOf(request: Request): Member {
  const { member } = requireMember(request);
  const live = world().members[member.userId];
  if (!live) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'Your sign-in has expired. Please sign in again.');
  return live;
}

function registrationInput(fields: Record<string, string>): RegistrationInput {
  const num = (k: string) => (fields[k] !== undefined && fields[k] !== '' ? Number(fields[k]) : undefined);
  const locale = num('locale');
  return {
    firstname: fields.firstname ?? '',
    lastname: fields.lastname ?? '',
    contact_number: fields.contact_number ?? '',
    email: fields.email,
    gender: fields.gender,
    birthdate: num('birthdate'),
    idcard: fields.idcard,
    username: fields.username,
    password: fields.password,
    locale: locale === 1033 || locale === 1054 ? locale : undefined,
    termandcondition: num('termandcondition'),
    dataprivacy: num('dataprivacy'),
    consentage: num('consentage'),
    marketingoption: num('marketingOption'),
  };
}

/** Registration with an OTP (refcode + otp present) checks the code first. */
function checkRegistrationOtp(fields: Record<string, string>): void {
  if (fields.otp && fields.refcode) checkVerifiedOtp(normaliseMobile(fields.contact_number ?? ''), fields.otp, fields.refcode);
}

function addressFromRequest(body: Record<string, unknown>, key: string, previous?: Address): Address {
  const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
  const zipcode = s('zipcode') ?? previous?.zipcode ?? '';
  if (!/^\d{5}$/.test(zipcode)) throw badRequest('zipcode must be 5 digits.');
  return {
    key,
    addressName: s('addressname') ?? s('name') ?? previous?.addressName ?? '',
    firstName: s('firstname') ?? previous?.firstName ?? '',
    lastName: s('lastname') ?? previous?.lastName ?? '',
    contactNumber: s('contact_number') ?? previous?.contactNumber ?? '',
    address: s('address') ?? previous?.address ?? '',
    building: s('building') ?? previous?.building,
    village: s('village') ?? previous?.village,
    number: s('number') ?? previous?.number,
    moo: s('moo') ?? previous?.moo,
    soi: s('soi') ?? previous?.soi,
    road: s('road') ?? previous?.road,
    room: s('room') ?? previous?.room,
    floor: s('floor') ?? previous?.floor,
    landmark: s('landmark') ?? previous?.landmark,
    remark: s('remark') ?? previous?.remark,
    provinceCode: s('province_code') ?? previous?.provinceCode ?? '',
    provinceName: s('province_name') ?? previous?.provinceName ?? '',
    districtCode: s('district_code') ?? previous?.districtCode ?? '',
    districtName: s('district_name') ?? previous?.districtName ?? '',
    subDistrictCode: s('subdistrict_code') ?? previous?.subDistrictCode ?? '',
    subDistrictName: s('subdistrict_name') ?? previous?.subDistrictName ?? '',
    zipcode,
    isDefault: typeof body.isdefault === 'boolean' ? body.isdefault : previous?.isDefault ?? false,
    latitude: typeof body.latitude === 'number' ? body.latitude : previous?.latitude,
    longitude: typeof body.longtitude === 'number' ? body.longtitude : previous?.longitude,
  };
}

function taxFromRequest(body: Record<string, unknown>, key: string, previous?: TaxAddress): TaxAddress {
  const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
  const plain = { ...body, zipcode: s('taxzipcode') ?? s('zipcode') };
  const base = addressFromRequest(
    {
      ...plain,
      address: s('taxaddress') ?? s('address'),
      building: s('taxbuilding') ?? s('building'),
      number: s('taxnumber') ?? s('number'),
      moo: s('taxmoo') ?? s('moo'),
      room: s('taxroom') ?? s('room'),
      floor: s('taxfloor') ?? s('floor'),
      soi: s('taxsoi') ?? s('soi'),
      road: s('taxroad') ?? s('road'),
      province_code: s('taxprovince_code') ?? s('province_code'),
      province_name: s('taxprovince_name') ?? s('province_name'),
      district_code: s('taxdistrict_code') ?? s('district_code'),
      district_name: s('taxdistrict_name') ?? s('district_name'),
      subdistrict_code: s('taxsubdistrict_code') ?? s('subdistrict_code'),
      subdistrict_name: s('taxsubdistrict_name') ?? s('subdistrict_name'),
    },
    key,
    previous,
  );
  const personType = s('persontype') === 'company' ? 'company' : s('persontype') === 'individual' ? 'individual' : previous?.personType ?? 'individual';
  const taxId = s('taxid') ?? s('idcard') ?? previous?.taxId ?? '';
  if (!/^\d{13}$/.test(taxId)) throw badRequest('The tax id must be 13 digits.');
  const title = s('title');
  return {
    ...base,
    personType,
    title: title === 'mr' || title === 'ms' || title === 'mss' ? title : previous?.title,
    companyName: s('companyname') ?? previous?.companyName,
    taxId,
    email: s('email') ?? previous?.email ?? '',
    isDefaultTax: typeof body.isdefaulttax === 'boolean' ? body.isdefaulttax : previous?.isDefaultTax ?? false,
  };
}

/** Keeps exactly one default when a record claims it. */
function settleDefault<T extends Address>(list: T[], saved: T, flag: 'isDefault' | 'isDefaultTax' = 'isDefault'): void {
  if ((saved as Record<string, unknown>)[flag]) {
    for (const a of list) if (a.key !== saved.key) (a as Record<string, unknown>)[flag] = false;
  }
}

/** Largest uploaded picture the sandbox keeps to serve back (the world is persisted). */
const KEPT_PICTURE_BYTES = 1024 * 1024;

/** The `data` file of a profile update, kept (base64) so GET /profile/{userId}/picture serves it. */
async function uploadedPicture(request: Request): Promise<{ type: string; base64: string } | undefined> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return undefined;
  const file = (await request.formData().catch(() => undefined))?.get('data');
  if (!(file instanceof Blob) || file.size > KEPT_PICTURE_BYTES) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { type: file.type || 'image/jpeg', base64: btoa(binary) };
}

export const modulesAccountHandlers = [
  http.post('/auth/line_login', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      // The raw ID token must verify against the fake LINE platform's ES256 key (src/sandbox/line/platform.ts).
      const check = await verifySandboxLineIdToken(body.id_token, SANDBOX_LINE_CHANNEL_ID);
      if (!check.ok) throw new SandboxError(401, ErrorId.invalidIdToken, 'invalid_id_token', `The LINE ID token is invalid: ${check.reason}`);
      const { member, session } = lineLogin(body.id_token, body.locale);
      return response(200).json({ success: true, data: toAccount(member, session) });
    }),
  ),
  http.post('/auth/device_login', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      const { member, session } = deviceLogin(body, false);
      return response(200).json({ success: true, data: toAccount(member, session) });
    }),
  ),
  http.post('/auth/device_resume', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      const { member, session } = deviceLogin(body, true);
      return response(200).json({ success: true, data: toAccount(member, session) });
    }),
  ),
  http.post('/auth/logout', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      logout(body.jwt || bearer(request));
      return response(200).json({ success: true });
    }),
  ),
  http.post('/auth/register', async ({ request, response }) =>
    attempt(async () => {
      const fields = await formFields(request);
      checkRegistrationOtp(fields);
      const { member, session, welcomePoints } = register(registrationInput(fields));
      return response(200).json({ success: true, data: { ...toAccount(member, session), welcome_point: welcomePoints } });
    }),
  ),
  http.post('/line/register', async ({ request, response }) =>
    attempt(async () => {
      const fields = await formFields(request);
      checkRegistrationOtp(fields);
      // A given id_token must verify like /auth/line_login's; the new member is then linked to its LINE user.
      if (fields.id_token) {
        const check = await verifySandboxLineIdToken(fields.id_token, SANDBOX_LINE_CHANNEL_ID);
        if (!check.ok) throw new SandboxError(401, ErrorId.invalidIdToken, 'invalid_id_token', `The LINE ID token is invalid: ${check.reason}`);
      }
      const lineUserId = lineUserIdOf(fields.id_token);
      if (lineUserId && Object.values(world().members).some((m) => m.lineUserId === lineUserId)) {
        throw new SandboxError(409, ErrorId.mobileDuplicate, 'line_registered', 'This LINE account is already a member. Please sign in.');
      }
      const { member, session, welcomePoints } = register({ ...registrationInput(fields), lineUserId });
      return response(200).json({ success: true, data: { ...toAccount(member, session), welcome_point: welcomePoints } });
    }),
  ),
  http.post('/auth/otp', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      const contact = body.option === 'email' ? body.email : body.contact_number;
      if (!contact) throw badRequest(body.option === 'email' ? 'email is required.' : 'contact_number is required.');
      const purpose = /regis/i.test(body.channel) ? 'register' : /login|auth/i.test(body.channel) ? 'login' : 'verify';
      const challenge = requestOtp(contact, purpose);
      return response(200).json({ success: true, data: { refcode: challenge.refcode, expireinseconds: OTP_TTL_SECONDS } });
    }),
  ),
  http.post('/auth/verify', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      const contact = body.option === 'email' ? body.email : body.contact_number;
      if (!contact) throw badRequest('contact_number or email is required.');
      checkOtp(contact, body.otp, body.refcode);
      return response(200).json({
        success: true,
        data: { refcode: body.refcode, ...(body.email ? { email: body.email } : { contact_number: normaliseMobile(contact) }) },
      });
    }),
  ),
  http.get('/profile/me', ({ request, response }) =>
    attempt(() => response(200).json({ success: true, data: toProfile(memberOf(request)) })),
  ),
  http.post('/profile/me', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const picture = await uploadedPicture(request.clone());
      const f = await formFields(request);
      if (f.birthdate && Number(f.birthdate) !== member.profile.birthDate) {
        // The birthdate dialog's rule, checked where the platform takes the birthdate (POST /profile/me).
        const years = (Date.now() / 1000 - Number(f.birthdate)) / (365.2425 * 86_400);
        if (years < 20) throw new SandboxError(400, 1400, 'invalid_diff', 'You must be at least 20 years old.');
      }
      mutate(() => {
        const p = member.profile;
        if (f.data !== undefined) {
          p.pictureVersion += 1;
          p.picture = picture;
        }
        // Like the platform, a profile update (anything beyond the picture) replaces the member's details:
        // a text field of section 7 left out is cleared. The app sends back what it does not edit.
        if (Object.keys(f).some((k) => k !== 'data')) {
          for (const [field, key] of REPLACED_PROFILE_TEXT) if (f[field] === undefined) p[key] = '';
        }
        if (f.firstname !== undefined) p.firstName = f.firstname;
        if (f.lastname !== undefined) p.lastName = f.lastname;
        if (f.displayname !== undefined) p.displayName = f.displayname;
        if (f.gender === 'male' || f.gender === 'female' || f.gender === 'not specified') p.gender = f.gender;
        if (f.birthdate) p.birthDate = Number(f.birthdate);
        if (f.email !== undefined) p.email = f.email;
        if (f.idcard !== undefined) p.nationalIdCard = f.idcard;
        if (f.contact_Number) member.contactNumber = normaliseMobile(f.contact_Number);
        if (f.locale === '1033' || f.locale === '1054') member.locale = Number(f.locale) as LocaleCode;
        if (f.notification !== undefined) p.notification = f.notification === 'true' || f.notification === '1';
        for (const [field, key] of [
          ['income', 'income'],
          ['interests', 'interests'],
          ['region', 'region'],
          ['maritalstatus', 'maritalStatus'],
          ['nationality', 'nationality'],
          ['highesteducation', 'highestEducation'],
          ['occupation', 'occupation'],
          ['branch', 'branch'],
          ['passport', 'passport'],
          ['driverlicense', 'driverLicenseNumber'],
          ['extendjsonstring', 'extensionJsonProperty'],
        ] as const) {
          if (f[field] !== undefined) p[key] = f[field];
        }
        const homeParts = ['building', 'village', 'number', 'moo', 'soi', 'road', 'room', 'floor'] as const;
        if (f.zipcode !== undefined || f.address !== undefined || homeParts.some((k) => f[k] !== undefined)) {
          // The profile address (optional address fields of section 7): kept on the profile. The form sends
          // the whole address each time with empty strings removed, so a part not sent was cleared.
          p.home = {
            address: f.address ?? '',
            zipcode: f.zipcode ?? p.home?.zipcode ?? '',
            provinceCode: f.province_code ?? '',
            provinceName: f.province_name ?? '',
            districtCode: f.district_code ?? '',
            districtName: f.district_name ?? '',
            subDistrictCode: f.subdistrict_code ?? '',
            subDistrictName: f.subdistrict_name ?? '',
            ...Object.fromEntries(homeParts.filter((k) => f[k] !== undefined).map((k) => [k, f[k]])),
          };
        }
        if (f.wifi_username !== undefined) p.wifiUsername = f.wifi_username;
        if (f.wifi_password !== undefined) p.wifiPassword = f.wifi_password;
      });
      return response(200).json(toProfileSaved(member));
    }),
  ),
  http.get('/profile/me/updated_points', ({ request, response }) =>
    attempt(() => {
      const member = memberOf(request);
      return response(200).json({ points: member.points, time: nowSeconds() });
    }),
  ),
  http.post('/profile/me/shipping', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const b = await jsonBody(request);
      mutate(() => {
        member.profile.shipping = {
          firstName: b.shipping_firstname,
          lastName: b.shipping_lastname,
          contactNumber: b.shipping_contact_number,
          email: b.shipping_email,
          address: b.shipping_address,
          zipcode: b.shipping_zipcode,
          provinceCode: b.shipping_province_code,
          provinceName: b.shipping_province_name,
          districtCode: b.shipping_district_code,
          districtName: b.shipping_district_name,
          subDistrictCode: b.shipping_subdistrict_code,
          subDistrictName: b.shipping_subdistrict_name,
        };
      });
      return response(200).json(toProfileSaved(member));
    }),
  ),
  http.post('/profile/me/change_username_wifi', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const b = await jsonBody(request);
      if (!/^[A-Za-z0-9_]{8,}$/.test(b.change)) throw badRequest('The Wi-Fi username must be at least 8 letters, digits or underscores.');
      if ((member.profile.wifiUsername ?? '') !== b.current) throw new SandboxError(400, 1400, 'wifi_mismatch', 'The current Wi-Fi username is not correct.');
      mutate(() => {
        member.profile.wifiUsername = b.change;
      });
      return response(200).json({ success: true });
    }),
  ),
  http.post('/truewifi', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const b = await jsonBody(request);
      if (b.password !== b.confirm_password) throw new SandboxError(400, 1400, 'password_mismatch', "Passwords don't match.");
      mutate(() => {
        member.profile.wifiUsername = b.username;
        member.profile.wifiPassword = b.password;
      });
      return response(200).json({ success: true });
    }),
  ),
  http.post('/profile/me/contact_number', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const b = await jsonBody(request);
      const mobile = normaliseMobile(b.contact_number);
      checkOtp(mobile, b.otp, b.refcode);
      mutate((w) => {
        const other = Object.values(w.members).find((m) => m.kind === 'member' && m.contactNumber === mobile && m.userId !== member.userId);
        if (other) throw new SandboxError(409, ErrorId.mobileDuplicate, 'mobile_dup', 'This mobile number is already registered. Please enter a different number.');
        member.contactNumber = mobile;
      });
      return response(200).json(toProfileSaved(member));
    }),
  ),
  http.post('/profile/me/locale', async ({ request, response }) =>
    attempt(async () => {
      const b = await jsonBody(request);
      if (b.locale !== 1054 && b.locale !== 1033) throw badRequest('locale must be 1054 or 1033.');
      const jwt = changeLocale(bearer(request), b.locale);
      return response(200).json({ success: true, data: { Jwt: jwt, locale: b.locale } });
    }),
  ),
  http.get('/profile/me/badges', ({ request, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const group = query.get('group');
      const locale = query.get('locale') === '1033' ? 1033 : query.get('locale') === '1054' ? 1054 : member.locale;
      const badges = memberBadges(member, nowSeconds(), locale).filter((b) => !group || b.grouping === group);
      return response(200).json({ success: true, data: badges });
    }),
  ),
  http.get('/userlevel', ({ query, response }) =>
    attempt(() => {
      const locale = query.get('locale') === '1033' ? 1033 : 1054;
      return response(200).json({ success: true, data: userLevels(locale) });
    }),
  ),
  http.get('/profile/{userId}/picture', ({ params, response }) => {
    const member = world().members[params.userId];
    const uploaded = member?.profile.picture;
    if (uploaded) {
      return response.untyped(new HttpResponse(base64Bytes(uploaded.base64), { headers: { 'Content-Type': uploaded.type } }));
    }
    const drawn = imageBytes(member && member.profile.pictureVersion > 0 ? 'profile-picture' : 'welcome-point')!;
    return response.untyped(new HttpResponse(drawn, { headers: { 'Content-Type': 'image/webp' } }));
  }),
  http.get('/profile/me/addresses', ({ request, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const sorted = [...member.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
      return response(200).json({ success: true, data: sorted.map((a) => toAddressRecord(member, a, 'address')) });
    }),
  ),
  http.post('/profile/me/address', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = (await jsonBody(request)) as Record<string, unknown>;
      const saved = mutate((w) => {
        const key = typeof body.key === 'string' && body.key ? body.key : `addr-${nextSeq(w)}`;
        const index = member.addresses.findIndex((a) => a.key === key);
        if (body.key && index < 0) throw notFound('No address with this key.');
        const record = addressFromRequest(body, key, member.addresses[index]);
        if (member.addresses.length === 0) record.isDefault = true;
        if (index >= 0) member.addresses[index] = record;
        else member.addresses.push(record);
        settleDefault(member.addresses, record);
        return record;
      });
      return response(200).json({ success: true, data: toAddressRecord(member, saved, 'address') });
    }),
  ),
  http.delete('/profile/me/address', ({ request, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const key = query.get('key');
      mutate(() => {
        const index = member.addresses.findIndex((a) => a.key === key);
        if (index < 0) throw notFound('No address with this key.');
        const [removed] = member.addresses.splice(index, 1);
        const first = member.addresses[0];
        if (removed?.isDefault && first) first.isDefault = true;
      });
      return response(200).json({ success: true });
    }),
  ),
  http.get('/profile/me/taxes', ({ request, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const sorted = [...member.taxes].sort((a, b) => Number(b.isDefaultTax) - Number(a.isDefaultTax));
      return response(200).json({ success: true, data: sorted.map((a) => toAddressRecord(member, a, 'tax')) });
    }),
  ),
  http.post('/profile/me/tax', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = (await jsonBody(request)) as Record<string, unknown>;
      const saved = mutate((w) => {
        const key = typeof body.key === 'string' && body.key ? body.key : `tax-${nextSeq(w)}`;
        const index = member.taxes.findIndex((a) => a.key === key);
        if (body.key && index < 0) throw notFound('No tax address with this key.');
        const record = taxFromRequest(body, key, member.taxes[index]);
        if (member.taxes.length === 0) record.isDefaultTax = true;
        if (index >= 0) member.taxes[index] = record;
        else member.taxes.push(record);
        settleDefault(member.taxes, record, 'isDefaultTax');
        return record;
      });
      return response(200).json({ success: true, data: toAddressRecord(member, saved, 'tax') });
    }),
  ),
  http.delete('/profile/me/tax', ({ request, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const key = query.get('key');
      mutate(() => {
        const index = member.taxes.findIndex((a) => a.key === key);
        if (index < 0) throw notFound('No tax address with this key.');
        member.taxes.splice(index, 1);
      });
      return response(200).json({ success: true });
    }),
  ),
  http.get('/main/postcode', ({ query, response }) =>
    attempt(async () => {
      const zip = query.get('zip_code') ?? '';
      if (!/^\d{5}$/.test(zip)) throw badRequest('zip_code must be 5 digits.');
      const found = await lookupPostcode(zip);
      return response(200).json({
        success: true,
        data: {
          provinces: found.provinces.map((p) => ({ code: p.code, name_th: p.nameTh, name_en: p.nameEn })),
          districts: found.districts.map((d) => ({ code: d.code, name_th: d.nameTh, name_en: d.nameEn, province_code: d.provinceCode })),
          subdistricts: found.subdistricts.map((s) => ({
            code: s.code,
            name_th: s.nameTh,
            name_en: s.nameEn,
            province_code: s.provinceCode,
            district_code: s.districtCode,
            city: '',
            zip_code: s.zipcode,
          })),
        },
      });
    }),
  ),
  http.get('/main/province', ({ response }) =>
    attempt(async () => {
      const list = await provinces();
      return response(200).json({ success: true, data: list.map((p) => ({ code: p.code, name_th: p.nameTh, name_en: p.nameEn })) });
    }),
  ),
  http.get('/main/district', ({ query, response }) =>
    attempt(async () => {
      const province = query.get('province_code') ?? '';
      if (!/^\d{2}$/.test(province)) throw badRequest('province_code must be 2 digits.');
      const list = await districtsOfProvince(province);
      return response(200).json({ success: true, data: list.map((d) => ({ code: d.code, name_th: d.nameTh, name_en: d.nameEn, province_code: d.provinceCode })) });
    }),
  ),
  http.get('/main/subdistrict', ({ query, response }) =>
    attempt(async () => {
      const district = query.get('district_code') ?? '';
      if (!/^\d{4}$/.test(district)) throw badRequest('district_code must be 4 digits.');
      const list = await subdistrictsOfDistrict(district);
      return response(200).json({
        success: true,
        data: list.map((s) => ({
          code: s.code, name_th: s.nameTh, name_en: s.nameEn, province_code: s.provinceCode, district_code: s.districtCode, city: '', zip_code: s.zipcode,
        })),
      });
    }),
  ),
  http.get('/consent', ({ request, response }) =>
    attempt(() => {
      const c = memberOf(request).consent;
      return response(200).json({
        success: true,
        data: {
          TermAndCondition: c.termAndCondition,
          DataPrivacy: c.dataPrivacy,
          ConsentAge: c.consentAge,
          MarketingOption: c.marketingOption,
          EmailMarketing: c.email,
          LineMarketing: c.line,
          NotificationMarketing: c.notification,
          SMSMarketing: c.sms,
          FunctionalCookies: c.cookies.functionalCookies ?? null,
          NecessaryCookies: c.cookies.necessaryCookies ?? null,
          MarketingCookies: c.cookies.marketingCookies ?? null,
          AnalyticsBuzzebeesCookies: c.cookies.analyticsBuzzebeesCookies ?? c.cookies.analyticsBzbsCookies ?? null,
          AnalyticsFirebaseCookies: c.cookies.analyticsFirebaseCookies ?? null,
          AnalyticsGoogleCookies: c.cookies.analyticsGoogleCookies ?? null,
          AnalyticsMetaCookies: c.cookies.analyticsMetaCookies ?? null,
          AnalyticsOtherCookies: c.cookies.analyticsOtherCookies ?? null,
          TermAndConditionDate: c.termAndCondition ? (c.acceptedAt?.terms ?? null) : null,
          DataPrivacyDate: c.dataPrivacy ? (c.acceptedAt?.privacy ?? null) : null,
          ConsentAgeDate: c.consentAge ? (c.acceptedAt?.age ?? null) : null,
          MarketingOptionDate: c.acceptedAt?.marketing ?? null,
        },
      });
    }),
  ),
  http.post('/consent', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = (await jsonBody(request)) as Record<string, unknown>;
      idempotent(`${member.userId}:consent`, tranIdOf(request, body), () => mutate(() => {
        const c = member.consent;
        const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0);
        const nowSeconds = Math.floor(Date.now() / 1000);
        const at = (c.acceptedAt ??= {});
        if (typeof body.termandcondition === 'number') {
          if (body.termandcondition !== c.termAndCondition) at.terms = nowSeconds;
          c.termAndCondition = body.termandcondition;
        }
        if (typeof body.dataprivacy === 'number') {
          if (body.dataprivacy !== c.dataPrivacy) at.privacy = nowSeconds;
          c.dataPrivacy = body.dataprivacy;
        }
        if (typeof body.age === 'number') {
          if (body.age !== c.consentAge) at.age = nowSeconds;
          c.consentAge = body.age;
        }
        const mkt = body.marketingOption;
        if (mkt !== undefined) at.marketing = nowSeconds;
        if (typeof mkt === 'object' && mkt !== null) {
          const m = mkt as Record<string, unknown>;
          c.marketingOption = Number(m.marketingOption) || 0;
          c.email = flag(m.email);
          c.sms = flag(m.sms);
          c.notification = flag(m.notification);
          c.line = flag(m.line);
        } else if (typeof mkt === 'number') {
          c.marketingOption = mkt;
        }
        for (const [k, v] of Object.entries(body)) {
          if (k.endsWith('Cookies')) c.cookies[k] = flag(v);
        }
        c.cookies.necessaryCookies = 1;
        return true;
      }));
      return response(200).json({ success: true });
    }),
  ),
  http.post('/consent/marketingmessage_setting', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const b = await jsonBody(request);
      mutate(() => {
        const c = member.consent;
        c.email = b.mktoption_email;
        c.sms = b.mktoption_sms;
        c.notification = b.mktoption_notification;
        c.line = b.mktoption_line;
        c.ussd = b.mktoption_ussd;
        (c.acceptedAt ??= {}).marketing = Math.floor(Date.now() / 1000);
        const any = c.email || c.sms || c.notification || c.line || c.ussd;
        c.marketingOption = any ? world().consentVersions.marketing : 0;
      });
      return response(200).json({ success: true });
    }),
  ),
];

/**
 * `/auth/{provider}_login` and `/auth/{provider}_authen`: msw's path syntax would read `:provider_login`
 * as one parameter that also matches /auth/otp, so these two match by expression and come last.
 */
export const modulesProviderHandlers = [
  mswHttp.post(/\/sandbox\/modules\/auth\/([a-z0-9]+)_login\/?$/i, async ({ request }) =>
    attempt(async () => {
      const body = await jsonAs<{ username?: string; password?: string; app_id?: string; locale?: unknown }>(request);
      if (!body.username || !body.password) throw badRequest('username and password are required.');
      const { member, session } = passwordLogin(body.username, body.password, body.locale === 1033 || body.locale === 1054 ? body.locale : undefined);
      return HttpResponse.json({ success: true, data: toAccount(member, session) });
    }),
  ),
  mswHttp.post(/\/sandbox\/modules\/auth\/([a-z0-9]+)_authen\/?$/i, async ({ request }) =>
    attempt(async () => {
      const body = await jsonAs<{ contact_number?: string; otp?: string; refcode?: string; locale?: unknown }>(request);
      if (!body.contact_number || !body.otp || !body.refcode) throw badRequest('contact_number, otp and refcode are required.');
      const locale = body.locale === 1033 || body.locale === 1054 ? body.locale : undefined;
      const { member, session } = otpLogin(body.contact_number, body.otp, body.refcode, locale);
      return HttpResponse.json({ success: true, data: toAccount(member, session) });
    }),
  ),
];
