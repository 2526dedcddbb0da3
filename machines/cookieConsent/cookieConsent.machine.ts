/**
 * Cookie consent (spec sections 2, 3, 4, 7 and 9), running for the whole app, signed in or not.
 *
 * - choice: on a first visit (nothing remembered for the current cookie-policy version) the banner
 *   shows; Accept or reject from the banner, or Save in the settings dialog, makes the choice. The
 *   choice is remembered for the cookie lifetime (10 days) and, when signed in, posted to the consent
 *   API; signing in loads the member's choice from the API (made on another device), which then wins.
 *   A failed post goes to the shared handler and the choice stays in force ("the save continues").
 * - settings: the cookie settings dialog (child chart cookieSettings), opened from the banner's
 *   Setting or from /profile/legalpolicy/cookies.
 * - analytics: the start-up analytics script runs only while the analytics category is accepted (and
 *   the analytics flag is on); accepting starts it, withdrawing stops it at once, without a reload.
 */
import { assign, emit, raise, setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import { failedOffline, toApiError } from '@/domain/apiError';
import { allCookies, allowsAnalytics, type CookieChoices } from '@/domain/consent/cookies';
import { DEFAULT_CONSENT_VERSIONS } from '@/domain/consent/versions';
import { newTranId } from '@/domain/write/tranId';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import { postCookieConsent, startAnalytics, syncCookieConsent } from './cookieConsent.actors';
import { cookieSettingsMachine, type CookieSettingsMachine } from './cookieSettings.machine';
import type { CookieConsentContext, CookieConsentEmitted, CookieConsentEvent, CookieConsentInput, CookieSettingsOutput, CookieSync } from './cookieConsent.types';
import { errorOf } from '../shared/actorEvents';

type Internal = { type: 'COOKIES.CHOSEN'; choices: CookieChoices } | { type: 'ANALYTICS.EVALUATE' };

interface CookieConsentActors {
  syncCookieConsent: typeof syncCookieConsent;
  postCookieConsent: typeof postCookieConsent;
  startAnalytics: typeof startAnalytics;
  cookieSettings: CookieSettingsMachine;
}

/**
 * The chart with the app's real calls, settings dialog and analytics switch in place of the stubs (see
 * machines/shared/provided.ts); the declared settings chart is built only when none is given.
 */
export const createCookieConsentMachine = (provided: Provided<CookieConsentActors, { stopAnalytics: () => void }> = {}) => setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent | Internal,
    input: {} as CookieConsentInput,
    emitted: {} as CookieConsentEmitted,
    tags: {} as 'banner' | 'settingsOpen',
  },
  actors: {
    syncCookieConsent,
    postCookieConsent,
    startAnalytics,
    ...provided.actors,
    cookieSettings: provided.actors?.cookieSettings ?? cookieSettingsMachine(),
  },
  delays: { ...requestDelays },
  guards: {
    adoptsRemote: ({ context }) => context.signedIn && context.remote !== null,
    hasChoiceForVersion: ({ context }) => context.choices !== null && context.choiceVersion === context.version,
    shouldUploadChoice: ({ context }) => context.signedIn && context.remote === null && context.choices !== null && context.choiceVersion === context.version,
    isSignedIn: ({ context }) => context.signedIn,
    failedOffline: ({ event }) => failedOffline(toApiError(errorOf(event) ?? event)),
    wasSaved: (_, output: CookieSettingsOutput) => output.choices !== null,
    analyticsAllowed: ({ context }) => context.analyticsFlag && allowsAnalytics(context.choices),
    analyticsDenied: ({ context }) => !(context.analyticsFlag && allowsAnalytics(context.choices)),
    analyticsRunningAtStart: ({ context }) => context.analyticsRunning,
  },
  actions: {
    storeSync: assign((_, sync: CookieSync) => ({ version: sync.version, remote: sync.remote })),
    adoptRemote: assign(({ context }) => ({ choices: context.remote, choiceVersion: context.version })),
    makeChoice: assign(({ context, event }) => (event.type === 'COOKIES.CHOSEN' ? { choices: event.choices, choiceVersion: context.version, remote: null } : {})),
    acceptAll: raise({ type: 'COOKIES.CHOSEN', choices: allCookies(1) }),
    rejectAll: raise({ type: 'COOKIES.CHOSEN', choices: allCookies(0) }),
    chooseSaved: raise((_, output: CookieSettingsOutput) => ({ type: 'COOKIES.CHOSEN' as const, choices: output.choices ?? allCookies(0) })),
    remember: emit(({ context }) => ({
      type: 'cookies.remember',
      value: { version: context.choiceVersion ?? context.version, choices: context.choices ?? allCookies(0), at: Date.now() },
    }) as const),
    evaluateAnalytics: raise({ type: 'ANALYTICS.EVALUATE' }),
    markSignedIn: assign({ signedIn: true }),
    markSignedOut: assign({ signedIn: false, remote: null }),
    storeLocale: assign({ locale: ({ context, event }) => (event.type === 'COOKIES.LOCALE_CHANGED' ? event.locale : context.locale) }),
    recordFailure: assign({ error: ({ event }) => toApiError(errorOf(event) ?? event) }),
    recordTimeout: assign({ error: () => requestTimeoutError() }),
    reportSaveFailure: emit(({ context }) => ({ type: 'cookies.saveFailed', error: context.error ?? toApiError('unknown') }) as const),
    /** Puts the disabled stub in place of the analytics global so tracking stops at once. */
    stopAnalytics: () => undefined,
    ...provided.actions,
  },
}).createMachine({
  id: 'cookieConsent',
  type: 'parallel',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    locale: input.locale,
    analyticsFlag: input.analyticsFlag,
    analyticsRunning: input.analyticsRunning,
    choices: input.stored?.choices ?? null,
    choiceVersion: input.stored?.version ?? null,
    version: input.stored?.version ?? DEFAULT_CONSENT_VERSIONS.cookie,
    remote: null,
    error: null,
  }),
  on: {
    'COOKIES.LOCALE_CHANGED': { actions: 'storeLocale' },
  },
  states: {
    choice: {
      initial: 'syncing',
      states: {
        syncing: {
          description: 'Reads the current cookie-policy version and, signed in, the member’s choice on the consent API.',
          invoke: {
            id: 'syncCookieConsent',
            src: 'syncCookieConsent',
            input: ({ context }) => ({ signedIn: context.signedIn }),
            onDone: { target: 'deciding', actions: { type: 'storeSync', params: ({ event }) => event.output } },
            onError: { target: 'deciding', actions: 'recordFailure' },
          },
          ...requestState({ onTimeout: 'deciding', slowNotice: false }),
        },
        deciding: {
          always: [
            { guard: 'adoptsRemote', target: 'decided', actions: ['adoptRemote', 'remember', 'evaluateAnalytics'] },
            { guard: 'shouldUploadChoice', target: 'posting' },
            { guard: 'hasChoiceForVersion', target: 'decided' },
            { target: 'undecided' },
          ],
        },
        undecided: {
          description: 'First visit (or a new cookie policy): the banner shows with its link, Setting and Accept.',
          tags: ['banner'],
          on: {
            'COOKIES.ACCEPT_ALL': { actions: 'acceptAll' },
            'COOKIES.REJECT_ALL': { actions: 'rejectAll' },
          },
        },
        decided: {
          description: 'A choice is in force; the banner does not return. The settings dialog can change it.',
        },
        storing: {
          always: [
            { guard: 'isSignedIn', target: 'posting', actions: ['remember', 'evaluateAnalytics'] },
            { target: 'decided', actions: ['remember', 'evaluateAnalytics'] },
          ],
        },
        posting: {
          description: 'Signed in: the choice is posted to the consent API (cookie variant of POST /consent).',
          invoke: {
            id: 'postCookieConsent',
            src: 'postCookieConsent',
            input: ({ context }) => ({ choices: context.choices ?? allCookies(0), tranId: newTranId() }),
            onDone: 'decided',
            // Offline the choice stays in force on the device and the next sync online uploads it.
            onError: [
              { guard: 'failedOffline', target: 'decided', actions: 'recordFailure' },
              { target: 'decided', actions: ['recordFailure', 'reportSaveFailure'] },
            ],
          },
          ...requestState({ onTimeout: { target: 'decided', actions: ['recordTimeout', 'reportSaveFailure'] }, slowNotice: false }),
        },
      },
      on: {
        'COOKIES.CHOSEN': { target: '.storing', actions: 'makeChoice' },
        'COOKIES.SIGNED_IN': { target: '.syncing', actions: 'markSignedIn' },
        'COOKIES.SIGNED_OUT': { actions: 'markSignedOut' },
      },
    },
    settings: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'COOKIES.OPEN_SETTINGS': 'open' },
        },
        open: {
          description: 'The cookie settings dialog, pre-selected with the choice in force.',
          tags: ['settingsOpen'],
          invoke: {
            id: 'cookieSettings',
            src: 'cookieSettings',
            input: ({ context }) => ({ version: context.version, locale: context.locale, choices: context.choices ?? allCookies(0) }),
            onDone: [
              { guard: { type: 'wasSaved', params: ({ event }) => event.output }, target: 'closed', actions: { type: 'chooseSaved', params: ({ event }) => event.output } },
              { target: 'closed' },
            ],
          },
        },
      },
    },
    analytics: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'analyticsRunningAtStart', target: 'on' }, { target: 'off' }],
        },
        off: {
          description: 'No analytics consent (or the flag is off): the disabled stub answers tracking calls.',
          on: { 'ANALYTICS.EVALUATE': { guard: 'analyticsAllowed', target: 'starting' } },
        },
        starting: {
          description: 'Consent given: the analytics script is loaded (or brought back) and initialised.',
          invoke: {
            id: 'startAnalytics',
            src: 'startAnalytics',
            onDone: 'on',
            onError: 'off',
          },
          on: { 'ANALYTICS.EVALUATE': { guard: 'analyticsDenied', target: 'off', actions: 'stopAnalytics' } },
        },
        on: {
          description: 'Analytics runs and records tracking events; withdrawing consent stops it at once.',
          on: { 'ANALYTICS.EVALUATE': { guard: 'analyticsDenied', target: 'off', actions: 'stopAnalytics' } },
        },
      },
    },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const cookieConsentMachine = builtOnce(() => createCookieConsentMachine());
export type CookieConsentMachine = ReturnType<typeof createCookieConsentMachine>;
