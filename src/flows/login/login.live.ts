/**
 * Real actors and effects of the login chart: POST /auth/{provider}_login, the OTP dialog chart verifying
 * with /auth/{provider}_authen, the guest device (a stable uuid and pseudo MAC address kept in local
 * storage) with /auth/device_login or /auth/device_resume, and on success SESSION.SIGNED_IN to the
 * session actor followed by navigation to `next`.
 */
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/login/login.machine';
import type { DeviceInfo, PasswordLoginInput } from '@machines/login/login.types';
import type { Account } from '@machines/session/session.types';
import { isGuestAccount } from '@machines/session/guest';
import { accountFrom } from '@/flows/shared/account';
import type { AppServices } from '@/flows/shared/services';
import { createOtpLogic } from '@/flows/otp/otp.live';
import { unwrap } from '@/api/unwrap';
import { ApiCallError } from '@/domain/apiError';
import { DEVICE_STORAGE_KEYS } from '@/platform/storage/deviceKeys';

/** The password provider of /auth/{provider}_login. */
export const PASSWORD_PROVIDER = 'bzbs';

export { DEVICE_STORAGE_KEYS };

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A locally administered unicast MAC (02:…), since browsers cannot read the real one. */
function newMacAddress(): string {
  const octets = randomHex(5).match(/../g) ?? [];
  return ['02', ...octets].join(':');
}

function osFromUserAgent(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'unknown';
}

function platformFromUserAgent(userAgent: string): string {
  return /\bLine\//i.test(userAgent) ? 'line' : 'web';
}

/** Reads (creating once) the stable device identity of this browser. */
export function readDeviceInfo(storage: Storage = localStorage, userAgent: string = navigator.userAgent): DeviceInfo {
  let uuid = storage.getItem(DEVICE_STORAGE_KEYS.uuid);
  if (!uuid) {
    uuid = crypto.randomUUID();
    storage.setItem(DEVICE_STORAGE_KEYS.uuid, uuid);
  }
  let macAddress = storage.getItem(DEVICE_STORAGE_KEYS.macAddress);
  if (!macAddress) {
    macAddress = newMacAddress();
    storage.setItem(DEVICE_STORAGE_KEYS.macAddress, macAddress);
  }
  return {
    uuid,
    macAddress,
    os: osFromUserAgent(userAgent),
    platform: platformFromUserAgent(userAgent),
    returning: storage.getItem(DEVICE_STORAGE_KEYS.guest) === '1',
  };
}

/** A device sign-in is a guest: its account says so even when the answer carries no device channel. */
function asGuest(account: Account): Account {
  return isGuestAccount(account) ? account : { ...account, channel: 'device' };
}

/** Login answers without an account fail like a backend error with the answer attached. */
function noLoginAccount(answer: unknown) {
  return () => new ApiCallError({ message: '', status: 200, raw: answer });
}

export interface LoginEffects {
  /** Router navigation (replace: the login page is not kept in history). */
  navigate(path: string): void;
  /** @default window.localStorage */
  storage?: Storage;
}

export function createLoginLogic(services: AppServices, effects: LoginEffects) {
  const storage = effects.storage ?? localStorage;
  const deviceBody = (device: DeviceInfo) => ({
    app_id: services.settings.appId,
    uuid: device.uuid,
    os: device.os,
    platform: device.platform,
    mac_address: device.macAddress,
  });
  return loginMachine.provide({
    actors: {
      passwordLogin: fromPromise<Account, PasswordLoginInput>(async ({ input, signal }) => {
        const device = readDeviceInfo(storage);
        const answer = unwrap(
          await services.clients.modules.POST('/auth/{provider}_login', {
            params: { path: { provider: PASSWORD_PROVIDER } },
            // The language the member chose before signing in goes along, so the server answers in it (the
            // redeem's privilege message, for one) without a locale change after the sign-in.
            body: { username: input.username, password: input.password, app_id: services.settings.appId, uuid: device.uuid, os: device.os, platform: device.platform, locale: services.session.getSnapshot().context.locale },
            signal,
          }),
        );
        return accountFrom(answer, noLoginAccount(answer));
      }),
      otp: createOtpLogic(services, { verifyWith: 'authen' }),
      saveAccount: fromPromise<void, { account: Account; next: string }>(({ input }) =>
        services.storage.saveAccount({ ...input.account, locale: services.session.getSnapshot().context.locale }),
      ),
      readDevice: fromPromise<DeviceInfo, void>(async () => readDeviceInfo(storage)),
      deviceLogin: fromPromise<Account, DeviceInfo>(async ({ input, signal }) => {
        const answer = unwrap(await services.clients.modules.POST('/auth/device_login', { body: deviceBody(input), signal }));
        const account = asGuest(accountFrom(answer, noLoginAccount(answer)));
        storage.setItem(DEVICE_STORAGE_KEYS.guest, '1');
        return account;
      }),
      deviceResume: fromPromise<Account, DeviceInfo>(async ({ input, signal }) => {
        try {
          const resumed = unwrap(await services.clients.modules.POST('/auth/device_resume', { body: deviceBody(input), signal }));
          return asGuest(accountFrom(resumed, noLoginAccount(resumed)));
        } catch (error) {
          // The machine registers the device again after a 404/410; forget the stale flag either way.
          if (error instanceof ApiCallError && (error.status === 404 || error.status === 410)) storage.removeItem(DEVICE_STORAGE_KEYS.guest);
          throw error;
        }
      }),
    },
    actions: {
      notifySignedIn: ({ context }) => {
        if (context.account) services.session.send({ type: 'SESSION.SIGNED_IN', account: context.account });
      },
      navigateToNext: ({ context }) => effects.navigate(context.next),
    },
  });
}
