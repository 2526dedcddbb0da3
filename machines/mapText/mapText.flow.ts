import { defineFlow } from '../flow';
import { mapTextMachine } from './mapText.machine';

export const mapTextFlow = defineFlow({
  id: 'mapText',
  title: 'Map-text labels',
  purpose: 'With the map-text flag on, the labels file of the current language overlays the default labels.',
  machine: mapTextMachine(),
  screen: { none: 'Loads the map-text labels file and overlays the default labels for the whole app (src/app/intl/IntlRoot.tsx); it has no screen of its own, its outcome is the wording of every other screen (tests/consent/consentApi.test.ts).' },
  input: { enabled: true, appName: 'pointsmember', locale: 'th' },
  inputs: { 'flag off': { enabled: false, appName: 'pointsmember', locale: 'th' } },
  events: {
    'xstate.done.actor.loadMapText': [{ output: { 'reward.title': 'ของรางวัลแสงจันทร์' } }],
    'xstate.error.actor.loadMapText': [{ error: { message: 'Not found', status: 404 } }],
    'MAPTEXT.LOCALE_CHANGED': [{ locale: 'en' }],
  },
});
