/**
 * The start-up part of the session chart, after spec section 4: settings; then config ready, so the UI
 * renders and the first route's data requests start at once (issue 12), while two regions run side by
 * side: the start-up scripts (child chart, in the spec's order, never blocking) followed by tracking, and
 * the saved locale followed by the saved account; once both have finished, the login check and the user
 * level. The spec lists these steps one after another; none of the later steps needs an earlier one
 * except tracking (after the analytics script) and the account (after the locale), which keep their order.
 */
import { emptyInput, scriptsInput, sessionSetup, settingsInput, trackingInput } from './session.setup';

export const bootingState = sessionSetup.createStateConfig({
  tags: ['booting'],
  description: 'Start-up after spec section 4. The UI renders once settings are loaded; scripts and the saved account are restored side by side.',
  initial: 'loadingSettings',
  on: {
    // The UI is up from config ready on, while tracking, locale and account are still being restored.
    'SESSION.LOCALE_CHANGE': { actions: ['storeLocale', 'persistLocale'] },
    'SESSION.SIGNED_IN': { guard: 'isConfigReady', target: '#session.signedIn.profile.loading', actions: ['storeSignedInAccount', 'persistAccount'] },
  },
  states: {
    loadingSettings: {
      description: 'Runtime settings; no answer within REQUEST_TIMEOUT counts as a failed load.',
      after: { REQUEST_TIMEOUT: { target: 'settingsFailed', actions: 'recordSettingsTimeout' } },
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: settingsInput,
        onDone: { target: 'starting', actions: ['storeSettings', 'markConfigReady'] },
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
        'Config is ready (the UI renders and the first route loads its data) while two regions run side by side: the start-up scripts in their spec order, then tracking; and the saved locale, then the saved account.',
      onDone: 'checkingLogin',
      states: {
        scripts: {
          initial: 'loadingScripts',
          states: {
            loadingScripts: {
              description: 'Bot-check, custom script, analytics or its stub, in this order; each has a time limit and never blocks.',
              invoke: {
                id: 'loadScripts',
                src: 'loadScripts',
                input: scriptsInput,
                onDone: { target: 'initialisingTracking', actions: 'storeScriptResults' },
                onError: { target: 'initialisingTracking', actions: 'recordSilentError' },
              },
            },
            initialisingTracking: {
              invoke: {
                id: 'initTracking',
                src: 'initTracking',
                input: trackingInput,
                onDone: 'done',
                onError: { target: 'done', actions: 'recordSilentError' },
              },
            },
            done: { type: 'final' },
          },
        },
        member: {
          initial: 'restoringLocale',
          states: {
            restoringLocale: {
              invoke: {
                id: 'restoreLocale',
                src: 'restoreLocale',
                input: emptyInput,
                onDone: { target: 'restoringAccount', actions: 'storeRestoredLocale' },
                onError: { target: 'restoringAccount', actions: 'recordSilentError' },
              },
            },
            restoringAccount: {
              description: 'An unreadable saved account (wrong key, corrupt) counts as no account.',
              invoke: {
                id: 'restoreAccount',
                src: 'restoreAccount',
                input: emptyInput,
                onDone: { target: 'done', actions: 'storeRestoredAccount' },
                onError: { target: 'done', actions: 'recordSilentError' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    checkingLogin: {
      description: 'Logged in when the saved token is non-empty; then the user level is set. Without one, inside the LINE app on a page that is not a sign-in page, LINE signs the member in.',
      always: [
        { guard: 'hasToken', target: '#session.signedIn', actions: ['markLoggedIn', 'setUserLevel', 'markInitialDone'] },
        { guard: 'needsLineSignIn', target: '#session.lineSignIn', actions: 'markInitialDone' },
        { target: '#session.signedOut', actions: 'markInitialDone' },
      ],
    },
  },
});
