/** Typed default actors of the profile-edit chart; real ones in src/flows/profileEdit/profileEdit.live.ts. */
import { fromPromise } from 'xstate';
import { otpMachine } from '../otp/otp.machine';
import type { BirthdateUpdate, ChosenPicture, PreparedPicture, ProfileForm } from './profileEdit.types';

export { addressBlockMachine as addressBlock } from '../addressBlock/addressBlock.machine';

/** GET /profile/me → the editable form. */
export const loadProfileForm = fromPromise<ProfileForm, void>(async () => {
  throw new Error('profileEdit.loadProfileForm is not provided');
});

/** POST /profile/me (multipart; empty strings removed). */
export const saveProfile = fromPromise<void, ProfileForm>(async () => {
  throw new Error('profileEdit.saveProfile is not provided');
});

/** POST /profile/me with the profile as loaded and the new birthdate (the platform takes it there). */
export const updateBirthdate = fromPromise<void, BirthdateUpdate>(async () => {
  throw new Error('profileEdit.updateBirthdate is not provided');
});

/** The OTP dialog whose verifying call is POST /profile/me/contact_number {contact_number, refcode, otp}. */
export const changeMobile = otpMachine;

/** Scales the chosen photo down in the browser (canvas, 640 px on the long side). */
export const scalePicture = fromPromise<PreparedPicture, { file?: ChosenPicture }>(async () => {
  throw new Error('profileEdit.scalePicture is not provided');
});

/** POST /profile/me {data} (multipart): the new picture. */
export const uploadPicture = fromPromise<void, PreparedPicture>(async () => {
  throw new Error('profileEdit.uploadPicture is not provided');
});
