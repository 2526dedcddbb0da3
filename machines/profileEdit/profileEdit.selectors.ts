import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { PictureProblem } from '@/domain/profile/pictureFile';
import { validateProfileForm, type ProfileFormErrors } from '@/domain/profile/profileForm';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { otpMachine } from '../otp/otp.machine';
import type { profileEditMachine } from './profileEdit.machine';
import type { ProfileEditContext } from './profileEdit.types';

export type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

export interface ProfileEditView {
  loading: boolean;
  loadFailure?: ApiError;
  saving: boolean;
  slow: boolean;
  saved: boolean;
  /** Errors are shown (a Save was attempted). */
  submitAttempted: boolean;
  form: ProfileEditContext['form'];
  errors: ProfileEditContext['errors'];
  /** Errors of the text fields that show once left (section 5 input option), before any Save. */
  pendingErrors: Pick<ProfileFormErrors, 'firstName' | 'lastName' | 'email' | 'nationalId'>;
  failure?: ApiError;
  /** Save is possible now (the form is idle). */
  canSave: boolean;
  birthdateOpen: boolean;
  birthDraft: ProfileEditContext['birthDraft'];
  birthError: ProfileEditContext['birthError'];
  birthFailure?: ApiError;
  birthBusy: boolean;
  canConfirmBirthdate: boolean;
  mobileOpen: boolean;
  newMobile: string;
  mobileError: ProfileEditContext['mobileError'];
  /** The picture is being scaled or uploaded. */
  pictureBusy: boolean;
  picturePreview?: string;
  pictureProblem?: PictureProblem;
  pictureFailure?: ApiError;
}

const EDITING = { form: 'editing' } as const;

function pendingProfileErrors(form: ProfileEditContext['form']): ProfileEditView['pendingErrors'] {
  const { firstName, lastName, email, nationalId } = validateProfileForm(form);
  return Object.fromEntries(Object.entries({ firstName, lastName, email, nationalId }).filter(([, e]) => e !== undefined));
}

export function selectProfileEditView(snapshot: ProfileEditSnapshot): ProfileEditView {
  const c = snapshot.context;
  const draft = c.birthDraft;
  const editing = snapshot.matches(EDITING);
  return {
    loading: snapshot.matches('loading'),
    loadFailure: snapshot.matches('loadFailed') ? c.failure : undefined,
    saving: snapshot.hasTag('saving'),
    slow: snapshot.hasTag('slow'),
    saved: c.saved && editing,
    submitAttempted: c.submitAttempted,
    form: c.form,
    errors: c.errors,
    pendingErrors: pendingProfileErrors(c.form),
    failure: editing ? c.failure : undefined,
    canSave: snapshot.can({ type: 'PROFILE.SAVE' }),
    birthdateOpen: snapshot.hasTag('birthdateDialog'),
    birthDraft: draft,
    birthError: c.birthError,
    birthFailure: c.birthFailure,
    birthBusy: snapshot.matches({ form: { birthdate: 'updating' } }),
    // Confirm is disabled until day, month and year are all set (spec section 5).
    canConfirmBirthdate: snapshot.can({ type: 'BIRTHDATE.CONFIRM' }),
    mobileOpen: snapshot.matches({ form: { mobile: 'typing' } }),
    newMobile: c.newMobile,
    mobileError: c.mobileError,
    pictureBusy: snapshot.hasTag('picture'),
    picturePreview: c.picturePreview,
    pictureProblem: c.pictureProblem,
    pictureFailure: c.pictureFailure,
  };
}

export function selectMobileOtpRef(snapshot: ProfileEditSnapshot): ActorRefFrom<typeof otpMachine> | undefined {
  return snapshot.children.changeMobile as ActorRefFrom<typeof otpMachine> | undefined;
}

export function selectProfileAddressBlockRef(snapshot: ProfileEditSnapshot): ActorRefFrom<typeof addressBlockMachine> | undefined {
  return snapshot.children.addressBlock as ActorRefFrom<typeof addressBlockMachine> | undefined;
}
