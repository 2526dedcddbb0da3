import type { ApiError } from '@/domain/apiError';
import type { AddressPart } from '@/domain/address/addressForm';
import type { LocationErrors, LocationValue } from '@/domain/address/location';
import type { PictureProblem } from '@/domain/profile/pictureFile';
import type { DateParts } from '@/domain/validation/birthdate';
import type { FieldError } from '@/domain/validation/fieldError';
import type { OtpOutput } from '../otp/otp.types';

export type Gender = 'male' | 'female' | 'not specified' | '';

/**
 * Fields of POST /profile/me (spec section 7) this form does not edit, by their request names: read with
 * the profile and sent back as read, so a save never blanks what another channel filled.
 */
export const KEPT_PROFILE_FIELDS = [
  'locale', 'income', 'interests', 'region', 'maritalstatus', 'nationality', 'highesteducation', 'occupation',
  'passport', 'driverlicense', 'displayname', 'branch', 'extendjsonstring',
] as const;
export type KeptProfileField = (typeof KEPT_PROFILE_FIELDS)[number];
export type KeptProfileFields = Partial<Record<KeptProfileField, string>>;

/** The editable profile (spec section 3 "Profile"; section 7 POST /profile/me). */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  gender: Gender;
  email: string;
  nationalId: string;
  notification: boolean;
  /** Shown; changed only through the OTP dialog. */
  contactNumber: string;
  /** Gregorian parts; changed only through the update-birthdate dialog. */
  birth: DateParts;
  /**
   * The profile address (spec section 3 "Profile address"): house number, moo, village, building, floor,
   * room, soi and road one by one, a free line for anything else, and the Thai address block.
   */
  number: string;
  moo: string;
  village: string;
  building: string;
  floor: string;
  room: string;
  soi: string;
  road: string;
  address: string;
  location: LocationValue;
  /** Not edited here; sent back as loaded (absent in forms made before the profile was read). */
  kept?: KeptProfileFields;
}

/** A chosen picture: its name, type and size are checked before it is scaled. */
export interface ChosenPicture {
  name: string;
  type: string;
  size: number;
}

/** The picture scaled in the browser (its thumbnail shown in the form). */
export interface PreparedPicture {
  file: Blob;
  previewUrl?: string;
}

export type ProfileTextField = 'firstName' | 'lastName' | 'email' | 'nationalId' | 'address' | AddressPart;

export interface ProfileEditInput {
  /** Today in Bangkok, ISO (yyyy-MM-dd): the age rule and the year list count from it. */
  today: string;
}

export interface ProfileEditContext {
  today: string;
  form: ProfileForm;
  /** The profile as the server has it (as loaded, then as saved): the birthdate dialog saves it with the new date only. */
  loaded: ProfileForm;
  errors: Partial<Record<ProfileTextField, NonNullable<FieldError>>> & { location?: LocationErrors };
  submitAttempted: boolean;
  /** The update-birthdate dialog's picker value. */
  birthDraft: DateParts;
  birthError?: NonNullable<FieldError>;
  /** The number typed for a contact-number change. */
  newMobile: string;
  mobileError?: NonNullable<FieldError>;
  failure?: ApiError;
  /** Failures of the birthdate dialog (it stays open). */
  birthFailure?: ApiError;
  saved: boolean;
  /** The file being scaled and uploaded. */
  pictureFile?: ChosenPicture;
  /** The uploaded picture's thumbnail (the header's image follows at the next hourly cache-buster). */
  picturePreview?: string;
  /** The thumbnail of the picture being uploaded (shown once the upload succeeds). */
  pendingPreview?: string;
  pictureProblem?: PictureProblem;
  pictureFailure?: ApiError;
}

export type ProfileEditEvent =
  | { type: 'PROFILE.FIELD_CHANGED'; field: ProfileTextField; value: string }
  | { type: 'PROFILE.GENDER_CHANGED'; value: Gender }
  | { type: 'PROFILE.NOTIFICATION_TOGGLED'; value: boolean }
  | { type: 'PROFILE.SAVE' }
  | { type: 'PROFILE.RETRY' }
  | { type: 'BIRTHDATE.OPEN' }
  | { type: 'BIRTHDATE.PART_CHANGED'; part: 'day' | 'month' | 'year'; value: number | undefined }
  | { type: 'BIRTHDATE.CONFIRM' }
  | { type: 'BIRTHDATE.CANCEL' }
  | { type: 'MOBILE.EDIT' }
  | { type: 'MOBILE.NUMBER_CHANGED'; value: string }
  | { type: 'MOBILE.SUBMIT' }
  | { type: 'MOBILE.CANCEL' }
  | { type: 'PICTURE.CHOSEN'; file: ChosenPicture }
  | { type: 'ADDRESS.CHANGED'; value: LocationValue };

/** The update-birthdate dialog's save: the profile as the server has it, with the new date. */
export interface BirthdateUpdate {
  form: ProfileForm;
  birthdate: number;
}

export type ProfileEditEmitted = { type: 'PROFILE.SAVED' } | { type: 'PROFILE.CONTACT_NUMBER_CHANGED'; contactNumber: string };

export type ProfileEditTag = 'loading' | 'slow' | 'saving' | 'birthdateDialog' | 'mobileDialog' | 'editable' | 'picture';

export type { OtpOutput };
