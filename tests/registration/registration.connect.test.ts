/**
 * The registration connect: which step the page shows in the chart's states, what the mobile step, the form
 * and the success screen receive, and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ConsentGateInput } from '@machines/consentGate/consentGate.types';
import type { OtpOutput } from '@machines/otp/otp.types';
import { connect } from '@machines/registration/registration.connect';
import { registrationMachine } from '@machines/registration/registration.machine';
import type { RegisterPayload, RegisterResult, RegistrationEvent, RegistrationInput } from '@machines/registration/registration.types';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: Partial<RegistrationInput> = {}, versions: () => Promise<Record<string, string>> = async () => ({ terms: '4', privacy: '5', marketing: '1', cookie: '1', age: '20' })) {
  const machine = registrationMachine.provide({
    actors: {
      loadConsentVersions: fromPromise(versions) as never,
      registerMember: fromPromise<RegisterResult, RegisterPayload>(async () => ({ account: { token: 'tok', jwt: 'jwt' }, welcomePoints: 50 })),
      verifyPhone: fromPromise<OtpOutput, { contactNumber: string }>(() => new Promise(() => undefined)) as never,
      consentGate: fromPromise<{ accepted: boolean }, ConsentGateInput>(() => new Promise(() => undefined)) as never,
    },
  });
  return createActor(machine, { input: { mode: 'form', locale: 'en', today: '2026-11-21', ...input } }).start();
}

describe('registration connect', () => {
  it('loading the consent versions: the loading step, with the chart\'s today', () => {
    const actor = start({}, () => new Promise(() => undefined));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ step: 'loading', slow: false, today: '2026-11-21' });
    expect(view.gate).toBeUndefined();
    expect(view.otp).toBeUndefined();
  });

  it('the form: values and errors of the chart, not busy, and each handler sends its event', async () => {
    const actor = start();
    await settle();
    const send = vi.fn<(event: RegistrationEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    expect(view.step).toBe('form');
    expect(view.form).toMatchObject({ busy: false, mobileLocked: false, failure: null, errors: {} });
    expect(view.form.form).toBe(actor.getSnapshot().context.form);
    view.form.onFieldChange('firstName', 'Somying');
    view.form.onGenderChange('female');
    view.form.onBirthChange('year', 1992);
    view.form.onSubmit();
    view.mobileStep.onChange('0811111111');
    view.mobileStep.onSubmit();
    view.success.onStart();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'Somying' },
      { type: 'FORM.GENDER_CHANGED', value: 'female' },
      { type: 'FORM.BIRTHDATE_CHANGED', part: 'year', value: 1992 },
      { type: 'FORM.SUBMIT' },
      { type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '0811111111' },
      { type: 'PHONE.SUBMIT' },
      { type: 'REGISTRATION.START' },
    ]);
  });

  it('errors after a submit attempt reach the form; a valid form goes to the consent step with its dialog, the form busy', async () => {
    const actor = start();
    await settle();
    actor.send({ type: 'FORM.SUBMIT' });
    expect(connect(actor.getSnapshot(), vi.fn()).form.errors.lastName).toEqual({ id: 'validation.required' });
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'firstName', value: 'Somying' });
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'lastName', value: 'Jaidee' });
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '0811111111' });
    actor.send({ type: 'FORM.GENDER_CHANGED', value: 'female' });
    actor.send({ type: 'FORM.BIRTHDATE_CHANGED', part: 'day', value: 3 });
    actor.send({ type: 'FORM.BIRTHDATE_CHANGED', part: 'month', value: 2 });
    actor.send({ type: 'FORM.BIRTHDATE_CHANGED', part: 'year', value: 1992 });
    actor.send({ type: 'FORM.SUBMIT' });
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.step).toBe('consent');
    expect(view.form.busy).toBe(true);
    expect(view.gate).toBe(actor.getSnapshot().children.consentGate);
    expect(view.gate).toBeDefined();
  });

  it('by phone: the mobile step, busy while the OTP dialog runs', async () => {
    const actor = start({ mode: 'phone' });
    await settle();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ step: 'mobile', mobileStep: { busy: false, mobile: '' } });
    actor.send({ type: 'FORM.FIELD_CHANGED', field: 'mobile', value: '0811111111' });
    actor.send({ type: 'PHONE.SUBMIT' });
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.otp).toBe(actor.getSnapshot().children.verifyPhone);
    expect(view.mobileStep).toMatchObject({ busy: true, mobile: '0811111111' });
  });
});
