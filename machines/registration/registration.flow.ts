import { Temporal } from 'temporal-polyfill';
import { defineFlow } from '../flow';
import { provideTemporal } from '@/domain/validation/temporal';
import { registrationMachine } from './registration.machine';

// The tooling (path generation, replays, the sandbox's flow player) runs the birth-date rules at once; the app
// loads their Temporal on demand (src/ui/common/temporalLoader.ts).
provideTemporal(Temporal);

const validForm = [
  { field: 'firstName', value: 'สมหญิง' },
  { field: 'lastName', value: 'ใจดี' },
  { field: 'mobile', value: '0811111111' },
];

export const registrationFlow = defineFlow({
  id: 'registration',
  title: 'Registration (/register, /register/phone, and LINE sign-up)',
  purpose: 'Sign-up form with the section-5 rules, terms/privacy/age consent dialogs, and the success screen with welcome points; in mode line (a LINE newcomer) prefilled from the ID token and sent to /line/register with the id_token.',
  machine: registrationMachine,
  screen: true,
  input: { mode: 'phone', locale: 'th', today: '2026-11-21' },
  inputs: {
    form: { mode: 'form', locale: 'en', today: '2026-11-21' },
    line: {
      mode: 'line',
      locale: 'en',
      today: '2026-11-21',
      line: { idToken: 'eyJhbGciOiJFUzI1NiJ9.newcomer.signature', firstName: 'Napat', lastName: '', email: 'napat@example.com', picture: 'https://profile.line-scdn.net/sandbox/napat.png' },
    },
  },
  events: {
    'xstate.done.actor.loadConsentVersions': [{ output: { terms: '2', privacy: '2', marketing: '1', cookie: '1', age: '20' } }],
    'xstate.error.actor.loadConsentVersions': [{ error: { message: 'offline', status: 0 } }],
    'FORM.FIELD_CHANGED': validForm,
    'FORM.GENDER_CHANGED': [{ value: 'female' }],
    'FORM.BIRTHDATE_CHANGED': [{ part: 'day', value: 15 }, { part: 'month', value: 6 }, { part: 'year', value: 1990 }],
    'FORM.SUBMIT': [{}],
    'PHONE.SUBMIT': [{}],
    'xstate.done.actor.verifyPhone': [
      { output: { status: 'verified', code: '123456', refcode: 'ABCD', contactNumber: '0811111111', response: { status: 200 } } },
      { output: { status: 'cancelled' } },
      { output: { status: 'requestFailed', error: { message: 'otp request failed', status: 500 } } },
    ],
    'xstate.error.actor.verifyPhone': [{ error: { message: 'crashed', status: 0 } }],
    'xstate.done.actor.consentGate': [{ output: { kind: 'terms', version: '1', accepted: true, html: '<p>terms</p>' } }, { output: { kind: 'terms', version: '1', accepted: false, html: '' } }],
    'xstate.done.actor.registerMember': [{ output: { account: { token: 't', jwt: 'j' }, welcomePoints: 100 } }],
    'xstate.error.actor.registerMember': [
      { error: { message: 'dup', status: 200, code: 'mobile_dup' } },
      { error: { message: 'boom', status: 500 } },
      { error: { message: 'The LINE ID token is invalid.', status: 401, id: 1906, code: 'invalid_id_token' } },
    ],
    'REGISTRATION.START': [{}],
  },
  serializeState: (snapshot) => {
    const s = snapshot as unknown as { value: unknown; context: { form: { firstName: string; lastName: string; mobile: string; birth: { day?: number; month?: number; year?: number } }; verifiedPhone: unknown } };
    const f = s.context.form;
    const filled = [f.firstName, f.lastName, f.mobile].filter(Boolean).length + Object.keys(f.birth).length;
    return JSON.stringify([s.value, filled, s.context.verifiedPhone !== null]);
  },
  limit: 2000,
});
