/** Setup of the session chart; the chart itself and its header are in session.machine.ts. */
import { assign, setup } from 'xstate';
import { scriptLoaderMachine, type ScriptLoaderMachine } from '@machines/scriptLoader/scriptLoader.machine';
import type { Provided } from '../shared/provided';
import type { ScriptLoaderInput, ScriptResult } from '@machines/scriptLoader/scriptLoader.types';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestTimeoutError } from '../shared/request';
import { isGuestAccount } from './guest';
import { isPublicRoute } from './publicRoutes';
import {
  changeLocale,
  clearCache,
  deleteWebSession,
  endMessagingSession,
  initTracking,
  loadProfile,
  loadSettings,
  logout,
  restoreAccount,
  readWebSession,
  restoreLocale,
  storeWebSession,
  warmFirstRoute,
} from './session.actors';
import type { Account, LocaleCode, ProfileLoadOutput, SessionContext, SessionEvent, SessionInput, SessionTag, WebSessionPayload } from './session.types';
import type { RuntimeSettings } from './settings.types';
import { userLevelText } from './userLevel';
import { errorOf } from '../shared/actorEvents';

type Ctx = { context: SessionContext };
type WithEvent = { context: SessionContext; event: object };
export function initialContext({ input }: { input: SessionInput }): SessionContext {
  return {
    settings: input.defaults,
    pathname: input.pathname,
    analyticsConsent: input.analyticsConsent ?? false,
    inMessagingClient: input.inMessagingClient ?? false,
    lineSignInAtStart: input.lineSignInAtStart ?? input.inMessagingClient ?? false,
    isConfigReady: false,
    isInitial: false,
    isLogin: false,
    isLoadProfile: false,
    isInitialProfile: false,
    account: null,
    profile: null,
    points: null,
    locale: input.locale ?? 1054,
    userLevelText: null,
    scriptResults: [],
    settingsError: null,
    lastSilentError: null,
    logoutJwt: null,
    webSessionDue: false,
  };
}

export const settingsInput = ({ context }: Ctx) => ({ defaults: context.settings });
export const scriptsInput = ({ context }: Ctx): ScriptLoaderInput => ({
  buildVersion: context.settings.buildVersion,
  botCheckUrl: context.settings.recaptchaScriptUrl,
  customScriptUrl: context.settings.customScriptUrl,
  analyticsUrl: context.settings.analyticsUrl,
  analyticsEnabled: context.settings.featureBzbsAnalyticsEnable === 'true' && context.analyticsConsent,
});
export const trackingInput = ({ context }: Ctx) => ({ settings: context.settings });
export const emptyInput = () => ({});
export const warmInput = ({ context }: Ctx) => ({ pathname: context.pathname, settings: context.settings, locale: context.locale });
export const accountInput = ({ context }: Ctx) => ({ account: { ...(context.account as Account), locale: context.locale } });
export const logoutInput = ({ context }: Ctx) => ({ jwt: context.logoutJwt ?? '' });
export const webSessionInput = ({ context }: Ctx): WebSessionPayload => ({
  user: { ...(context.account as Account), locale: context.locale },
  profile: context.profile ?? {},
  point: context.points ?? 0,
});
export const localeInput = ({ context }: Ctx) => ({ account: context.account as Account, locale: context.locale });

const sessionStubActors = {
  loadSettings,
  initTracking,
  restoreLocale,
  restoreAccount,
  warmFirstRoute,
  loadProfile,
  clearCache,
  logout,
  endMessagingSession,
  changeLocale,
  storeWebSession,
  readWebSession,
  deleteWebSession,
};

/** Every actor the session chart invokes; the start-up scripts are the script-loader child chart. */
export type SessionActors = typeof sessionStubActors & { loadScripts: ScriptLoaderMachine };

/** The side effects the app provides (the stubs below do nothing). */
export interface SessionEffects {
  persistAccount: (args: Ctx) => void;
  persistLocale: (args: Ctx) => void;
  reloadPage: () => void;
}

/**
 * How long a loaded profile counts as current for SESSION.PROFILE_CHECK: a page's list loaded just after start-up,
 * or a tab switched soon after, does not read the profile again (a write still does, with SESSION.PROFILE_REFRESH).
 */
export const PROFILE_FRESH_MS = 30_000;

/**
 * Types, actors, guards, actions and delays of the session chart (machines/session/session.machine.ts), with
 * the app's real actors in place of the stubs (see machines/shared/provided.ts).
 */
export const sessionSetup = (provided: Provided<SessionActors, SessionEffects> = {}) => setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  delays: { ...requestDelays, PROFILE_FRESH: PROFILE_FRESH_MS },
  actors: {
    ...sessionStubActors,
    ...provided.actors,
    loadScripts: provided.actors?.loadScripts ?? scriptLoaderMachine(),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.account?.token),
    isGuestAccount: ({ context }) => isGuestAccount(context.account),
    isConfigReady: ({ context }) => context.isConfigReady,
    isPublicRoute: ({ context }) => isPublicRoute(context.pathname),
    hasLogoutJwt: ({ context }) => Boolean(context.logoutJwt),
    isInMessagingClient: ({ context }) => context.inMessagingClient,
    /** Inside LINE, unless the member signed out in this window (the web session was destroyed then). */
    canRestoreWebSession: ({ context }) => context.inMessagingClient && context.lineSignInAtStart,
    restoredWebSession: (_, payload: WebSessionPayload | null) => Boolean(payload?.user?.token),
    /** A sign-in's payload waits and its profile load has settled (loaded or failed). */
    webSessionDue: ({ context }) => context.webSessionDue && context.isInitialProfile && !context.isLoadProfile,
    needsLineSignIn: ({ context }) => context.inMessagingClient && context.lineSignInAtStart && !isPublicRoute(context.pathname),
  },
  actions: {
    storeSettings: assign({ settings: (_, settings: RuntimeSettings) => settings, settingsError: null }),
    recordSettingsError: assign({ settingsError: ({ event }: WithEvent) => toApiError(errorOf(event)) }),
    storeScriptResults: assign({ scriptResults: (_, results: ScriptResult[]) => results }),
    markConfigReady: assign({ isConfigReady: true }),
    storeRestoredLocale: assign({ locale: ({ context }, locale: LocaleCode | null) => locale ?? context.locale }),
    storeRestoredAccount: assign((_, account: Account | null) => {
      return account ? { account } : { account: null, profile: null, points: null, userLevelText: null, isLogin: false };
    }),
    markLoggedIn: assign({ isLogin: true }),
    setUserLevel: assign({ userLevelText: ({ context }) => userLevelText(context.account?.userLevel) }),
    markInitialDone: assign({ isInitial: true }),
    resetForReinit: assign(({ context, event }) => ({
      isInitial: false,
      isLogin: false,
      isLoadProfile: false,
      isInitialProfile: false,
      pathname: event.type === 'SESSION.REINIT' && event.pathname !== undefined ? event.pathname : context.pathname,
    })),
    storeSignedInAccount: assign(({ event }) => {
      if (event.type !== 'SESSION.SIGNED_IN') return {};
      return {
        account: event.account,
        isLogin: Boolean(event.account.token),
        isInitial: true,
        isInitialProfile: false,
        userLevelText: userLevelText(event.account.userLevel),
        webSessionDue: Boolean(event.account.token),
      };
    }),
    /** The language stays the one this window restored (the kept payload may predate a language change). */
    storeRestoredWebSession: assign((_, payload: WebSessionPayload | null) => {
      if (!payload) return {};
      return { account: payload.user, profile: payload.profile, points: payload.point };
    }),
    markWebSessionSent: assign({ webSessionDue: false }),
    markProfileLoading: assign({ isLoadProfile: true }),
    storeProfile: assign(({ context }, { profile, points }: ProfileLoadOutput) => {
      const contactNumber = profile.contactNumber ?? context.account?.contactNumber;
      const balance = points ?? profile.updated_points ?? null;
      // The balance is kept with the account, with when it was read, so the frame can show it offline as stored.
      const point = balance !== null ? { point: balance, time: Math.floor(Date.now() / 1000) } : context.account?.point;
      return {
        profile,
        points: balance,
        account: context.account ? { ...context.account, contactNumber, ...(point ? { point } : {}) } : context.account,
        isLoadProfile: false,
        isInitialProfile: true,
      };
    }),
    recordProfileFailure: assign({
      lastSilentError: ({ event }: WithEvent) => toApiError(errorOf(event)),
      isLoadProfile: false,
      isInitialProfile: true,
    }),
    /** A start-up or profile call got no answer within REQUEST_TIMEOUT (the call is cancelled). */
    recordSettingsTimeout: assign({ settingsError: () => requestTimeoutError() }),
    recordProfileTimeout: assign({ lastSilentError: () => requestTimeoutError(), isLoadProfile: false, isInitialProfile: true }),
    recordSilentTimeout: assign({ lastSilentError: () => requestTimeoutError() }),
    recordSilentError: assign({ lastSilentError: ({ event }: WithEvent) => toApiError(errorOf(event)) }),
    /** Writes `context.account` (with the locale) to the cache, fire and forget; provided by the app. */
    persistAccount: () => undefined,
    storeLocale: assign({ locale: ({ context, event }) => (event.type === 'SESSION.LOCALE_CHANGE' ? event.locale : context.locale) }),
    /** Writes `context.locale` under the `locale` key (runs after storeLocale); provided by the app. */
    persistLocale: () => undefined,
    /** A new JWT is kept in the web session too, or a window restored from it would carry a stale one. */
    storeRefreshedJwt: assign(({ context, event }) =>
      event.type === 'SESSION.JWT_REFRESHED' && context.account
        ? { account: { ...context.account, jwt: event.jwt }, webSessionDue: Boolean(context.account.token) }
        : {},
    ),
    storeLocaleJwt: assign(({ context }, changed: { jwt: string }) =>
      context.account ? { account: { ...context.account, jwt: changed.jwt }, webSessionDue: Boolean(context.account.token) } : {},
    ),
    captureLogoutJwt: assign({ logoutJwt: ({ context }) => context.account?.jwt ?? null }),
    clearSignedInState: assign({
      account: null,
      profile: null,
      points: null,
      userLevelText: null,
      isLogin: false,
      isLoadProfile: false,
      isInitialProfile: false,
      webSessionDue: false,
    }),
    forgetLogoutJwt: assign({ logoutJwt: null }),
    /** Reloads the page after a logout in the messaging client; provided by the app. */
    reloadPage: () => undefined,
    ...provided.actions,
  },
});

/** The config of one of the session chart's states, for parts written in their own module. */
type SessionStateConfig = Parameters<ReturnType<typeof sessionSetup>['createStateConfig']>[0];

/** Types a state of the session chart written in its own module (what `setup().createStateConfig` does). */
export function sessionState<TConfig extends SessionStateConfig>(config: TConfig): TConfig {
  return config;
}
