import { defineFlow } from '../flow';
import { redeemButtonMachine } from './redeemButton.machine';

const DAY = 86_400_000;
const serverNow = Date.UTC(2025, 0, 1);
const campaign = {
  id: '1003',
  kind: 2,
  name: 'One free butter croissant',
  pointPerUnit: 250,
  soldOut: false,
  expiresAt: serverNow + 30 * DAY,
  delivered: false,
  available: true,
  conditionValid: true,
  minutesValidAfterUsed: 15,
  serverNow,
};
const serial = {
  serial: 'SC-7H2K-91QX',
  barcodeType: 'QR_CODE',
  showTimer: false,
  isNotAutoUse: false,
  redeemKey: 'rk-1003-1',
  redeemedAt: serverNow,
  voucherExpiresAt: serverNow + 7 * DAY,
};

export const redeemButtonFlow = defineFlow({
  id: 'redeemButton',
  title: 'Redeem a campaign',
  purpose: 'Confirms the redeem with a body that depends on the campaign kind, calls redeem with a tranId per attempt, then shows the draw/delivery result or the serial (the serial flow: QR code, barcode, text, copy, countdown, mark as used); a lost answer is checked against the member’s redeems before Try again is offered, so a redeem is never charged twice.',
  machine: redeemButtonMachine,
  input: { campaign, member: { signedIn: true, points: 1250 } },
  events: {
    'REDEEM.START': [{}],
    'REDEEM.CONFIRM': [{}],
    'REDEEM.CANCEL': [{}],
    'REDEEM.RETRY': [{}],
    'REDEEM.DISMISS': [{}],
    'REDEEM.CLOSE': [{}],
    'REDEEM.MEMBER_CHANGED': [{ member: { signedIn: true, points: 100 } }, { member: { signedIn: true, points: 1250 } }],
    'REDEEM.CAMPAIGN_UPDATED': [{ campaign }],
    'xstate.done.actor.redeemCampaign': [{ output: { serial } }, { output: { privilegeMessage: '<p>Your parcel ships within 7 days.</p>' } }],
    'xstate.error.actor.redeemCampaign': [
      { error: { message: 'Token invalid', status: 412, code: 412 } },
      { error: { message: 'Failed to fetch', status: 0 } },
    ],
    'xstate.done.actor.findRedeem': [{ output: { serial } }, { output: { privilegeMessage: '<p>Your parcel ships within 7 days.</p>' } }, { output: null }],
    'xstate.error.actor.findRedeem': [{ error: { message: 'Failed to fetch', status: 0 } }],
    'xstate.done.actor.serial': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      points: snapshot.context.member.points ?? null,
      hasSerial: Boolean(snapshot.context.outcome?.serial),
    }),
  limit: 400,
});
