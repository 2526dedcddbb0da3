import type { Account } from './session.types';

/**
 * Login channels of a device sign-in ("Continue as guest", spec sections 1 and 6): POST /auth/device_login
 * and /auth/device_resume. The platform's login object carries `channel` (platform-api.md, "Login object
 * keys"); the app stamps 'device' on a device answer that does not say (src/flows/login/login.live.ts).
 */
export const GUEST_CHANNELS: readonly string[] = ['device', 'device_resume'];

/** A guest: signed in from a device, not a member (no profile, points, history or redeem). */
export function isGuestAccount(account: Pick<Account, 'channel'> | null | undefined): boolean {
  return Boolean(account?.channel && GUEST_CHANNELS.includes(account.channel));
}
