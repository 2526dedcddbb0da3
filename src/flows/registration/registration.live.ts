/**
 * Real actors of the registration and consent-gate charts: consent versions and legal texts from blob
 * storage, POST /auth/register, and the OTP dialog chart for /register/phone. createLineSignUpLogic is the
 * same chart for a LINE user who is not yet a member: POST /line/register with the form fields and id_token.
 */
import { fromPromise } from 'xstate';
import { registrationMachine } from '@machines/registration/registration.machine';
import type { ConsentVersions, RegisterPayload, RegisterResult } from '@machines/registration/registration.types';
import type { AppServices } from '@/flows/shared/services';
import { createOtpLogic } from '@/flows/otp/otp.live';
import { createConsentGateLogic } from '@/flows/consentGate/consentGate.live';
import { fetchConsentVersions } from '@/flows/shared/consentApi';
import type { ModulesRequestBody } from '@/api/types';
import { unwrap } from '@/api/unwrap';
import { accountFrom } from '@/flows/shared/account';
import { ApiCallError } from '@/domain/apiError';
import { toUnixSeconds } from '@/domain/validation/birthdate';

type RegisterBody = ModulesRequestBody<'register'>;

/** Empty strings and absent values are never sent (spec section 5). */
function withoutEmpty(body: RegisterBody): RegisterBody {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '' && v !== undefined)) as RegisterBody;
}

/** The form fields of POST /auth/register and POST /line/register (openapi RegisterForm). */
function registerBody(services: AppServices, input: RegisterPayload): RegisterBody {
  const { form, versions, verifiedPhone } = input;
  const birth = form.birth.day && form.birth.month && form.birth.year
    ? toUnixSeconds({ day: form.birth.day, month: form.birth.month, year: form.birth.year })
    : undefined;
  return withoutEmpty({
    app_id: services.settings.appId,
    firstname: form.firstName.trim(),
    lastname: form.lastName.trim(),
    contact_number: form.mobile,
    email: form.email.trim(),
    idcard: form.nationalId,
    gender: form.gender === 'unspecified' ? 'not specified' : form.gender || undefined,
    birthdate: birth,
    refcode: verifiedPhone?.refcode,
    otp: verifiedPhone?.otp,
    termandcondition: Number(versions.terms),
    dataprivacy: Number(versions.privacy),
    consentage: Number(versions.age) || 20,
    locale: input.locale === 'en' ? 1033 : 1054,
  });
}

type RegisterAnswer = { data?: { welcome_point?: number } };

/** The welcome points come with the account in `data` (openapi/modules.yaml, Register). */
function registerResult(data: RegisterAnswer & Record<string, unknown>): RegisterResult {
  const welcomePoints = data.data?.welcome_point ?? 0;
  const account = accountFrom(data, () => new ApiCallError({ message: 'the register answer carried no account', status: 200, raw: data }));
  return { account, welcomePoints };
}

export function createRegistrationLogic(services: AppServices) {
  return registrationMachine.provide({
    actors: {
      loadConsentVersions: fromPromise<ConsentVersions, void>(({ signal }) => fetchConsentVersions(services, signal)),
      registerMember: fromPromise<RegisterResult, RegisterPayload>(async ({ input, signal }) => {
        const data = unwrap(await services.clients.modules.POST('/auth/register', { body: registerBody(services, input), signal }));
        return registerResult(data);
      }),
      consentGate: createConsentGateLogic(services),
      verifyPhone: createOtpLogic(services),
    },
  });
}

/** The registration chart for a LINE newcomer (mode 'line'): POST /line/register with the form fields plus id_token. */
export function createLineSignUpLogic(services: AppServices) {
  return createRegistrationLogic(services).provide({
    actors: {
      registerMember: fromPromise<RegisterResult, RegisterPayload>(async ({ input, signal }) => {
        const body = { ...registerBody(services, input), ...(input.idToken ? { id_token: input.idToken } : {}) };
        const data = unwrap(await services.clients.modules.POST('/line/register', { body, signal }));
        return registerResult(data);
      }),
    },
  });
}
