/** Fake actors for the session chart: every call is logged by name so tests can assert the order. */
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { createScriptLoaderMachine } from '@machines/scriptLoader/scriptLoader.machine';
import { createSessionMachine } from '@machines/session/session.machine';
import type { Account, LocaleCode, ProfileLoadOutput, SessionContext, SessionInput, WebSessionPayload } from '@machines/session/session.types';
import type { RuntimeSettings } from '@machines/session/settings.types';
import { resolveInitialSettings } from '@/platform/config/settings';

/** Promise that never settles: a hanging call. */
export const never = <T>() => new Promise<T>(() => undefined);

export interface HarnessOptions {
  pathname?: string;
  /** The remembered cookie choice accepts analytics. @default true */
  analyticsConsent?: boolean;
  inMessagingClient?: boolean;
  lineSignInAtStart?: boolean;
  settings?: () => Promise<RuntimeSettings>;
  botCheck?: () => Promise<void>;
  custom?: () => Promise<void>;
  analytics?: () => Promise<void>;
  savedAccount?: Account | null;
  savedLocale?: LocaleCode | null;
  profile?: (account: Account) => Promise<ProfileLoadOutput>;
  logout?: () => Promise<void>;
  endMessagingSession?: () => Promise<void>;
  changeLocale?: (locale: LocaleCode) => Promise<{ jwt: string }>;
  analyticsEnabled?: boolean;
  /** POST /session (logged as `storeWebSession:<token>:<point>`). @default succeeds */
  storeWebSession?: (payload: WebSessionPayload) => Promise<void>;
  /** GET /session (logged as `readWebSession`). @default nothing kept (null) */
  readWebSession?: () => Promise<WebSessionPayload | null>;
  /** DELETE /session (logged as `deleteWebSession:<jwt>`). @default succeeds */
  deleteWebSession?: () => Promise<void>;
  /** The first route's warm-up (logged as `warmFirstRoute:<pathname>`). @default the chart's default (nothing, not logged) */
  warm?: (input: { pathname: string; settings: RuntimeSettings; locale: LocaleCode }) => Promise<void>;
}

export const savedAccount: Account = { token: 'tok-1', jwt: 'jwt-1', userId: 'u-1', uuid: 'uuid-1', userLevel: 2, contactNumber: '0800000000' };

export const baseSettings: RuntimeSettings = {
  ...resolveInitialSettings({ appEnv: 'development', backend: 'sandbox-browser', origin: 'http://localhost' }),
  buildVersion: '1.0.0.20260101.7',
};

/** Facts of the session chart logged (from the inspection stream) between the actor calls, as they happen. */
function flagChanges(before: SessionContext | undefined, after: SessionContext): string[] {
  const out: string[] = [];
  if (after.isConfigReady && !before?.isConfigReady) out.push('configReady');
  if (after.isLogin && !before?.isLogin) out.push('loggedIn');
  if (after.userLevelText !== (before?.userLevelText ?? null) && after.userLevelText !== null) out.push(`userLevel:${after.userLevelText}`);
  if (after.isInitial && !before?.isInitial) out.push('initialDone');
  return out;
}

export function startSession(options: HarnessOptions = {}) {
  const calls: string[] = [];
  const saved: Account[] = [];
  const scriptSources: string[] = [];
  /** Each preloadScripts effect: the addresses, and the calls made before it. */
  const preloads: { srcs: string[]; after: string[] }[] = [];
  const settings = { ...baseSettings, featureBzbsAnalyticsEnable: options.analyticsEnabled === false ? 'false' : 'true' };

  const scripts = createScriptLoaderMachine({
    actors: {
      loadBotCheckScript: fromPromise(async ({ input }) => {
        calls.push('loadBotCheckScript');
        scriptSources.push(input.src);
        return options.botCheck ? options.botCheck() : undefined;
      }),
      loadCustomScript: fromPromise(async ({ input }) => {
        calls.push('loadCustomScript');
        scriptSources.push(input.src);
        return options.custom ? options.custom() : undefined;
      }),
      loadAnalyticsScript: fromPromise(async ({ input }) => {
        calls.push('loadAnalyticsScript');
        scriptSources.push(input.src);
        return options.analytics ? options.analytics() : undefined;
      }),
      installAnalyticsStub: fromPromise(async () => {
        calls.push('installAnalyticsStub');
      }),
    },
    actions: { preloadScripts: (_, { srcs }) => void preloads.push({ srcs, after: [...calls] }) },
  });

  const machine = createSessionMachine({
    actors: {
      loadSettings: fromPromise(async () => {
        calls.push('loadSettings');
        return options.settings ? options.settings() : settings;
      }),
      loadScripts: scripts,
      initTracking: fromPromise(async () => {
        calls.push('initTracking');
      }),
      ...(options.warm
        ? {
            warmFirstRoute: fromPromise<void, { pathname: string; settings: RuntimeSettings; locale: LocaleCode }>(async ({ input }) => {
              calls.push(`warmFirstRoute:${input.pathname}`);
              return options.warm!(input);
            }),
          }
        : {}),
      restoreLocale: fromPromise(async () => {
        calls.push('restoreLocale');
        return options.savedLocale ?? null;
      }),
      restoreAccount: fromPromise(async () => {
        calls.push('restoreAccount');
        return options.savedAccount === undefined ? null : options.savedAccount;
      }),
      loadProfile: fromPromise(async ({ input }) => {
        calls.push('loadProfile');
        if (options.profile) return options.profile(input.account);
        return { profile: { userId: 'u-1', firstName: 'Somchai', contactNumber: '0899999999', updated_points: 1200 }, points: 1250 };
      }),
      clearCache: fromPromise(async () => {
        calls.push('clearCache');
      }),
      logout: fromPromise(async ({ input }) => {
        calls.push(`logout:${input.jwt}`);
        return options.logout ? options.logout() : undefined;
      }),
      endMessagingSession: fromPromise(async () => {
        calls.push('endMessagingSession');
        return options.endMessagingSession ? options.endMessagingSession() : undefined;
      }),
      storeWebSession: fromPromise<void, WebSessionPayload>(async ({ input }) => {
        calls.push(`storeWebSession:${input.user.token}:${input.point}`);
        return options.storeWebSession ? options.storeWebSession(input) : undefined;
      }),
      readWebSession: fromPromise<WebSessionPayload | null, Record<string, never>>(async () => {
        calls.push('readWebSession');
        return options.readWebSession ? options.readWebSession() : null;
      }),
      deleteWebSession: fromPromise<void, { jwt: string }>(async ({ input }) => {
        calls.push(`deleteWebSession:${input.jwt}`);
        return options.deleteWebSession ? options.deleteWebSession() : undefined;
      }),
      changeLocale: fromPromise(async ({ input }) => {
        calls.push(`changeLocale:${input.locale}:${input.account.jwt ?? ''}`);
        return options.changeLocale ? options.changeLocale(input.locale) : { jwt: `jwt-for-${input.locale}` };
      }),
    },
    actions: {
      persistAccount: ({ context }) => {
        calls.push('saveAccount');
        if (context.account) saved.push({ ...context.account, locale: context.locale });
      },
      reloadPage: () => {
        calls.push('reloadPage');
      },
      persistLocale: ({ context }) => {
        calls.push(`persistLocale:${context.locale}`);
      },
    },
  });

  const input: SessionInput = { defaults: baseSettings, pathname: options.pathname ?? '/', inMessagingClient: options.inMessagingClient ?? false, lineSignInAtStart: options.lineSignInAtStart, analyticsConsent: options.analyticsConsent ?? true };
  let last: SessionContext | undefined;
  const actor = createActor(machine, {
    input,
    inspect: (event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep') return;
      const context = (event.snapshot as { context?: SessionContext }).context;
      if (!context || !('isConfigReady' in context)) return;
      calls.push(...flagChanges(last, context));
      last = context;
    },
  });
  actor.start();
  return { actor, calls, saved, scriptSources, preloads };
}
