/** Typed default actors of the profile-edit chart; real ones in src/flows/profileEdit/profileEdit.live.ts. */
import { notProvided } from '../shared/provided';
import { otpMachine } from '../otp/otp.machine';
import type { BirthdateUpdate, ChosenPicture, PreparedPicture, ProfileForm } from './profileEdit.types';

export { addressBlockMachine as addressBlock } from '../addressBlock/addressBlock.machine';

/** GET /profile/me → the editable form. */
export const loadProfileForm = notProvided<ProfileForm, void>('profileEdit.loadProfileForm');

/** POST /profile/me (multipart; empty strings removed). */
export const saveProfile = notProvided<void, ProfileForm>('profileEdit.saveProfile');

/** POST /profile/me with the profile as loaded and the new birthdate (the platform takes it there). */
export const updateBirthdate = notProvided<void, BirthdateUpdate>('profileEdit.updateBirthdate');

/** The OTP dialog whose verifying call is POST /profile/me/contact_number {contact_number, refcode, otp}. */
export const changeMobile = otpMachine;

/** Scales the chosen photo down in the browser (canvas, 640 px on the long side). */
export const scalePicture = notProvided<PreparedPicture, { file?: ChosenPicture }>('profileEdit.scalePicture');

/** POST /profile/me {data} (multipart): the new picture. */
export const uploadPicture = notProvided<void, PreparedPicture>('profileEdit.uploadPicture');
