import { notProvided } from '../shared/provided';
import type { Account } from '@machines/session/session.types';
import type { DeviceInfo, PasswordLoginInput } from './login.types';

/**
 * Default actors of the login flow: stubs, because every one needs the network or local storage. The app
 * wires the real calls (src/flows/login/login.live.ts); the `otp` child is the OTP dialog chart, provided there
 * with POST /auth/otp and POST /auth/{provider}_authen.
 */
export const passwordLogin = notProvided<Account, PasswordLoginInput>('login.passwordLogin');

export const readDevice = notProvided<DeviceInfo, void>('login.readDevice');

export const deviceLogin = notProvided<Account, DeviceInfo>('login.deviceLogin');

export const deviceResume = notProvided<Account, DeviceInfo>('login.deviceResume');

/** Waits until the signed-in account is saved in the account cache (so a reload stays signed in). */
export const saveAccount = notProvided<void, { account: Account; next: string }>('login.saveAccount');
