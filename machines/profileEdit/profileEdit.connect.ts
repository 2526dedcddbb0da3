/**
 * The profile-edit connect: snapshot + send → what /profile/edit shows (loading, the load failure, the form
 * with its dialogs, the OTP and address-block children) and the form's handlers that send the chart's events.
 * Pure like the chart, so the screen and the form's component test share one mapping of intents to events.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { otpMachine } from '../otp/otp.machine';
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';
import type { profileEditMachine } from './profileEdit.machine';
import { selectMobileOtpRef, selectProfileAddressBlockRef, selectProfileEditView, type ProfileEditView } from './profileEdit.selectors';
import type { ChosenPicture, Gender, ProfileEditEvent, ProfileTextField } from './profileEdit.types';

type Snapshot = SnapshotFrom<typeof profileEditMachine>;
/** Sends one of the profile-edit chart's events (the running actor's `send`). */
export type ProfileEditSend = (event: ProfileEditEvent) => void;

/** What the member does on the form and its two dialogs; each sends one event of the chart. */
export interface ProfileEditHandlers {
  onPicture: (file: ChosenPicture) => void;
  onField: (field: ProfileTextField, value: string) => void;
  onGender: (value: Gender) => void;
  onNotification: (value: boolean) => void;
  onSave: () => void;
  onOpenBirthdate: () => void;
  onBirthPart: (part: 'day' | 'month' | 'year', value: number | undefined) => void;
  onConfirmBirthdate: () => void;
  onCancelBirthdate: () => void;
  onEditMobile: () => void;
  onMobileNumber: (value: string) => void;
  onSubmitMobile: () => void;
  onCancelMobile: () => void;
}

export interface ProfileEditScreenView {
  /** The profile is being read. */
  loading: boolean;
  /** The running call has passed REQUEST_SLOW. */
  slow: boolean;
  /** The profile could not be read: its error and Try again. */
  loadFailure?: { error: ApiError; onRetry: () => void };
  /** Today in Bangkok (ISO): the year list counts from it. */
  today: string;
  /**
   * The form's view (values, errors, dialogs, Save and Confirm enabled from the chart, Save also needing the
   * network) and its handlers; why Save is disabled by the network (a message id), else null.
   */
  form: { view: ProfileEditView; saveDisabledReasonId: string | null } & ProfileEditHandlers;
  /** The OTP dialog of a contact-number change, while it runs. */
  otp?: ActorRefFrom<typeof otpMachine>;
  /** The Thai address block of the profile address, while the form lives. */
  addressBlock?: ActorRefFrom<typeof addressBlockMachine>;
}

/** Facts from outside the profile-edit chart that the view depends on. */
export interface ProfileEditConnectOptions {
  /** No network: Save waits for it (the typed values stay in the chart). */
  offline?: boolean;
}

export function connect(snapshot: Snapshot, send: ProfileEditSend, options: ProfileEditConnectOptions = {}): ProfileEditScreenView {
  const selected = selectProfileEditView(snapshot);
  const offline = Boolean(options.offline);
  const view = offline ? { ...selected, canSave: false } : selected;
  return {
    loading: view.loading,
    slow: view.slow,
    loadFailure: view.loadFailure ? { error: view.loadFailure, onRetry: () => send({ type: 'PROFILE.RETRY' }) } : undefined,
    today: snapshot.context.today,
    form: {
      view,
      saveDisabledReasonId: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null,
      onPicture: (file) => send({ type: 'PICTURE.CHOSEN', file }),
      onField: (field, value) => send({ type: 'PROFILE.FIELD_CHANGED', field, value }),
      onGender: (value) => send({ type: 'PROFILE.GENDER_CHANGED', value }),
      onNotification: (value) => send({ type: 'PROFILE.NOTIFICATION_TOGGLED', value }),
      onSave: () => {
        if (!offline) send({ type: 'PROFILE.SAVE' });
      },
      onOpenBirthdate: () => send({ type: 'BIRTHDATE.OPEN' }),
      onBirthPart: (part, value) => send({ type: 'BIRTHDATE.PART_CHANGED', part, value }),
      onConfirmBirthdate: () => send({ type: 'BIRTHDATE.CONFIRM' }),
      onCancelBirthdate: () => send({ type: 'BIRTHDATE.CANCEL' }),
      onEditMobile: () => send({ type: 'MOBILE.EDIT' }),
      onMobileNumber: (value) => send({ type: 'MOBILE.NUMBER_CHANGED', value }),
      onSubmitMobile: () => send({ type: 'MOBILE.SUBMIT' }),
      onCancelMobile: () => send({ type: 'MOBILE.CANCEL' }),
    },
    otp: selectMobileOtpRef(snapshot),
    addressBlock: selectProfileAddressBlockRef(snapshot),
  };
}
