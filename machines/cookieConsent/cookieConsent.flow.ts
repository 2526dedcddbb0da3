import { defineFlow } from '../flow';
import { allCookies } from '@/domain/consent/cookies';
import { cookieConsentMachine } from './cookieConsent.machine';

const firstVisit = { stored: null, signedIn: false, locale: 'th', analyticsFlag: true, analyticsRunning: false };

export const cookieConsentFlow = defineFlow({
  id: 'cookieConsent',
  title: 'Cookie banner, cookie settings and analytics gating',
  purpose: 'The banner on a first visit; the choice remembered for 10 days and, signed in, kept on the consent API; analytics only with consent.',
  machine: cookieConsentMachine(),
  screen: true,
  input: firstVisit,
  inputs: {
    'returning member, analytics accepted': { stored: { version: '1', choices: allCookies(1), at: 0 }, signedIn: true, locale: 'en', analyticsFlag: true, analyticsRunning: true },
  },
  events: {
    'xstate.done.actor.syncCookieConsent': [
      { output: { version: '1', remote: null } },
      { output: { version: '1', remote: allCookies(0) } },
    ],
    'xstate.error.actor.syncCookieConsent': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.postCookieConsent': [{}],
    'xstate.error.actor.postCookieConsent': [
      { error: { message: 'Service unavailable', status: 503 } },
      { error: { message: 'Failed to fetch', status: 0, code: 'offline' } },
    ],
    'xstate.done.actor.startAnalytics': [{}],
    'xstate.error.actor.startAnalytics': [{ error: { message: 'Script failed to load', status: 0 } }],
    'xstate.done.actor.cookieSettings': [{ output: { choices: null } }, { output: { choices: allCookies(1) } }, { output: { choices: allCookies(0) } }],
    'COOKIES.ACCEPT_ALL': [{}],
    'COOKIES.REJECT_ALL': [{}],
    'COOKIES.OPEN_SETTINGS': [{}],
    'COOKIES.SIGNED_IN': [{}],
    'COOKIES.SIGNED_OUT': [{}],
    'COOKIES.LOCALE_CHANGED': [{ locale: 'en' }],
    // Raised inside the chart (banner buttons and Save end in these), listed so paths can name them.
    'COOKIES.CHOSEN': [{ choices: allCookies(0) }, { choices: allCookies(1) }],
    'ANALYTICS.EVALUATE': [{}],
  },
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return `${JSON.stringify(snapshot.value)}|${c.signedIn}|${c.choices?.analyticsBuzzebeesCookies ?? '-'}|${c.remote ? 'r' : '-'}|${c.choiceVersion === c.version}`;
  },
});
