/**
 * The session: start-up, sign-in state, profile, locale and logout (spec section 4, "Session").
 *
 * Start-up runs in the order the spec gives: load settings; the start-up scripts (bot-check, custom,
 * analytics or its disabled stub, child chart machines/scriptLoader) which never block; mark config
 * ready (the UI renders from here); initialise tracking, restore the locale and the account; check the
 * login (token non-empty) and set the user level. A failed settings load stops in `settingsFailed`
 * until SESSION.RETRY, instead of the spec's blank page. Once settings are in, a second region warms
 * the first route's reads alongside that sequence (the app answers the route's identical
 * calls from them), without blocking or delaying it: the UI still renders only after config ready.
 *
 * Signed in, four regions run side by side: member or guest (a device sign-in is a guest, tag `guest`),
 * the profile (loaded except on a public route at start-up; a failure is tolerated silently; a page's check of
 * the points just after a read does not read again), the web
 * session (after every sign-in, once the profile has settled, {user, profile, point} is kept with
 * POST /session; inside LINE a start-up without a saved account restores it with GET /session) and the
 * locale (a change is sent to the server, whose new Jwt is
 * kept). Every change of the account is written to the cache (action persistAccount; the app queues the
 * writes so the last one wins). Logout clears everything, calls the server only when a JWT exists, and
 * in the messaging client destroys the web session (DELETE /session) first, ends that session and reloads. Inside the LINE app a member is never left a
 * guest by accident: with no saved account, start-up on a member page hands over to the LINE sign-in
 * (state lineSignIn), which comes back to the page asked for.
 */
import { requestState } from '../shared/request';
import { bootingState } from './session.boot';
import { builtOnce, type Provided } from '../shared/provided';
import { accountInput, emptyInput, initialContext, localeInput, logoutInput, sessionSetup, webSessionInput, type SessionActors, type SessionEffects } from './session.setup';

/** The chart with the app's real actors in place of the stubs (see machines/shared/provided.ts). */
export const createSessionMachine = (provided: Provided<SessionActors, SessionEffects> = {}) => sessionSetup(provided).createMachine({
  id: 'session',
  context: initialContext,
  initial: 'booting',
  on: {
    'SESSION.REINIT': { target: '.booting', actions: 'resetForReinit' },
  },
  states: {
    booting: bootingState,
    signedOut: {
      tags: ['signedOut'],
      description: 'No member signed in (guest or fresh start).',
      on: {
        'SESSION.SIGNED_IN': { target: 'signedIn.profile.loading', actions: ['storeSignedInAccount', 'persistAccount'] },
        'SESSION.LOCALE_CHANGE': { actions: ['storeLocale', 'persistLocale'] },
      },
    },
    lineSignIn: {
      tags: ['signedOut', 'lineSignIn'],
      description:
        'Inside the LINE app with no saved account, on a page that is not a sign-in page: the app hands over to /linelogin, which signs in from LINE without a click and comes back to the page asked for. Once /linelogin is open the member counts as a guest until LINE has signed them in.',
      on: {
        'SESSION.SIGNED_IN': { target: 'signedIn.profile.loading', actions: ['storeSignedInAccount', 'persistAccount'] },
        'SESSION.LINE_SIGN_IN_OPENED': 'signedOut',
        'SESSION.LOCALE_CHANGE': { actions: ['storeLocale', 'persistLocale'] },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      type: 'parallel',
      on: {
        'SESSION.LOGOUT': 'loggingOut',
        'SESSION.JWT_REFRESHED': { actions: ['storeRefreshedJwt', 'persistAccount'] },
      },
      states: {
        profile: {
          initial: 'choosing',
          on: { 'SESSION.SIGNED_IN': { target: '.loading', actions: ['storeSignedInAccount', 'persistAccount'] } },
          states: {
            choosing: {
              always: [{ guard: 'isPublicRoute', target: 'notLoaded' }, { target: 'loading' }],
            },
            notLoaded: {
              description: 'Saved account restored on a public route: logged in, profile not loaded.',
              on: { 'SESSION.PROFILE_REFRESH': 'loading', 'SESSION.PROFILE_CHECK': 'loading' },
            },
            loading: {
              description: 'GET profile; no answer within REQUEST_TIMEOUT counts as a failed load (the call is cancelled).',
              tags: ['loadingProfile'],
              entry: 'markProfileLoading',
              ...requestState({ onTimeout: { target: 'failed', actions: 'recordProfileTimeout' } }),
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                input: accountInput,
                onDone: { target: 'loaded', actions: [{ type: 'storeProfile', params: ({ event }) => event.output }, 'persistAccount'] },
                onError: { target: 'failed', actions: 'recordProfileFailure' },
              },
            },
            loaded: {
              description: 'Profile and points stored; the contact number re-saved with the account.',
              on: { 'SESSION.PROFILE_REFRESH': 'loading' },
              initial: 'current',
              states: {
                current: {
                  description: 'Just read: a check (a page listing points, once its list has loaded) does not read it again.',
                  after: { PROFILE_FRESH: 'aging' },
                },
                aging: {
                  description: 'Read a while ago: a check reads the profile again, so the header balance matches what a page lists.',
                  on: { 'SESSION.PROFILE_CHECK': '#session.signedIn.profile.loading' },
                },
              },
            },
            failed: {
              description: 'Profile load failed: tolerated silently at start-up, the member stays logged in; a page that needs the profile shows the failure and its Retry (a refresh).',
              on: { 'SESSION.PROFILE_REFRESH': 'loading', 'SESSION.PROFILE_CHECK': 'loading' },
            },
          },
        },
        role: {
          description: 'Member or guest: a device sign-in (Continue as guest) is a guest, shown as one everywhere (no profile, points or redeem).',
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'isGuestAccount', target: 'guest' }, { target: 'member' }],
            },
            member: {
              tags: ['member'],
              description: 'Signed in as a member (password, OTP, LINE or registration).',
              on: { 'SESSION.SIGNED_IN': 'choosing' },
            },
            guest: {
              tags: ['guest'],
              description: 'Signed in from a device as a guest: the header offers sign-in, member pages ask to sign in or register, redeem and favourites ask the same. Signing in as a member from here makes a member.',
              on: { 'SESSION.SIGNED_IN': 'choosing' },
            },
          },
        },
        webSession: {
          initial: 'idle',
          description: 'Spec section 7: after every sign-in the payload {user, profile, point} is kept with POST /session, once the profile load has settled.',
          states: {
            idle: {
              description: 'Nothing waiting to be kept (restored at start-up, or not yet settled).',
              always: { guard: 'webSessionDue', target: 'storing' },
            },
            storing: {
              description: 'POST /session with the account, the profile and the points. A failure or no answer within REQUEST_TIMEOUT is tolerated: the local account still works.',
              entry: 'markWebSessionSent',
              ...requestState({ onTimeout: { target: 'notStored', actions: 'recordSilentTimeout' }, slowNotice: false }),
              invoke: {
                id: 'storeWebSession',
                src: 'storeWebSession',
                input: webSessionInput,
                onDone: 'stored',
                onError: { target: 'notStored', actions: 'recordSilentError' },
              },
            },
            stored: {
              description: 'The web session holds this sign-in; a later sign-in keeps its own.',
              always: { guard: 'webSessionDue', target: 'storing' },
            },
            notStored: {
              description: 'The web session was not kept (silent); the next sign-in tries again.',
              always: { guard: 'webSessionDue', target: 'storing' },
            },
          },
        },
        locale: {
          initial: 'steady',
          states: {
            steady: {
              on: { 'SESSION.LOCALE_CHANGE': { target: 'changing', actions: ['storeLocale', 'persistLocale'] } },
            },
            changing: {
              description: 'Sends the new locale with the JWT; the response carries a new Jwt, which is stored. Given up after REQUEST_TIMEOUT.',
              ...requestState({ onTimeout: { target: 'changeFailed', actions: 'recordSilentTimeout' }, slowNotice: false }),
              invoke: {
                id: 'changeLocale',
                src: 'changeLocale',
                input: localeInput,
                onDone: { target: 'steady', actions: [{ type: 'storeLocaleJwt', params: ({ event }) => event.output }, 'persistAccount'] },
                onError: { target: 'changeFailed', actions: 'recordSilentError' },
              },
              on: { 'SESSION.LOCALE_CHANGE': { target: 'changing', reenter: true, actions: ['storeLocale', 'persistLocale'] } },
            },
            changeFailed: {
              description: 'The server kept the old locale; the app shows the new one and sends it again on the next change.',
              on: { 'SESSION.LOCALE_CHANGE': { target: 'changing', actions: ['storeLocale', 'persistLocale'] } },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['loggingOut'],
      description: 'Clears cache, account, profile and points, then calls logout with the JWT only if one exists.',
      entry: ['captureLogoutJwt', 'clearSignedInState'],
      initial: 'choosingFirstStep',
      states: {
        choosingFirstStep: {
          always: [{ guard: 'isInMessagingClient', target: 'destroyingWebSession' }, { target: 'clearingCache' }],
        },
        destroyingWebSession: {
          description: 'Inside LINE: DELETE /session first (sections 4 and 7), failure or no answer within REQUEST_TIMEOUT ignored, so a fresh start does not restore the member.',
          ...requestState({ onTimeout: { target: 'clearingCache', actions: 'recordSilentTimeout' }, slowNotice: false }),
          invoke: {
            id: 'deleteWebSession',
            src: 'deleteWebSession',
            input: logoutInput,
            onDone: 'clearingCache',
            onError: { target: 'clearingCache', actions: 'recordSilentError' },
          },
        },
        clearingCache: {
          invoke: {
            id: 'clearCache',
            src: 'clearCache',
            input: emptyInput,
            onDone: 'choosingLogoutCall',
            onError: { target: 'choosingLogoutCall', actions: 'recordSilentError' },
          },
        },
        choosingLogoutCall: {
          always: [{ guard: 'hasLogoutJwt', target: 'callingLogout' }, { target: 'finishing' }],
        },
        callingLogout: {
          description: 'POST logout with the JWT; the member is signed out locally whatever the answer, or none within REQUEST_TIMEOUT.',
          ...requestState({ onTimeout: { target: 'finishing', actions: 'recordSilentTimeout' }, slowNotice: false }),
          invoke: {
            id: 'logout',
            src: 'logout',
            input: logoutInput,
            onDone: 'finishing',
            onError: { target: 'finishing', actions: 'recordSilentError' },
          },
        },
        finishing: {
          always: [
            { guard: 'isInMessagingClient', target: 'endingMessagingSession' },
            { target: '#session.signedOut', actions: 'forgetLogoutJwt' },
          ],
        },
        endingMessagingSession: {
          description: 'In the messaging client: ends that session (failure or no answer within REQUEST_TIMEOUT ignored), then reloads the page.',
          ...requestState({ onTimeout: { target: '#session.signedOut', actions: ['recordSilentTimeout', 'forgetLogoutJwt', 'reloadPage'] }, slowNotice: false }),
          invoke: {
            id: 'endMessagingSession',
            src: 'endMessagingSession',
            input: emptyInput,
            onDone: { target: '#session.signedOut', actions: ['forgetLogoutJwt', 'reloadPage'] },
            onError: { target: '#session.signedOut', actions: ['recordSilentError', 'forgetLogoutJwt', 'reloadPage'] },
          },
        },
      },
    },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const sessionMachine = builtOnce(() => createSessionMachine());
export type SessionMachine = ReturnType<typeof createSessionMachine>;
