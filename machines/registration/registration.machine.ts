/**
 * Registration (/register and /register/phone, spec sections 2, 4 and 5). The phone variant first
 * verifies the mobile number by OTP. The form checks every section-5 rule, showing errors only after
 * a submit attempt; a valid form then opens the terms, privacy and age dialogs in turn (each a
 * consentGate child: Accept only after reading to the end). Closing one returns to the form with
 * everything typed kept. Registering leads to the success screen, with the welcome points when
 * there are any; a failed call returns to the form with a translated message and nothing lost.
 * Mode 'line' (a LINE user who is not yet a member, inside lineLogin): the form comes prefilled from the
 * verified ID token, the same consent dialogs follow, and the chart ends with the account and welcome
 * points for the LINE login to sign in with; a refusal shows the message chosen by status and error id.
 */
import { assign, emit, setup } from 'xstate';
import { consentGate, loadConsentVersions, registerMember, verifyPhone } from './registration.actors';
import { correctDay, sanitiseField, validateMobile, validateRegistration } from './registration.rules';
import type {
  ConsentVersions, RegisterResult, RegistrationContext, RegistrationEmitted, RegistrationEvent, RegistrationInput, RegistrationOutput, VerifiedPhone,
} from './registration.types';
import type { ConsentGateOutput } from '../consentGate/consentGate.types';
import type { OtpOutput } from '../otp/otp.types';
import { toApiError } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';
import { requestDelays, requestState } from '../shared/request';
import { DEFAULT_CONSENT_VERSIONS } from '@/domain/consent/versions';

/** The error carried by an `xstate.error.actor.*` event. */
function errorOf(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'error' in event ? event.error : event;
}

/** Spec section 9: default consent versions (kept in src/domain/consent with the other consent rules). */
export { DEFAULT_CONSENT_VERSIONS };

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
    emitted: {} as RegistrationEmitted,
    tags: {} as 'loading' | 'submitting' | 'slow',
  },
  actors: { loadConsentVersions, registerMember, verifyPhone, consentGate },
  delays: { ...requestDelays },
  guards: {
    isPhoneMode: ({ context }) => context.mode === 'phone',
    isLineMode: ({ context }) => context.mode === 'line',
    isFormValid: ({ context }) => Object.keys(validateRegistration(context.form, context.today, context.minimumAge)).length === 0,
    isMobileValid: ({ context }) => validateMobile(context.form.mobile) === null,
    wasAccepted: (_, output: ConsentGateOutput) => output.accepted,
    wasVerified: (_, output: OtpOutput) => output.status === 'verified',
    otpRequestFailed: (_, output: OtpOutput) => output.status === 'requestFailed',
    isDuplicateMobile: ({ event }) => toApiError(errorOf(event)).code === 'mobile_dup',
    /** The mobile step has one field: the mobile number. */
    isMobileField: ({ event }) => event.type === 'FORM.FIELD_CHANGED' && event.field === 'mobile',
    /** Every field of the form can change except a mobile number already verified by OTP (shown read-only). */
    isEditableField: ({ context, event }) => event.type === 'FORM.FIELD_CHANGED' && !(event.field === 'mobile' && context.verifiedPhone !== null),
  },
  actions: {
    storeVersions: assign({ versions: (_, versions: ConsentVersions) => ({ ...DEFAULT_CONSENT_VERSIONS, ...versions }) }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FORM.FIELD_CHANGED') return {};
      const form = { ...context.form, [event.field]: sanitiseField(event.field, event.value) };
      return { form, errors: context.submitAttempted ? validateRegistration(form, context.today, context.minimumAge) : {} };
    }),
    changeGender: assign(({ context, event }) =>
      event.type === 'FORM.GENDER_CHANGED' ? { form: { ...context.form, gender: event.value } } : {}),
    changeBirthdate: assign(({ context, event }) => {
      if (event.type !== 'FORM.BIRTHDATE_CHANGED') return {};
      const form = { ...context.form, birth: correctDay({ ...context.form.birth, [event.part]: event.value }) };
      return { form, errors: context.submitAttempted ? validateRegistration(form, context.today, context.minimumAge) : {} };
    }),
    showFormErrors: assign(({ context }) => ({
      submitAttempted: true,
      errors: validateRegistration(context.form, context.today, context.minimumAge),
    })),
    showMobileError: assign(({ context }) => ({
      submitAttempted: true,
      errors: { mobile: validateMobile(context.form.mobile) ?? undefined },
    })),
    clearFailure: assign({ failure: null }),
    storeVerifiedPhone: assign({
      verifiedPhone: ({ context }, output: OtpOutput): VerifiedPhone | null =>
        output.status === 'verified' ? { contactNumber: output.contactNumber ?? context.form.mobile, refcode: output.refcode, otp: output.code } : null,
      submitAttempted: false,
      errors: {},
    }),
    storeOtpFailure: assign({ failure: { id: 'register.error.otpRequest' } }),
    storeResult: assign({
      account: (_, result: RegisterResult) => result.account,
      welcomePoints: (_, result: RegisterResult) => Math.max(0, result.welcomePoints),
    }),
    announceRegistered: emit(({ context }) => ({ type: 'registration.registered', account: context.account! }) as const),
    storeDuplicateFailure: assign({ failure: { id: 'register.error.mobileDuplicate' } }),
    storeTimeoutFailure: assign({ failure: { id: 'errors.timeout' } }),
    /** Mode 'line': the refusal's message by status and error id (the generic handler of section 8). */
    storeRefusal: assign({
      failure: ({ event }) => {
        const described = describeApiError(toApiError(errorOf(event)));
        return { id: described.messageId, values: described.values };
      },
    }),
    storeSubmitFailure: assign({
      failure: ({ event }) => {
        const e = toApiError(errorOf(event));
        return { id: 'register.error.submit', values: { code: String(e.code ?? e.status) } };
      },
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    mode: input.mode,
    locale: input.locale,
    today: input.today,
    minimumAge: input.minimumAge ?? 20,
    line: input.line ?? null,
    form: {
      firstName: input.line?.firstName ?? '',
      lastName: input.line?.lastName ?? '',
      mobile: '',
      email: input.line?.email ?? '',
      nationalId: '',
      gender: '',
      birth: {},
    },
    errors: {},
    submitAttempted: false,
    versions: DEFAULT_CONSENT_VERSIONS,
    verifiedPhone: null,
    welcomePoints: 0,
    account: null,
    failure: null,
  }),
  initial: 'loadingVersions',
  output: ({ context }) => (context.account ? { account: context.account, welcomePoints: context.welcomePoints } : null),
  states: {
    loadingVersions: {
      description: 'Reads the current terms, privacy and age versions; on failure, or no answer within REQUEST_TIMEOUT, the defaults are used.',
      tags: ['loading'],
      ...requestState({ onTimeout: [{ guard: 'isPhoneMode', target: 'enteringMobile' }, { target: 'editing' }] }),
      invoke: {
        id: 'loadConsentVersions',
        src: 'loadConsentVersions',
        onDone: [
          { guard: 'isPhoneMode', target: 'enteringMobile', actions: { type: 'storeVersions', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'storeVersions', params: ({ event }) => event.output } },
        ],
        onError: [{ guard: 'isPhoneMode', target: 'enteringMobile' }, { target: 'editing' }],
      },
    },
    enteringMobile: {
      description: '/register/phone: the member types a mobile number to verify by OTP.',
      on: {
        'FORM.FIELD_CHANGED': { guard: 'isMobileField', actions: 'changeField' },
        'PHONE.SUBMIT': [
          { guard: 'isMobileValid', target: 'verifyingMobile', actions: 'clearFailure' },
          { actions: 'showMobileError' },
        ],
      },
    },
    verifyingMobile: {
      description: 'The OTP dialog is open for the mobile number.',
      invoke: {
        id: 'verifyPhone',
        src: 'verifyPhone',
        input: ({ context }) => ({ contactNumber: context.form.mobile, option: 'sms' as const, channel: 'register', reportsToParent: true }),
        onDone: [
          { guard: { type: 'wasVerified', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'storeVerifiedPhone', params: ({ event }) => event.output } },
          { guard: { type: 'otpRequestFailed', params: ({ event }) => event.output }, target: 'enteringMobile', actions: 'storeOtpFailure' },
          { target: 'enteringMobile' },
        ],
        onError: { target: 'enteringMobile', actions: 'storeOtpFailure' },
      },
    },
    editing: {
      description: 'The form: errors show after the first submit attempt and update as the member types; a verified mobile stays as verified.',
      on: {
        'FORM.FIELD_CHANGED': { guard: 'isEditableField', actions: 'changeField' },
        'FORM.GENDER_CHANGED': { actions: 'changeGender' },
        'FORM.BIRTHDATE_CHANGED': { actions: 'changeBirthdate' },
        'FORM.SUBMIT': [
          { guard: 'isFormValid', target: 'acceptingTerms', actions: 'clearFailure' },
          { actions: 'showFormErrors' },
        ],
      },
    },
    acceptingTerms: {
      description: 'Terms dialog; Accept after reading to within 100 px of the end.',
      invoke: {
        id: 'consentGate',
        src: 'consentGate',
        input: ({ context }) => ({ kind: 'terms' as const, version: context.versions.terms, locale: context.locale }),
        onDone: [
          { guard: { type: 'wasAccepted', params: ({ event }) => event.output }, target: 'acceptingPrivacy' },
          { target: 'editing' },
        ],
      },
    },
    acceptingPrivacy: {
      description: 'Privacy dialog; Accept after reading to within 100 px of the end.',
      invoke: {
        id: 'consentGate',
        src: 'consentGate',
        input: ({ context }) => ({ kind: 'privacy' as const, version: context.versions.privacy, locale: context.locale }),
        onDone: [
          { guard: { type: 'wasAccepted', params: ({ event }) => event.output }, target: 'acceptingAge' },
          { target: 'editing' },
        ],
      },
    },
    acceptingAge: {
      description: 'Age consent dialog; Accept only at the exact end of the text.',
      invoke: {
        id: 'consentGate',
        src: 'consentGate',
        input: ({ context }) => ({ kind: 'age' as const, version: context.versions.age, locale: context.locale }),
        onDone: [
          { guard: { type: 'wasAccepted', params: ({ event }) => event.output }, target: 'submitting' },
          { target: 'editing' },
        ],
      },
    },
    submitting: {
      description: 'Registering the member with the accepted consent versions. No answer within REQUEST_TIMEOUT: the call is cancelled and the form comes back, everything kept, with the timeout message.',
      tags: ['submitting'],
      ...requestState({ onTimeout: { target: 'editing', actions: 'storeTimeoutFailure' } }),
      invoke: {
        id: 'registerMember',
        src: 'registerMember',
        input: ({ context }) => ({
          form: context.form,
          versions: context.versions,
          verifiedPhone: context.verifiedPhone,
          locale: context.locale,
          ...(context.line ? { idToken: context.line.idToken } : {}),
        }),
        onDone: [
          { guard: 'isLineMode', target: 'done', actions: { type: 'storeResult', params: ({ event }) => event.output } },
          { target: 'registered', actions: [{ type: 'storeResult', params: ({ event }) => event.output }, 'announceRegistered'] },
        ],
        onError: [
          { guard: 'isDuplicateMobile', target: 'editing', actions: 'storeDuplicateFailure' },
          { guard: 'isLineMode', target: 'editing', actions: 'storeRefusal' },
          { target: 'editing', actions: 'storeSubmitFailure' },
        ],
      },
    },
    registered: {
      description: 'Registration success screen: welcome title and points when above 0, otherwise a plain success.',
      on: { 'REGISTRATION.START': 'done' },
    },
    done: { type: 'final', description: 'Left the success screen; in mode \'line\' registered, with the account for the LINE login.' },
  },
});
