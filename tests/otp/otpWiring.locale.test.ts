// @vitest-environment node
/**
 * The sign-in calls send the language chosen in the app where the platform takes one (POST /auth/otp and
 * POST /auth/{provider}_authen: `locale`), so the texts of the answer come in the member's language.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApiClients } from '@/api/clients';
import { defaultSettings } from '@/platform/config/settings';
import { createRequestOtpActor, createVerifyOtpActor } from '@/flows/otp/otp.live';

function setup(locale: 1054 | 1033) {
  const bodies: Record<string, unknown>[] = [];
  const clients = createApiClients({
    baseUrls: { modules: 'http://localhost/m', cart: '', webApi: '', blob: '', misc: '', lineApi: '', lineAccess: '' },
    appId: 'app-1',
    subscriptionKey: 'k',
    getToken: () => undefined,
    fetch: async (input: RequestInfo | URL) => {
      bodies.push((await (input as Request).json()) as Record<string, unknown>);
      return new Response(JSON.stringify({ success: true, data: { refcode: 'AB12', token: 't' } }), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  const services = { clients, settings: { ...defaultSettings, appId: 'app-1' }, session: { getSnapshot: () => ({ context: { locale } }) } };
  return { services, bodies };
}

describe('OTP calls carry the chosen locale', () => {
  for (const locale of [1054, 1033] as const) {
    it(`requestOtp and otpLogin send locale ${locale}`, async () => {
      const { services, bodies } = setup(locale);
      await toPromise(createActor(createRequestOtpActor(services), { input: { contactNumber: '0812345678', option: 'sms', channel: 'login' } }).start());
      await toPromise(
        createActor(createVerifyOtpActor(services, { verifyWith: 'authen' }), { input: { contactNumber: '0812345678', otp: '123456', refcode: 'AB12', option: 'sms' } }).start(),
      );
      expect(bodies).toEqual([
        expect.objectContaining({ contact_number: '0812345678', channel: 'login', locale }),
        expect.objectContaining({ contact_number: '0812345678', otp: '123456', refcode: 'AB12', locale }),
      ]);
    });
  }
});
