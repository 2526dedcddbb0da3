/**
 * Profile edit (/profile/edit; spec sections 2, 3, 5, 7, 8). Loads the profile into a form: first and
 * last name, gender, e-mail, national id (checksum), the notification preference and the profile address
 * (a street line plus the shared Thai address block, invoked as `addressBlock` for as long as the form
 * lives, so a failed save keeps it) are edited in place; the birth date only through the update-birthdate
 * dialog (day, month and year in the member's calendar, a day past the month's end corrected to its last
 * day, at least 20 years old, Confirm only when complete; a failure keeps the dialog open with the
 * error); the mobile number only through the OTP dialog, whose verifying call posts the number, reference
 * code and code; the picture is checked (type, size), scaled in the browser and uploaded. Save checks the
 * rules (errors after the first attempt); a failure shows "couldn't update your profile" with the error
 * code and keeps every field. Every field of POST /profile/me the form does not edit goes back as loaded,
 * and the birthdate dialog saves the profile as the server has it with the new date; success tells the caller (which refreshes the session: header and cached
 * account). Every call follows the shared request timeout (machines/shared/request.ts).
 */
import { assertEvent, assign, emit, setup, type DoneActorEvent } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { EMPTY_LOCATION } from '@/domain/address/location';
import { profilePictureProblem } from '@/domain/profile/pictureFile';
import { PROFILE_INPUTS, validateProfileForm } from '@/domain/profile/profileForm';
import { MINIMUM_AGE, correctDay, toUnixSeconds, validateBirthdate, type DateParts } from '@/domain/validation/birthdate';
import { temporal } from '@/domain/validation/temporal';
import { applyTextInputOptions } from '@/domain/validation/textInput';
import { normalizePhoneInput, validatePhone } from '@/domain/validation/phone';
import { requestDelays, requestState, requestTimeoutError } from '../shared/request';
import { addressBlock, changeMobile, loadProfileForm, saveProfile, scalePicture, updateBirthdate, uploadPicture } from './profileEdit.actors';
import type {
  BirthdateUpdate, OtpOutput, PreparedPicture, ProfileEditContext, ProfileEditEmitted, ProfileEditEvent, ProfileEditInput, ProfileEditTag, ProfileForm,
} from './profileEdit.types';
import { errorOf } from '../shared/actorEvents';

export const validateProfile = validateProfileForm;

function birthError(context: ProfileEditContext): ProfileEditContext['birthError'] {
  return validateBirthdate(context.birthDraft, temporal().PlainDate.from(context.today), MINIMUM_AGE) ?? undefined;
}

const EMPTY_FORM: ProfileForm = {
  firstName: '', lastName: '', gender: '', email: '', nationalId: '', notification: false, contactNumber: '', birth: {},
  number: '', moo: '', village: '', building: '', floor: '', room: '', soi: '', road: '', address: '', location: EMPTY_LOCATION, kept: {},
};

function saveInput({ context }: { context: ProfileEditContext }): ProfileForm {
  return context.form;
}

function blockInput({ context }: { context: ProfileEditContext }) {
  return { value: context.form.location };
}

function birthdateInput({ context }: { context: ProfileEditContext }): BirthdateUpdate {
  const birth = correctDay(context.birthDraft);
  // The saved profile with the new date: what is typed in the form but not saved stays unsaved.
  return { form: { ...context.loaded, birth }, birthdate: toUnixSeconds(birth as Required<DateParts>) };
}

function mobileInput({ context }: { context: ProfileEditContext }) {
  return { contactNumber: context.newMobile, option: 'sms' as const, channel: 'change_contact' };
}

function pictureInput({ context }: { context: ProfileEditContext }) {
  return { file: context.pictureFile };
}

/** `uploading` is entered only when the picture was scaled; the upload sends what the scaling prepared. */
function uploadInput({ event }: { event: ProfileEditEvent | DoneActorEvent<PreparedPicture, 'scalePicture'> }): PreparedPicture {
  assertEvent(event, 'xstate.done.actor.scalePicture');
  return event.output;
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
    emitted: {} as ProfileEditEmitted,
    tags: {} as ProfileEditTag,
  },
  actors: { loadProfileForm, saveProfile, updateBirthdate, changeMobile, addressBlock, scalePicture, uploadPicture },
  delays: { ...requestDelays },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateProfile(context.form)).length === 0,
    isBirthdateValid: ({ context }) => birthError(context) === undefined,
    isBirthdateComplete: ({ context }) => context.birthDraft.day !== undefined && context.birthDraft.month !== undefined && context.birthDraft.year !== undefined,
    isMobileValid: ({ context }) => validatePhone(context.newMobile) === null && context.newMobile !== context.form.contactNumber,
    isPictureAcceptable: ({ event }) => event.type === 'PICTURE.CHOSEN' && profilePictureProblem(event.file) === undefined,
    wasVerified: (_, output: OtpOutput) => output.status === 'verified',
    otpRequestFailed: (_, output: OtpOutput) => output.status === 'requestFailed',
  },
  actions: {
    storeForm: assign((_, loaded: Partial<ProfileForm>) => {
      const form = { ...EMPTY_FORM, ...loaded };
      return { form, loaded: form };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'PROFILE.FIELD_CHANGED') return {};
      const options = PROFILE_INPUTS[event.field];
      const value = options ? applyTextInputOptions(event.value, options) : event.value;
      const form = { ...context.form, [event.field]: value };
      return { form, errors: context.submitAttempted ? validateProfile(form) : {}, saved: false };
    }),
    storeLocation: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.CHANGED') return {};
      // 'Use my location' may bring a street address: it fills the street line only when that is empty.
      const address = context.form.address.trim() === '' && event.value.address ? event.value.address : context.form.address;
      const form = { ...context.form, address, location: event.value };
      return { form, errors: context.submitAttempted ? validateProfile(form) : {}, saved: false };
    }),
    changeGender: assign(({ context, event }) => (event.type === 'PROFILE.GENDER_CHANGED' ? { form: { ...context.form, gender: event.value }, saved: false } : {})),
    toggleNotification: assign(({ context, event }) =>
      event.type === 'PROFILE.NOTIFICATION_TOGGLED' ? { form: { ...context.form, notification: event.value }, saved: false } : {}),
    showErrors: assign(({ context }) => ({ submitAttempted: true, errors: validateProfile(context.form) })),
    storeFailure: assign({ failure: ({ event }) => toApiError(errorOf(event)) }),
    storeTimeout: assign({ failure: () => requestTimeoutError() }),
    clearFailure: assign({ failure: undefined }),
    markSaved: assign(({ context }) => ({ saved: true, failure: undefined, loaded: context.form })),
    notifySaved: emit({ type: 'PROFILE.SAVED' as const }),
    /** The session reloads the profile: the header and the cached account follow (provided by the app). */
    refreshMember: () => undefined,
    openBirthdate: assign(({ context }) => ({ birthDraft: { ...context.form.birth }, birthError: undefined, birthFailure: undefined })),
    changeBirthPart: assign(({ context, event }) => {
      if (event.type !== 'BIRTHDATE.PART_CHANGED') return {};
      const birthDraft = correctDay({ ...context.birthDraft, [event.part]: event.value });
      return { birthDraft, birthError: undefined, birthFailure: undefined };
    }),
    showBirthError: assign(({ context }) => ({ birthError: birthError(context) })),
    storeBirthFailure: assign({ birthFailure: ({ event }) => toApiError(errorOf(event)) }),
    storeBirthTimeout: assign({ birthFailure: () => requestTimeoutError() }),
    acceptBirthdate: assign(({ context }) => {
      const birth = correctDay(context.birthDraft);
      return { form: { ...context.form, birth }, loaded: { ...context.loaded, birth } };
    }),
    openMobile: assign({ newMobile: '', mobileError: undefined }),
    changeMobileNumber: assign(({ event }) => (event.type === 'MOBILE.NUMBER_CHANGED' ? { newMobile: normalizePhoneInput(event.value), mobileError: undefined } : {})),
    showMobileError: assign(({ context }) => ({
      mobileError: validatePhone(context.newMobile) ?? (context.newMobile === context.form.contactNumber ? { id: 'profile.edit.mobileSame' } : undefined),
    })),
    acceptMobile: assign(({ context }) => ({
      form: { ...context.form, contactNumber: context.newMobile },
      loaded: { ...context.loaded, contactNumber: context.newMobile },
    })),
    notifyMobileChanged: emit(({ context }) => ({ type: 'PROFILE.CONTACT_NUMBER_CHANGED' as const, contactNumber: context.newMobile })),
    storeOtpRequestFailure: assign({ mobileError: { id: 'profile.edit.otpRequestFailed' } }),
    storePictureFile: assign(({ event }) =>
      event.type === 'PICTURE.CHOSEN' ? { pictureFile: event.file, pictureProblem: undefined, pictureFailure: undefined } : {}),
    refusePicture: assign(({ event }) => (event.type === 'PICTURE.CHOSEN' ? { pictureProblem: profilePictureProblem(event.file), pictureFailure: undefined } : {})),
    refuseUnreadablePicture: assign({ pictureProblem: 'unreadable' as const }),
    storePreview: assign({ pendingPreview: (_, picture: PreparedPicture) => picture.previewUrl }),
    storePictureFailure: assign({ pictureFailure: ({ event }) => toApiError(errorOf(event)) }),
    storePictureTimeout: assign({ pictureFailure: () => requestTimeoutError() }),
    markPictureSaved: assign(({ context }) => ({ pictureFile: undefined, picturePreview: context.pendingPreview, pendingPreview: undefined })),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    today: input.today, form: EMPTY_FORM, loaded: EMPTY_FORM, errors: {}, submitAttempted: false, birthDraft: {}, newMobile: '', saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the profile into the form.',
      tags: ['loading'],
      invoke: { id: 'loadProfileForm', src: 'loadProfileForm', onDone: { target: 'form', actions: { type: 'storeForm', params: ({ event }) => event.output } }, onError: { target: 'loadFailed', actions: 'storeFailure' } },
      ...requestState({ onTimeout: { target: 'loadFailed', actions: 'storeTimeout' } }),
    },
    loadFailed: {
      description: 'The profile could not be read: a translated message and Try again.',
      on: { 'PROFILE.RETRY': { target: 'loading', actions: 'clearFailure' } },
    },
    form: {
      description: 'The form and its dialogs; the address block lives as long as the form.',
      invoke: { id: 'addressBlock', src: 'addressBlock', input: blockInput },
      on: { 'ADDRESS.CHANGED': { actions: 'storeLocation' } },
      initial: 'editing',
      states: {
        editing: {
          description: 'The form; errors after the first Save; a failed save shows its message with the error code.',
          tags: ['editable'],
          on: {
            'PROFILE.FIELD_CHANGED': { actions: 'changeField' },
            'PROFILE.GENDER_CHANGED': { actions: 'changeGender' },
            'PROFILE.NOTIFICATION_TOGGLED': { actions: 'toggleNotification' },
            'PROFILE.SAVE': [{ guard: 'isFormValid', target: 'saving', actions: 'clearFailure' }, { actions: 'showErrors' }],
            'BIRTHDATE.OPEN': { target: 'birthdate', actions: 'openBirthdate' },
            'MOBILE.EDIT': { target: 'mobile', actions: 'openMobile' },
            'PICTURE.CHOSEN': [{ guard: 'isPictureAcceptable', target: 'picture', actions: 'storePictureFile' }, { actions: 'refusePicture' }],
          },
        },
        saving: {
          description: 'Saving the profile.',
          tags: ['saving', 'loading'],
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: saveInput,
            onDone: { target: 'editing', actions: ['markSaved', 'notifySaved', 'refreshMember'] },
            onError: { target: 'editing', actions: 'storeFailure' },
          },
          ...requestState({ onTimeout: { target: 'editing', actions: 'storeTimeout' } }),
        },
        picture: {
          description: 'The chosen photo is scaled down in the browser, then uploaded; a failure leaves the form as it was with the message.',
          tags: ['picture'],
          initial: 'scaling',
          states: {
            scaling: {
              invoke: {
                id: 'scalePicture',
                src: 'scalePicture',
                input: pictureInput,
                onDone: { target: 'uploading', actions: { type: 'storePreview', params: ({ event }) => event.output } },
                onError: { target: '#profileEdit.form.editing', actions: 'refuseUnreadablePicture' },
              },
            },
            uploading: {
              invoke: {
                id: 'uploadPicture',
                src: 'uploadPicture',
                input: uploadInput,
                onDone: { target: '#profileEdit.form.editing', actions: ['markPictureSaved', 'notifySaved', 'refreshMember'] },
                onError: { target: '#profileEdit.form.editing', actions: 'storePictureFailure' },
              },
              ...requestState({ onTimeout: { target: '#profileEdit.form.editing', actions: 'storePictureTimeout' } }),
            },
          },
        },
        birthdate: {
          description: 'The update-birthdate dialog: day, month, year; Confirm when complete and at least 20 years old.',
          tags: ['birthdateDialog'],
          initial: 'choosing',
          on: { 'BIRTHDATE.CANCEL': { target: 'editing' } },
          states: {
            choosing: {
              on: {
                'BIRTHDATE.PART_CHANGED': { actions: 'changeBirthPart' },
                // Confirm is possible only with day, month and year set (spec section 5); too young shows 'invalid_diff'.
                'BIRTHDATE.CONFIRM': [{ guard: 'isBirthdateValid', target: 'updating' }, { guard: 'isBirthdateComplete', actions: 'showBirthError' }],
              },
            },
            updating: {
              tags: ['loading'],
              invoke: {
                id: 'updateBirthdate',
                src: 'updateBirthdate',
                input: birthdateInput,
                onDone: { target: '#profileEdit.form.editing', actions: ['acceptBirthdate', 'notifySaved', 'refreshMember'] },
                onError: { target: 'choosing', actions: 'storeBirthFailure' },
              },
              ...requestState({ onTimeout: { target: 'choosing', actions: 'storeBirthTimeout' } }),
            },
          },
        },
        mobile: {
          description: 'Changing the mobile number: type the new number, then the OTP dialog.',
          tags: ['mobileDialog'],
          initial: 'typing',
          on: { 'MOBILE.CANCEL': { target: 'editing' } },
          states: {
            typing: {
              on: {
                'MOBILE.NUMBER_CHANGED': { actions: 'changeMobileNumber' },
                'MOBILE.SUBMIT': [{ guard: 'isMobileValid', target: 'verifying' }, { actions: 'showMobileError' }],
              },
            },
            verifying: {
              description: 'The OTP dialog; its verifying call changes the number (number, refcode and code).',
              invoke: {
                id: 'changeMobile',
                src: 'changeMobile',
                input: mobileInput,
                onDone: [
                  { guard: { type: 'wasVerified', params: ({ event }) => event.output }, target: '#profileEdit.form.editing', actions: ['acceptMobile', 'notifyMobileChanged', 'notifySaved', 'refreshMember'] },
                  { guard: { type: 'otpRequestFailed', params: ({ event }) => event.output }, target: 'typing', actions: 'storeOtpRequestFailure' },
                  { target: 'typing' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
