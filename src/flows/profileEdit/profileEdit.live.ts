/**
 * Real actors of the profile-edit chart: GET /profile/me into the form (with the profile address),
 * POST /profile/me (multipart, empty strings removed, every field it does not edit sent back as loaded;
 * the birthdate dialog's date goes there too, as on the platform), the OTP
 * dialog whose verifying call is POST /profile/me/contact_number {contact_number, refcode, otp}, the shared
 * Thai address block, and the picture: scaled in the browser (src/platform/photo/scalePhoto.ts) and sent as
 * POST /profile/me {data}. Every actor passes its abort signal, so the chart's timeout cancels the call.
 */
import { fromPromise } from 'xstate';
import { profileEditMachine } from '@machines/profileEdit/profileEdit.machine';
import {
  type BirthdateUpdate, type ChosenPicture, type Gender, type KeptProfileFields, type PreparedPicture, type ProfileForm,
} from '@machines/profileEdit/profileEdit.types';
import type { OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import { otpMachine } from '@machines/otp/otp.machine';
import type { AppServices } from '@/flows/shared/services';
import { scaleInBrowser } from '@/platform/photo/scalePhoto';
import { createAddressBlockLogic } from '@/flows/addressBlock/addressBlock.live';
import { createRequestOtpActor } from '@/flows/otp/otp.live';
import { unwrap } from '@/api/unwrap';
import type { components } from '@/api/schema/modules';
import { withoutEmptyStrings } from '@/domain/address/addressBook';
import { ADDRESS_PARTS, type AddressPart } from '@/domain/address/addressForm';
import { EMPTY_LOCATION, type LocationValue } from '@/domain/address/location';
import { hasProfileAddress } from '@/domain/profile/profileForm';
import { PROFILE_PICTURE_LONG_SIDE } from '@/domain/profile/pictureFile';
import { toUnixSeconds } from '@/domain/validation/birthdate';
import { formatIsoDate } from '@/i18n/format';
import type { LocaleCode } from '@/i18n/locale';

type Services = Pick<AppServices, 'clients' | 'settings'> & {
  session: { send(event: { type: 'SESSION.PROFILE_REFRESH' }): void; getSnapshot(): { context: { locale: LocaleCode } } };
};
type Profile = components['schemas']['Profile'];

export interface ProfileEditOptions {
  /** @default scaleInBrowser at 640 px */
  scale?: (file: File) => Promise<PreparedPicture>;
}

function birthParts(seconds: number | null | undefined): ProfileForm['birth'] {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds === 0) return {};
  // The date in Bangkok through Intl's time-zone data (no Temporal needed to show the form).
  const [year, month, day] = formatIsoDate(seconds).split('-').map(Number);
  return { day, month, year };
}

function genderOf(value: unknown): Gender {
  return value === 'male' || value === 'female' || value === 'not specified' ? value : '';
}

/** The profile address of GET /profile/me as the address block's value (names in the answer's language). */
function locationOf(p: Profile): LocationValue {
  if (!p.zipcode) return EMPTY_LOCATION;
  return {
    zipcode: p.zipcode,
    provinceCode: p.provinceCode ?? '',
    provinceName: p.provinceName ?? '',
    provinceNameEn: '',
    districtCode: p.districtCode ?? '',
    districtName: p.districtName ?? '',
    districtNameEn: '',
    subDistrictCode: p.subDistrictCode ?? '',
    subDistrictName: p.subDistrictName ?? '',
    subDistrictNameEn: '',
  };
}

const NO_PARTS = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, ''])) as Record<AddressPart, string>;

/** The profile address's parts and free line of GET /profile/me. */
function addressPartsOf(p: Profile): Record<AddressPart, string> & { address: string } {
  return { ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, p[part] ?? ''])), address: p.address ?? '' } as Record<AddressPart, string> & { address: string };
}

/** The fields the form does not edit, by their POST /profile/me names, as GET /profile/me has them. */
export function keptFieldsOf(p: Profile): KeptProfileFields {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    locale: p.locale === undefined ? '' : String(p.locale),
    income: text(p.income),
    interests: text(p.interests),
    region: text(p.region),
    maritalstatus: text(p.maritalStatus),
    nationality: text(p.nationality),
    highesteducation: text(p.highestEducation),
    occupation: text(p.occupation),
    passport: text(p.passport),
    driverlicense: text(p.driverLicenseNumber),
    displayname: text(p.displayName),
    branch: text(p.branch),
    extendjsonstring: text(p.extensionJsonProperty),
  };
}

/**
 * The form as the body of POST /profile/me (empty strings removed, section 5): the edited fields, the
 * contact number and every other field of section 7 as loaded.
 */
export function profileUpdateBody(input: ProfileForm) {
  const b = input.birth;
  const l = input.location;
  const { locale, ...kept } = input.kept ?? {};
  return withoutEmptyStrings({
    ...kept,
    locale: locale === '1033' ? (1033 as const) : locale === '1054' ? (1054 as const) : undefined,
    contact_Number: input.contactNumber,
    firstname: input.firstName.trim(),
    lastname: input.lastName.trim(),
    gender: input.gender === '' ? undefined : input.gender,
    birthdate: b.day && b.month && b.year ? toUnixSeconds({ day: b.day, month: b.month, year: b.year }) : undefined,
    email: input.email.trim(),
    idcard: input.nationalId,
    notification: input.notification,
    ...(hasProfileAddress(input)
      ? {
          ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, input[part].trim()])),
          address: input.address.trim(),
          zipcode: l.zipcode,
          province_code: l.provinceCode,
          province_name: l.provinceName,
          district_code: l.districtCode,
          district_name: l.districtName,
          subdistrict_code: l.subDistrictCode,
          subdistrict_name: l.subDistrictName,
        }
      : {}),
  });
}

export function createProfileEditLogic(services: Services, options: ProfileEditOptions = {}) {
  const scale = options.scale ?? ((file: File) => scaleInBrowser(file, PROFILE_PICTURE_LONG_SIDE));
  return profileEditMachine.provide({
    actions: { refreshMember: () => services.session.send({ type: 'SESSION.PROFILE_REFRESH' }) },
    actors: {
      loadProfileForm: fromPromise<ProfileForm, void>(async ({ signal }) => {
        const p: Profile = unwrap(await services.clients.modules.GET('/profile/me', { signal })).data ?? {};
        return {
          firstName: p.firstName ?? '',
          lastName: p.lastName ?? '',
          gender: genderOf(p.gender),
          email: p.email ?? '',
          nationalId: p.nationalIdCard ?? '',
          notification: Boolean(p.notification),
          contactNumber: p.contactNumber ?? '',
          birth: birthParts(p.birthDate),
          ...(p.zipcode ? addressPartsOf(p) : { ...NO_PARTS, address: '' }),
          location: locationOf(p),
          kept: keptFieldsOf(p),
        };
      }),
      saveProfile: fromPromise<void, ProfileForm>(async ({ input, signal }) => {
        unwrap(await services.clients.modules.POST('/profile/me', { body: profileUpdateBody(input), signal }));
      }),
      // The platform takes the birthdate in POST /profile/me (platform-api.md), sent with the profile as saved.
      updateBirthdate: fromPromise<void, BirthdateUpdate>(async ({ input, signal }) => {
        const body = { ...profileUpdateBody(input.form), birthdate: input.birthdate };
        unwrap(await services.clients.modules.POST('/profile/me', { body, signal }));
      }),
      addressBlock: createAddressBlockLogic(services),
      scalePicture: fromPromise<PreparedPicture, { file?: ChosenPicture }>(async ({ input }) => {
        if (!(input.file instanceof Blob)) throw new Error('No picture chosen');
        return scale(input.file as File);
      }),
      uploadPicture: fromPromise<void, PreparedPicture>(async ({ input, signal }) => {
        const data = new File([input.file], 'profile.jpg', { type: input.file.type || 'image/jpeg' });
        unwrap(await services.clients.modules.POST('/profile/me', { body: { data }, signal }));
      }),
      changeMobile: otpMachine.provide({
        actors: {
          requestOtp: createRequestOtpActor(services),
          verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(async ({ input, signal }) => {
            const result = await services.clients.modules.POST('/profile/me/contact_number', {
              body: { contact_number: input.contactNumber ?? '', refcode: input.refcode, otp: input.otp },
              signal,
            });
            const answer = unwrap(result) as { success?: boolean } | undefined;
            return { status: result.response.status, success: answer?.success };
          }),
        },
      }),
    },
  });
}
