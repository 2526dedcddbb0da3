/**
 * The start-up part of the session chart, in the order of spec section 4: settings; the start-up
 * scripts (child chart, never blocking); config ready; tracking, locale and account; the login check
 * and the user level. Once settings are in, a second region warms the first route's reads alongside
 * that sequence: it never blocks it, and the UI still renders only after config ready.
 */
import { emptyInput, scriptsInput, sessionState, settingsInput, trackingInput, warmInput } from './session.setup';
import { requestState } from '../shared/request';

export const bootingState = sessionState({
  tags: ['booting'],
  description: 'Start-up in the order of spec section 4. The UI renders once config is ready (after the scripts); the first route\'s reads start as soon as settings are in.',
  initial: 'loadingSettings',
  on: {
    // The UI is up from config ready on, while tracking, locale and account are still being restored.
    'SESSION.LOCALE_CHANGE': { actions: ['storeLocale', 'persistLocale'] },
    'SESSION.SIGNED_IN': { guard: 'isConfigReady', target: '#session.signedIn.profile.loading', actions: ['storeSignedInAccount', 'persistAccount'] },
  },
  states: {
    loadingSettings: {
      description: 'Runtime settings; no answer within REQUEST_TIMEOUT counts as a failed load.',
      ...requestState({ onTimeout: { target: 'settingsFailed', actions: 'recordSettingsTimeout' }, slowNotice: false }),
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: settingsInput,
        onDone: { target: 'starting', actions: { type: 'storeSettings', params: ({ event }) => event.output } },
        onError: { target: 'settingsFailed', actions: 'recordSettingsError' },
      },
    },
    settingsFailed: {
      tags: ['settingsFailed'],
      description: 'Settings could not be loaded: a translated retry screen instead of a blank page.',
      on: { 'SESSION.RETRY': 'loadingSettings' },
    },
    starting: {
      type: 'parallel',
      description:
        'Settings are in. Two regions side by side: start-up in the spec\'s order (scripts, config ready, tracking, locale, account, then the login check) and the warm-up of the first route\'s reads, which never blocks or delays it.',
      states: {
        startUp: {
          initial: 'loadingScripts',
          states: {
            loadingScripts: {
              description: 'Bot-check, custom script, analytics or its stub; each has a time limit and never blocks. The UI renders once they are done (config ready).',
              invoke: {
                id: 'loadScripts',
                src: 'loadScripts',
                input: scriptsInput,
                onDone: { target: 'initialisingTracking', actions: [{ type: 'storeScriptResults', params: ({ event }) => event.output }, 'markConfigReady'] },
                onError: { target: 'initialisingTracking', actions: ['recordSilentError', 'markConfigReady'] },
              },
            },
            initialisingTracking: {
              invoke: {
                id: 'initTracking',
                src: 'initTracking',
                input: trackingInput,
                onDone: 'restoringLocale',
                onError: { target: 'restoringLocale', actions: 'recordSilentError' },
              },
            },
            restoringLocale: {
              invoke: {
                id: 'restoreLocale',
                src: 'restoreLocale',
                input: emptyInput,
                onDone: { target: 'restoringAccount', actions: { type: 'storeRestoredLocale', params: ({ event }) => event.output } },
                onError: { target: 'restoringAccount', actions: 'recordSilentError' },
              },
            },
            restoringAccount: {
              description: 'An unreadable saved account (wrong key, corrupt) counts as no account. Then the login check, whether or not the warm-up has finished.',
              invoke: {
                id: 'restoreAccount',
                src: 'restoreAccount',
                input: emptyInput,
                onDone: { target: '#session.booting.checkingLogin', actions: { type: 'storeRestoredAccount', params: ({ event }) => event.output } },
                onError: { target: '#session.booting.checkingLogin', actions: 'recordSilentError' },
              },
            },
          },
        },
        warmUp: {
          initial: 'warming',
          states: {
            warming: {
              description:
                'Reads the saved language and member the way start-up will (read-only) and fires the first route\'s reads, each with its time limit, so their answers are on the way while the scripts load. The route\'s own identical call is answered from them once; a failed one is never used.',
              invoke: {
                id: 'warmFirstRoute',
                src: 'warmFirstRoute',
                input: warmInput,
                onDone: 'warmed',
                onError: 'warmed',
              },
            },
            warmed: { type: 'final', description: 'The warm requests are on their way (or none: a route that warms nothing).' },
          },
        },
      },
    },
    checkingLogin: {
      description: 'Logged in when the saved token is non-empty; then the user level is set. Without one, inside the LINE app on a page that is not a sign-in page, LINE signs the member in.',
      always: [
        { guard: 'hasToken', target: '#session.signedIn', actions: ['markLoggedIn', 'setUserLevel', 'markInitialDone'] },
        // Inside LINE the web session is tried first; withoutWebSession then hands over to the LINE sign-in.
        { guard: 'canRestoreWebSession', target: 'restoringWebSession' },
        { target: '#session.signedOut', actions: 'markInitialDone' },
      ],
    },
    restoringWebSession: {
      description:
        'Inside LINE with no saved account (LINE may empty the window\'s storage): GET /session gives back the payload kept at the last sign-in. A kept account signs the member in and is saved again; none, a failure or no answer within REQUEST_TIMEOUT goes on as without one.',
      ...requestState({ onTimeout: { target: 'withoutWebSession', actions: 'recordSilentTimeout' }, slowNotice: false }),
      invoke: {
        id: 'readWebSession',
        src: 'readWebSession',
        input: emptyInput,
        onDone: [
          {
            guard: { type: 'restoredWebSession', params: ({ event }) => event.output },
            target: '#session.signedIn',
            actions: [{ type: 'storeRestoredWebSession', params: ({ event }) => event.output }, 'persistAccount', 'markLoggedIn', 'setUserLevel', 'markInitialDone'],
          },
          { target: 'withoutWebSession' },
        ],
        onError: { target: 'withoutWebSession', actions: 'recordSilentError' },
      },
    },
    withoutWebSession: {
      description: 'No web session to restore: inside LINE on a member page LINE signs the member in, elsewhere a guest.',
      always: [
        { guard: 'needsLineSignIn', target: '#session.lineSignIn', actions: 'markInitialDone' },
        { target: '#session.signedOut', actions: 'markInitialDone' },
      ],
    },
  },
});
