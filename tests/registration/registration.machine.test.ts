import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { registrationMachine } from '@machines/registration/registration.machine';
import { selectRegistrationSlow, selectRegistrationStep, selectRegistrationSuccess } from '@machines/registration/registration.selectors';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import type { ConsentGateInput } from '@machines/consentGate/consentGate.types';
import type { RegisterPayload, RegisterResult, RegistrationInput } from '@machines/registration/registration.types';
import type { OtpOutput } from '@machines/otp/otp.types';
import { ApiCallError } from '@/domain/apiError';

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(opts: {
  input?: Partial<RegistrationInput>;
  register?: (p: RegisterPayload) => Promise<RegisterResult>;
  verify?: () => Promise<OtpOutput>;
  versions?: () => Promise<Record<string, string>>;
} = {}) {
  const registered: RegisterPayload[] = [];
  const gates: ConsentGateInput[] = [];
  const machine = registrationMachine.provide({
    actors: {
      loadConsentVersions: fromPromise(async () => (opts.versions ? opts.versions() : { terms: '4', privacy: '5', marketing: '1', cookie: '1', age: '20' })) as never,
      registerMember: fromPromise<RegisterResult, RegisterPayload>(async ({ input }) => {
        registered.push(input);
        return opts.register ? opts.register(input) : { account: { token: 'tok', jwt: 'jwt' }, welcomePoints: 50 };
      }),
      verifyPhone: fromPromise<OtpOutput, { contactNumber: string }>(async ({ input }) =>
        opts.verify ? opts.verify() : { status: 'verified', contactNumber: input.contactNumber, refcode: 'RF12', code: '123456', response: { status: 200 } }) as never,
      // The real consentGate needs a text loader; record its input and let the test decide.
      consentGate: fromPromise<{ accepted: boolean }, ConsentGateInput>(({ input }) => {
        gates.push(input);
        return new Promise(() => undefined);
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { mode: 'form', locale: 'en', today: '2026-11-21', ...opts.input } });
  actor.start();
  return { actor, registered, gates };
}

function fill(actor: AnyActorRef) {
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'Somying' });
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'lastName', value: 'ใจดี' });
  actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '081-111-1111' });
  actor.send({ type: 'FORM.BIRTHDATE_CHANGED', part: 'day', value: 31 });
  actor.send({ type: 'FORM.BIRTHDATE_CHANGED', part: 'month', value: 2 });
  actor.send({ type: 'FORM.BIRTHDATE_CHANGED', part: 'year', value: 1992 });
}

/** Resolves the invoked consent dialog as the person would. */
function answerGate(actor: AnyActorRef, accepted: boolean) {
  actor.send({ type: 'xstate.done.actor.consentGate', output: { kind: 'x', version: '1', accepted } } as never);
}

describe('registration', () => {
  it('shows no errors until a submit attempt, then every failing rule', async () => {
    const { actor } = setup();
    await settle();
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'A' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'FORM.SUBMIT' });
    const { errors } = actor.getSnapshot().context;
    expect(errors.firstName).toEqual({ id: 'validation.tooShort', values: { min: 2 } });
    expect(errors.lastName).toEqual({ id: 'validation.required' });
    expect(errors.mobile).toEqual({ id: 'validation.required' });
    expect(errors.birth).toEqual({ id: 'validation.birthdate.required' });
    expect(errors.email).toBeUndefined();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'Ann' });
    expect(actor.getSnapshot().context.errors.firstName).toBeUndefined();
  });

  it('sanitises as typed: mobile keeps digits and must start with 0; the day is corrected to the month end', async () => {
    const { actor } = setup();
    await settle();
    fill(actor);
    expect(actor.getSnapshot().context.form.mobile).toBe('0811111111');
    expect(actor.getSnapshot().context.form.birth).toEqual({ day: 29, month: 2, year: 1992 });
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '981' });
    expect(actor.getSnapshot().context.form.mobile).toBe('');
  });

  it('a valid form opens terms, privacy and age in turn with the loaded versions, then registers', async () => {
    const { actor, gates, registered } = setup();
    await settle();
    fill(actor);
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().matches('acceptingTerms')).toBe(true);
    expect(selectRegistrationStep(actor.getSnapshot())).toBe('consent');
    answerGate(actor, true);
    expect(actor.getSnapshot().matches('acceptingPrivacy')).toBe(true);
    answerGate(actor, true);
    expect(actor.getSnapshot().matches('acceptingAge')).toBe(true);
    expect(gates.map((g) => [g.kind, g.version])).toEqual([['terms', '4'], ['privacy', '5'], ['age', '20']]);
    const announced: unknown[] = [];
    actor.on('registration.registered', (e) => announced.push(e.account));
    answerGate(actor, true);
    await settle();
    expect(registered).toHaveLength(1);
    expect(registered[0]!.versions.terms).toBe('4');
    expect(registered[0]!.form.firstName).toBe('Somying');
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    expect(announced).toEqual([{ token: 'tok', jwt: 'jwt' }]);
    expect(selectRegistrationSuccess(actor.getSnapshot())).toEqual({ welcomePoints: 50, hasWelcomePoints: true });
    actor.send({ type: 'REGISTRATION.START' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('no welcome points gives the plain success screen', async () => {
    const { actor } = setup({ register: async () => ({ account: { token: 't' }, welcomePoints: 0 }) });
    await settle();
    fill(actor);
    actor.send({ type: 'FORM.SUBMIT' });
    answerGate(actor, true); answerGate(actor, true); answerGate(actor, true);
    await settle();
    expect(selectRegistrationSuccess(actor.getSnapshot()).hasWelcomePoints).toBe(false);
  });

  it('closing a consent dialog returns to the form with everything kept', async () => {
    const { actor } = setup();
    await settle();
    fill(actor);
    actor.send({ type: 'FORM.SUBMIT' });
    answerGate(actor, true);
    answerGate(actor, false);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.form.firstName).toBe('Somying');
  });

  it('a duplicate mobile and other failures return to the form with a message and the input kept', async () => {
    let error = new ApiCallError({ message: 'exists', status: 200, code: 'mobile_dup' });
    const { actor } = setup({ register: async () => { throw error; } });
    await settle();
    fill(actor);
    actor.send({ type: 'FORM.SUBMIT' });
    answerGate(actor, true); answerGate(actor, true); answerGate(actor, true);
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ id: 'register.error.mobileDuplicate' });
    expect(actor.getSnapshot().context.form.mobile).toBe('0811111111');
    error = new ApiCallError({ message: 'down', status: 503 });
    actor.send({ type: 'FORM.SUBMIT' });
    answerGate(actor, true); answerGate(actor, true); answerGate(actor, true);
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ id: 'register.error.submit', values: { code: '503' } });
  });

  it('consent versions fall back to the spec defaults when they cannot be loaded', async () => {
    const { actor, gates } = setup({ versions: async () => { throw new Error('offline'); } });
    await settle();
    fill(actor);
    actor.send({ type: 'FORM.SUBMIT' });
    expect(gates[0]).toEqual({ kind: 'terms', version: '1', locale: 'en' });
  });

  it('no answer in time: versions fall back to the defaults; a registration gives the timeout message with the form kept', async () => {
    vi.useFakeTimers();
    try {
      const never = <T,>() => new Promise<T>(() => undefined);
      const { actor, registered, gates } = setup({ versions: never, register: never });
      await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
      expect(selectRegistrationStep(actor.getSnapshot())).toBe('loading');
      expect(selectRegistrationSlow(actor.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
      expect(selectRegistrationStep(actor.getSnapshot())).toBe('form');
      fill(actor);
      actor.send({ type: 'FORM.SUBMIT' });
      expect(gates[0]?.version).toBe('1');
      answerGate(actor, true); answerGate(actor, true); answerGate(actor, true);
      await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
      expect(selectRegistrationStep(actor.getSnapshot())).toBe('submitting');
      expect(selectRegistrationSlow(actor.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
      expect(registered).toHaveLength(1);
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context.failure).toEqual({ id: 'errors.timeout' });
      expect(actor.getSnapshot().context.form.firstName).toBe('Somying');
      expect(selectRegistrationSlow(actor.getSnapshot())).toBe(false);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('/register/phone', () => {
    it('verifies the mobile by OTP first, then shows the form with the verified number', async () => {
      const { actor, registered } = setup({ input: { mode: 'phone' } });
      await settle();
      expect(actor.getSnapshot().matches('enteringMobile')).toBe(true);
      actor.send({ type: 'PHONE.SUBMIT' });
      expect(actor.getSnapshot().context.errors.mobile).toEqual({ id: 'validation.required' });
      actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '0811111111' });
      actor.send({ type: 'PHONE.SUBMIT' });
      await settle();
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context.verifiedPhone).toEqual({ contactNumber: '0811111111', refcode: 'RF12', otp: '123456' });
      fill(actor);
      actor.send({ type: 'FORM.SUBMIT' });
      answerGate(actor, true); answerGate(actor, true); answerGate(actor, true);
      await settle();
      expect(registered[0]!.verifiedPhone?.refcode).toBe('RF12');
    });

    it('cancelling the OTP dialog or a failed OTP request returns to the mobile step', async () => {
      const cancelled = setup({ input: { mode: 'phone' }, verify: async () => ({ status: 'cancelled' }) });
      await settle();
      cancelled.actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '0811111111' });
      cancelled.actor.send({ type: 'PHONE.SUBMIT' });
      await settle();
      expect(cancelled.actor.getSnapshot().matches('enteringMobile')).toBe(true);

      const failed = setup({ input: { mode: 'phone' }, verify: async () => ({ status: 'requestFailed', error: { message: 'x', status: 500 } }) });
      await settle();
      failed.actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '0811111111' });
      failed.actor.send({ type: 'PHONE.SUBMIT' });
      await settle();
      expect(failed.actor.getSnapshot().matches('enteringMobile')).toBe(true);
      expect(failed.actor.getSnapshot().context.failure).toEqual({ id: 'register.error.otpRequest' });
      expect(failed.actor.getSnapshot().context.form.mobile).toBe('0811111111');
    });
  });
});
