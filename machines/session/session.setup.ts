/** Setup of the session chart; the chart itself and its header are in session.machine.ts. */
import { assign } from 'xstate';
import { setupOnFirstUse } from '../shared/setupOnFirstUse';
import type { ScriptLoaderInput, ScriptResult } from '@machines/scriptLoader/scriptLoader.types';
import { toApiError } from '@/domain/apiError';
import { requestDelays, requestTimeoutError } from '../shared/request';
import { isPublicRoute } from './publicRoutes';
import {
  changeLocale,
  clearCache,
  endMessagingSession,
  initTracking,
  loadProfile,
  loadScripts,
  loadSettings,
  logout,
  restoreAccount,
  restoreLocale,
  warmFirstRoute,
} from './session.actors';
import type { Account, LocaleCode, ProfileLoadOutput, SessionContext, SessionEvent, SessionInput, SessionTag } from './session.types';
import type { RuntimeSettings } from './settings.types';
import { userLevelText } from './userLevel';

type Ctx = { context: SessionContext };
type WithEvent = { context: SessionContext; event: unknown };

/** Output of an invoked actor (`xstate.done.actor.*`), which the event union does not list. */
function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}
function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}

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
export const localeInput = ({ context }: Ctx) => ({ account: context.account as Account, locale: context.locale });

/** Types, actors, guards, actions and delays of the session chart (machines/session/session.machine.ts). */
export const sessionSetup = setupOnFirstUse({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  delays: { ...requestDelays },
  actors: {
    loadSettings,
    loadScripts,
    initTracking,
    restoreLocale,
    restoreAccount,
    warmFirstRoute,
    loadProfile,
    clearCache,
    logout,
    endMessagingSession,
    changeLocale,
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.account?.token),
    isConfigReady: ({ context }) => context.isConfigReady,
    isPublicRoute: ({ context }) => isPublicRoute(context.pathname),
    hasLogoutJwt: ({ context }) => Boolean(context.logoutJwt),
    isInMessagingClient: ({ context }) => context.inMessagingClient,
    needsLineSignIn: ({ context }) => context.inMessagingClient && context.lineSignInAtStart && !isPublicRoute(context.pathname),
  },
  actions: {
    storeSettings: assign({ settings: ({ event }: WithEvent) => outputOf<RuntimeSettings>(event), settingsError: null }),
    recordSettingsError: assign({ settingsError: ({ event }: WithEvent) => toApiError(errorOf(event)) }),
    storeScriptResults: assign({ scriptResults: ({ event }: WithEvent) => outputOf<ScriptResult[]>(event) }),
    markConfigReady: assign({ isConfigReady: true }),
    storeRestoredLocale: assign({ locale: ({ context, event }: WithEvent) => outputOf<LocaleCode | null>(event) ?? context.locale }),
    storeRestoredAccount: assign(({ event }: WithEvent) => {
      const account = outputOf<Account | null>(event);
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
      };
    }),
    markProfileLoading: assign({ isLoadProfile: true }),
    storeProfile: assign(({ context, event }: WithEvent) => {
      const { profile, points } = outputOf<ProfileLoadOutput>(event);
      const contactNumber = profile.contactNumber ?? context.account?.contactNumber;
      return {
        profile,
        points: points ?? profile.updated_points ?? null,
        account: context.account ? { ...context.account, contactNumber } : context.account,
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
    storeRefreshedJwt: assign({
      account: ({ context, event }) =>
        event.type === 'SESSION.JWT_REFRESHED' && context.account ? { ...context.account, jwt: event.jwt } : context.account,
    }),
    storeLocaleJwt: assign({
      account: ({ context, event }: WithEvent) => (context.account ? { ...context.account, jwt: outputOf<{ jwt: string }>(event).jwt } : context.account),
    }),
    captureLogoutJwt: assign({ logoutJwt: ({ context }) => context.account?.jwt ?? null }),
    clearSignedInState: assign({
      account: null,
      profile: null,
      points: null,
      userLevelText: null,
      isLogin: false,
      isLoadProfile: false,
      isInitialProfile: false,
    }),
    forgetLogoutJwt: assign({ logoutJwt: null }),
    /** Reloads the page after a logout in the messaging client; provided by the app. */
    reloadPage: () => undefined,
  },
});
