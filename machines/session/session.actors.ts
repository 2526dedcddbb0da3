import { fromPromise } from 'xstate';
import { notProvided } from '../shared/provided';
import type { Account, LocaleCode, ProfileLoadOutput, WebSessionPayload } from './session.types';
import type { RuntimeSettings } from './settings.types';

/**
 * Default session actors. Calls that need the network are stubs that throw; cache and tracking
 * defaults do nothing (nothing cached, nothing tracked), so the chart runs in Node and in the flow
 * player. src/flows/session/session.live.ts provides the real ones.
 */

/** GET {web api}/api/setting overlaid on the defaults. */
export const loadSettings = notProvided<RuntimeSettings, { defaults: RuntimeSettings }>('session.loadSettings');

/** Initialises tracking with the analytics site id and dimension key. */
export const initTracking = fromPromise<void, { settings: RuntimeSettings }>(async () => undefined);

/** Reads the saved locale (the `locale` key); null when none. */
export const restoreLocale = fromPromise<LocaleCode | null, Record<string, never>>(async () => null);

/** Reads and decrypts the saved account; null when none or unreadable. */
export const restoreAccount = fromPromise<Account | null, Record<string, never>>(async () => null);

/**
 * Fires the first route's reads as warm requests, after reading the saved language and member
 * the way restoreLocale and restoreAccount do; resolves once they are on their way. Default: nothing.
 */
export const warmFirstRoute = fromPromise<void, { pathname: string; settings: RuntimeSettings; locale: LocaleCode }>(async () => undefined);

/** GET /profile/me and GET /profile/me/updated_points. */
export const loadProfile = notProvided<ProfileLoadOutput, { account: Account }>('session.loadProfile');

/** Clears everything the session cached (account, settings). */
export const clearCache = fromPromise<void, Record<string, never>>(async () => undefined);

/** POST /auth/logout with the JWT. */
export const logout = notProvided<void, { jwt: string }>('session.logout');

/** Ends the messaging-app session (LIFF logout); the LINE engineer provides the real one. */
export const endMessagingSession = fromPromise<void, Record<string, never>>(async () => undefined);

/** POST /profile/me/locale with the JWT; the response carries the new Jwt. */
export const changeLocale = notProvided<{ jwt: string }, { account: Account; locale: LocaleCode }>('session.changeLocale');

/** POST /session {user, profile, point}: keeps the signed-in member's payload in the web session. */
export const storeWebSession = notProvided<void, WebSessionPayload>('session.storeWebSession');

/** GET /session: the web session's payload, or null when none is kept (a signed-out browser). */
export const readWebSession = notProvided<WebSessionPayload | null, Record<string, never>>('session.readWebSession');

/** DELETE /session: destroys the web session (its failure is ignored). */
export const deleteWebSession = notProvided<void, { jwt: string }>('session.deleteWebSession');
