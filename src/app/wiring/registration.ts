/**
 * Real actors of the registration and consent-gate charts: consent versions and legal texts from blob
 * storage, POST /auth/register, and the OTP dialog chart for /register/phone.
 */
import { fromPromise } from 'xstate';
import { registrationMachine } from '@machines/registration/registration.machine';
import type { ConsentVersions, RegisterPayload, RegisterResult } from '@machines/registration/registration.types';
import type { AppServices } from '@/app/services';
import { createOtpLogic } from '@/app/wiring/otp';
import { createConsentGateLogic } from '@/app/wiring/consentGate';
import { fetchConsentVersions } from '@/app/wiring/consentApi';
import type { ModulesRequestBody } from '@/api/types';
import { unwrap } from '@/api/unwrap';
import { accountFrom } from '@/app/wiring/account';
import { ApiCallError } from '@/domain/apiError';
import { toUnixSeconds } from '@/domain/validation/birthdate';

type RegisterBody = ModulesRequestBody<'register'>;

/** Empty strings and absent values are never sent (spec section 5). */
function withoutEmpty(body: RegisterBody): RegisterBody {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '' && v !== undefined)) as RegisterBody;
}

export function createRegistrationLogic(services: AppServices) {
  return registrationMachine.provide({
    actors: {
      loadConsentVersions: fromPromise<ConsentVersions, void>(({ signal }) => fetchConsentVersions(services, signal)),
      registerMember: fromPromise<RegisterResult, RegisterPayload>(async ({ input, signal }) => {
        const { form, versions, verifiedPhone } = input;
        const birth = form.birth.day && form.birth.month && form.birth.year
          ? toUnixSeconds({ day: form.birth.day, month: form.birth.month, year: form.birth.year })
          : undefined;
        const body: RegisterBody = {
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
        };
        const data = unwrap(await services.clients.modules.POST('/auth/register', { body: withoutEmpty(body), signal }));
        // The welcome points come with the account in `data` (openapi/modules.yaml, Register).
        const welcomePoints = data.data?.welcome_point ?? 0;
        const account = accountFrom(data, () => new ApiCallError({ message: 'the register answer carried no account', status: 200, raw: data }));
        return { account, welcomePoints };
      }),
      consentGate: createConsentGateLogic(services),
      verifyPhone: createOtpLogic(services),
    },
  });
}
