/**
 * Real actors of the OTP dialog chart: POST /auth/otp to send a code, and one of two verifying calls —
 * POST /auth/verify (default; registration and contact-number changes) or POST /auth/{provider}_authen
 * (sign-in by mobile, which answers the account, handed back in the output's `response.data`).
 */
import { fromPromise } from 'xstate';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import type { AppServices } from '@/flows/shared/services';
import { unwrap } from '@/api/unwrap';
import type { LocaleCode } from '@/i18n/locale';

/** The OTP provider of /auth/{provider}_authen. */
export const OTP_PROVIDER = 'bzbs';

export interface OtpLogicOptions {
  /** Which call checks the code. @default 'verify' */
  verifyWith?: 'verify' | 'authen';
}

/** The services the OTP calls need; the session, when given, says the member's chosen language. */
export type OtpServices = Pick<AppServices, 'clients' | 'settings'> & { session?: { getSnapshot(): { context: { locale: LocaleCode } } } };

/** The language chosen in the app, sent where the platform takes one (texts of the answer come in it). */
function chosenLocale(services: OtpServices): LocaleCode | undefined {
  return services.session?.getSnapshot().context.locale;
}

/** Drops undefined and empty values so optional fields are not sent as "". */
function compact<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== '')) as T;
}

function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
}

export function createRequestOtpActor(services: OtpServices) {
  return fromPromise<OtpRequestOutput, OtpTarget>(async ({ input, signal }) => {
    const body = compact({
      app_id: services.settings.appId,
      contact_number: input.contactNumber,
      email: input.email,
      channel: input.channel ?? 'login',
      option: input.option,
      id_token: input.idToken,
      uuid: input.uuid,
      locale: chosenLocale(services),
    });
    const answer = unwrap(await services.clients.modules.POST('/auth/otp', { body, signal }));
    const data = dataOf(answer) as Partial<OtpRequestOutput> | undefined;
    return { refcode: String(data?.refcode ?? ''), expireinseconds: data?.expireinseconds };
  });
}

export function createVerifyOtpActor(services: OtpServices, options: OtpLogicOptions = {}) {
  return fromPromise<OtpVerifyOutput, OtpVerifyInput>(async ({ input, signal }) => {
    if (options.verifyWith === 'authen') {
      const result = await services.clients.modules.POST('/auth/{provider}_authen', {
        params: { path: { provider: OTP_PROVIDER } },
        body: compact({ contact_number: input.contactNumber ?? '', otp: input.otp, refcode: input.refcode, app_id: services.settings.appId, locale: chosenLocale(services) }),
        signal,
      });
      const answer = unwrap(result) as { success?: boolean } | undefined;
      return { status: result.response.status, success: answer?.success, data: dataOf(answer) };
    }
    const result = await services.clients.modules.POST('/auth/verify', {
      body: compact({
        app_id: services.settings.appId,
        contact_number: input.contactNumber,
        email: input.email,
        otp: input.otp,
        refcode: input.refcode,
        channel: input.channel ?? 'register',
        option: input.option,
        id_token: input.idToken,
        uuid: input.uuid,
      }),
      signal,
    });
    const answer = unwrap(result) as { success?: boolean } | undefined;
    return { status: result.response.status, success: answer?.success, data: dataOf(answer) };
  });
}

/** The OTP dialog chart with the real calls. */
export function createOtpLogic(services: OtpServices, options: OtpLogicOptions = {}) {
  return otpMachine.provide({
    actors: {
      requestOtp: createRequestOtpActor(services),
      verifyOtp: createVerifyOtpActor(services, options),
    },
  });
}
