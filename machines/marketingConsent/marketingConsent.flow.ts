import { defineFlow } from '../flow';
import { marketingConsentMachine } from './marketingConsent.machine';

const record = { TermAndCondition: 2, DataPrivacy: 1, ConsentAge: 20, MarketingOption: 1, EmailMarketing: 1, SMSMarketing: 0, LineMarketing: 1 };
const versions = { terms: '2', privacy: '1', marketing: '1', cookie: '1', age: '20' };

export const marketingConsentFlow = defineFlow({
  id: 'marketingConsent',
  title: 'Marketing consent dialog (/profile/legalpolicy/marketing)',
  purpose: 'The member chooses SMS, LINE and e-mail marketing after reading the text; saved with both consent calls and read back on the next visit.',
  machine: marketingConsentMachine,
  screen: true,
  input: { locale: 'th' },
  events: {
    'xstate.done.actor.loadMarketingState': [{ output: { versions, record } }],
    'xstate.error.actor.loadMarketingState': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.readMarketingText': [
      { output: { kind: 'marketing', version: '1', accepted: true, html: '<p>Marketing</p>' } },
      { output: { kind: 'marketing', version: '1', accepted: false, html: '' } },
    ],
    'xstate.done.actor.saveMarketing': [{}],
    'xstate.error.actor.saveMarketing': [{ error: { message: 'Service unavailable', status: 503 } }],
    'MARKETING.TOGGLE_ALL': [{}],
    'MARKETING.TOGGLE_CHANNEL': [{ channel: 'sms' }],
    'MARKETING.OPEN': [{}],
    'MARKETING.CONFIRM': [{}],
    'MARKETING.CLOSE': [{}],
    'MARKETING.RETRY': [{}],
  },
});
