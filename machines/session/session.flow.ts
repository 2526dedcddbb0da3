import { defineFlow } from '../flow';
import { isPublicRoute } from './publicRoutes';
import { sessionMachine } from './session.machine';
import type { SessionSnapshot } from './session.selectors';
import type { Account } from './session.types';
import type { RuntimeSettings } from './settings.types';
import { contentSettingDefaults } from './settings.defaults';

/** Settings with every field the chart reads; the flow player needs no network for them. */
const settings: RuntimeSettings = {
  appId: 'sandbox-app',
  appName: 'pointsmember',
  providerBaseUrl: '/sandbox/webapi',
  baseUrls: {
    modules: '/sandbox/modules',
    cart: '/sandbox/cart',
    webApi: '/sandbox/webapi',
    blob: '/sandbox/blob',
    misc: '/sandbox/misc',
    lineApi: '/sandbox/line-api',
    lineAccess: '/sandbox/line-access',
  },
  cartWebUrl: '/sandbox/cart',
  apiVersion: '1',
  debug: true,
  subscriptionKey: 'sandbox-key',
  recaptchaSiteKey: 'sandbox-site-key',
  recaptchaScriptUrl: '/sandbox-scripts/bot-check.js',
  customScriptUrl: '/sandbox-scripts/custom.js',
  liffId: '1650000000-sandbox',
  lineAddFriendUrl: 'https://line.me/R/ti/p/@pointsmember',
  featureBzbsAnalyticsEnable: 'true',
  featureMaptextEnable: false,
  buildVersion: '1.0.0.20260101.1',
  analyticsUrl: '/sandbox-scripts/analytics.js',
  analyticsSiteId: 'sandbox-site',
  analyticsDimensionKey: 'dimension1',
  clientId: '1650000000',
  socialLoginAppId: 'sandbox-social',
  agencyId: 'sandbox-agency',
  ...contentSettingDefaults,
};

const member: Account = { token: 'sandbox-token', jwt: 'sandbox-jwt', userId: 'U100245', uuid: 'uuid-100245', userLevel: 4, contactNumber: '0812345678' };
const memberWithoutJwt: Account = { token: 'password-token', userId: 'U100318', userLevel: 1, channel: 'bzbs' };
/** A device sign-in ("Continue as guest"): a guest, without a JWT. */
const guest: Account = { token: 'device-token', userId: 'G200001', channel: 'device' };

/**
 * Identity: the state value plus only what a guard will read from here on: the route kind while
 * booting (profile or not), the JWT while signed in and logging out (logout call or not).
 */
function serializeSessionState(snapshot: SessionSnapshot): string {
  const { context } = snapshot;
  if (snapshot.matches('booting')) return JSON.stringify([snapshot.value, isPublicRoute(context.pathname), context.inMessagingClient && context.lineSignInAtStart]);
  if (snapshot.matches('signedIn')) return JSON.stringify([snapshot.value, Boolean(context.account?.jwt), context.webSessionDue, context.isInitialProfile]);
  if (snapshot.matches('loggingOut')) return JSON.stringify([snapshot.value, Boolean(context.logoutJwt)]);
  return JSON.stringify(snapshot.value);
}


export const sessionFlow = defineFlow({
  id: 'session',
  title: 'Session: start-up, sign-in state, profile, locale, logout',
  purpose: 'Loads settings and start-up scripts without ever blocking, restores the account (profile except on public routes; inside LINE from the web session when none is saved), keeps it saved and in the web session after every sign-in, changes language, logs out (inside LINE destroying the web session first).',
  machine: sessionMachine(),
  screen: { none: 'Start-up and sign-in state behind the whole app; its splash and settings-retry screens are checked in tests/session/SessionRoot.test.tsx.' },
  input: { defaults: settings, pathname: '/', inMessagingClient: false, analyticsConsent: true },
  inputs: { insideLine: { defaults: settings, pathname: '/', inMessagingClient: true, analyticsConsent: true } },
  events: {
    'SESSION.SIGNED_IN': [{ account: member }, { account: memberWithoutJwt }, { account: guest }],
    'SESSION.LOGOUT': [{}],
    'SESSION.REINIT': [{ pathname: '/login' }, { pathname: '/' }],
    'SESSION.LOCALE_CHANGE': [{ locale: 1033 }],
    'SESSION.JWT_REFRESHED': [{ jwt: 'sandbox-jwt-2' }],
    'SESSION.PROFILE_REFRESH': [{}],
    'SESSION.PROFILE_CHECK': [{}],
    'SESSION.RETRY': [{}],
    'SESSION.LINE_SIGN_IN_OPENED': [{}],
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.error.actor.loadSettings': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.loadScripts': [
      { output: [{ script: 'botCheck', status: 'loaded' }, { script: 'custom', status: 'failed', error: 'network' }, { script: 'analytics', status: 'timedOut' }] },
    ],
    'xstate.error.actor.loadScripts': [{ error: { message: 'script loader crashed', status: 0 } }],
    'xstate.done.actor.initTracking': [{ output: undefined }],
    'xstate.error.actor.initTracking': [{ error: { message: 'analytics init failed', status: 0 } }],
    'xstate.done.actor.restoreLocale': [{ output: 1033 }, { output: null }],
    'xstate.error.actor.restoreLocale': [{ error: { message: 'storage blocked', status: 0 } }],
    'xstate.done.actor.restoreAccount': [{ output: member }, { output: guest }, { output: null }],
    'xstate.error.actor.restoreAccount': [{ error: { message: 'storage blocked', status: 0 } }],
    'xstate.done.actor.warmFirstRoute': [{ output: undefined }],
    'xstate.error.actor.warmFirstRoute': [{ error: { message: 'storage blocked', status: 0 } }],
    'xstate.done.actor.loadProfile': [{ output: { profile: { userId: 'U100245', firstName: 'Somchai', contactNumber: '0812345678', updated_points: 1250 }, points: 1250 } }],
    'xstate.error.actor.loadProfile': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.changeLocale': [{ output: { jwt: 'sandbox-jwt-en' } }],
    'xstate.error.actor.changeLocale': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.clearCache': [{ output: undefined }],
    'xstate.error.actor.clearCache': [{ error: { message: 'storage blocked', status: 0 } }],
    'xstate.done.actor.logout': [{ output: undefined }],
    'xstate.error.actor.logout': [{ error: { message: 'offline', status: 0 } }],
    'xstate.done.actor.endMessagingSession': [{ output: undefined }],
    'xstate.done.actor.storeWebSession': [{ output: undefined }],
    'xstate.error.actor.storeWebSession': [{ error: { message: 'Server error', status: 500 } }],
    'xstate.done.actor.readWebSession': [
      { output: { user: member, profile: { userId: 'U100245', firstName: 'Somchai', updated_points: 1250 }, point: 1250 } },
      { output: null },
    ],
    'xstate.error.actor.readWebSession': [{ error: { message: 'No web session is stored for this browser.', status: 404 } }],
    'xstate.done.actor.deleteWebSession': [{ output: undefined }],
    'xstate.error.actor.deleteWebSession': [{ error: { message: 'offline', status: 0 } }],
    'xstate.error.actor.endMessagingSession': [{ error: { message: 'LIFF logout failed', status: 0 } }],
  },
  serializeState: serializeSessionState,
  limit: 600,
});
