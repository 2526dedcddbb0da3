import { defineFlow } from '../flow';
import { campaignDetailMachine } from './campaignDetail.machine';

const DAY = 86_400_000;
const serverNow = Date.UTC(2025, 0, 1);
const campaign = {
  id: '1002',
  kind: 2,
  name: 'Hot or iced Americano, 50% off',
  pointPerUnit: 120,
  soldOut: false,
  expiresAt: serverNow + 60 * DAY,
  delivered: false,
  available: true,
  conditionValid: true,
  serverNow,
};

export const campaignDetailFlow = defineFlow({
  id: 'campaignDetail',
  title: 'Campaign page',
  purpose: 'Loads one campaign (/campaign/{id}) with not-found, failed-with-retry and timed-out states, runs the redeem flow while shown, and refreshes points and the campaign after a redeem or when the member signs in or out.',
  machine: campaignDetailMachine,
  screen: true,
  input: { campaignId: '1002', member: { signedIn: true, points: 1250 } },
  events: {
    'xstate.done.actor.loadCampaign': [{ output: campaign }],
    'xstate.error.actor.loadCampaign': [
      { error: { message: 'Campaign not found', status: 404 } },
      { error: { message: 'Network error', status: 0 } },
    ],
    'CAMPAIGN.RETRY': [{}],
    'CAMPAIGN.MEMBER_CHANGED': [{ member: { signedIn: true, points: 50 } }, { member: { signedIn: false } }],
    'CAMPAIGN.REDEEMED': [{}],
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, signedIn: snapshot.context.member.signedIn }),
  limit: 300,
});
