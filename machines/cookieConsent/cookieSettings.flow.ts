import { defineFlow } from '../flow';
import { allCookies } from '@/domain/consent/cookies';
import { cookieSettingsMachine } from './cookieSettings.machine';

export const cookieSettingsFlow = defineFlow({
  id: 'cookieSettings',
  title: 'Cookie settings dialog',
  purpose: 'Built from the cookie content file: one row per category with accept and reject, necessary locked on, Save.',
  machine: cookieSettingsMachine(),
  screen: true,
  input: { version: '1', locale: 'th', choices: allCookies(0) },
  events: {
    'xstate.done.actor.loadCookieContent': [
      { output: { header: 'Cookie settings', body: 'We use cookies.', footer: 'Change at any time.', cookies: { necessaryCookies: { header: 'Necessary', body: 'Always on', isDisabled: true }, functionalCookies: { header: 'Functional', body: 'Settings' } } } },
    ],
    'xstate.error.actor.loadCookieContent': [{ error: { message: 'Not found', status: 404 } }],
    'COOKIES.SET': [{ category: 'functionalCookies', accepted: true }, { category: 'necessaryCookies', accepted: false }],
    'COOKIES.SAVE': [{}],
    'COOKIES.CLOSE': [{}],
    'COOKIES.RETRY': [{}],
  },
});
