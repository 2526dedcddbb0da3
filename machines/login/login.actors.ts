import { fromPromise } from 'xstate';
import type { Account } from '@machines/session/session.types';
import type { DeviceInfo, PasswordLoginInput } from './login.types';

/**
 * Default actors of the login flow: stubs, because every one needs the network or local storage. The app
 * wires the real calls (src/flows/login/login.live.ts); the `otp` child is the OTP dialog chart, provided there
 * with POST /auth/otp and POST /auth/{provider}_authen.
 */
export const passwordLogin = fromPromise<Account, PasswordLoginInput>(async () => {
  throw new Error('login.passwordLogin is not provided');
});

export const readDevice = fromPromise<DeviceInfo, void>(async () => {
  throw new Error('login.readDevice is not provided');
});

export const deviceLogin = fromPromise<Account, DeviceInfo>(async () => {
  throw new Error('login.deviceLogin is not provided');
});

export const deviceResume = fromPromise<Account, DeviceInfo>(async () => {
  throw new Error('login.deviceResume is not provided');
});

/** Waits until the signed-in account is saved in the account cache (so a reload stays signed in). */
export const saveAccount = fromPromise<void, { account: Account; next: string }>(async () => {
  throw new Error('login.saveAccount is not provided');
});
