import { defineFlow } from '../flow';
import { emptyAddressForm } from '@/domain/address/addressBook';
import { redeemMachine } from './redeem.machine';

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
const delivered = { ...campaign, id: '2001', kind: 3, name: 'Insulated tumbler', pointPerUnit: 300, delivered: true, minutesValidAfterUsed: 0 };
const location10110 = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา',
  districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea',
};
const home = {
  ...emptyAddressForm('delivery'), key: 'addr-1', isDefault: true, addressName: 'Home', firstName: 'Somchai', lastName: 'Jaidee',
  contactNumber: '0812345678', address: '99/1 Sukhumvit 21', location: location10110,
};
const typed = { ...home, key: '', addressName: '', isDefault: false };
const serial = {
  serial: 'SC-7H2K-91QX',
  barcodeType: 'QR_CODE',
  showTimer: false,
  isNotAutoUse: false,
  redeemKey: 'rk-1003-1',
  redeemedAt: serverNow,
  voucherExpiresAt: serverNow + 7 * DAY,
};

export const redeemFlow = defineFlow({
  id: 'redeem',
  title: 'Redeem a campaign',
  purpose: 'Confirms the redeem with a body that depends on the campaign kind, calls redeem with a tranId per attempt, then shows the draw/delivery result or the serial (the serial flow: QR code, barcode, text, copy, countdown, mark as used); a lost answer is checked against the member’s redeems before Try again is offered, so a redeem is never charged twice.',
  machine: redeemMachine,
  screen: true,
  input: { campaign, member: { signedIn: true, points: 1250 } },
  inputs: {
    guest: { campaign: { ...campaign, id: '1001', pointPerUnit: 120 }, member: { signedIn: true, guest: true } },
    delivered: { campaign: delivered, member: { signedIn: true, points: 1250, contact: { firstName: 'Somchai', lastName: 'Jaidee' } } },
  },
  events: {
    'REDEEM.START': [{}],
    'REDEEM.CONFIRM': [{}],
    'REDEEM.CANCEL': [{}],
    'REDEEM.RETRY': [{}],
    'REDEEM.DISMISS': [{}],
    'REDEEM.CLOSE': [{}],
    'REDEEM.MEMBER_CHANGED': [{ member: { signedIn: true, points: 100 } }, { member: { signedIn: true, points: 1250 } }],
    'REDEEM.CAMPAIGN_UPDATED': [{ campaign }],
    'xstate.done.actor.readSavedAddresses': [{ output: [home] }, { output: [] }],
    'xstate.error.actor.readSavedAddresses': [{ error: { message: 'Failed to fetch', status: 0 } }],
    'SHIPPING.CHOOSE_SAVED': [{}],
    'SHIPPING.ENTER_NEW': [{}],
    'xstate.done.actor.addressBook': [{ output: { status: 'picked', entry: home } }, { output: { status: 'closed' } }],
    'xstate.done.actor.shippingAddress': [{ output: { status: 'ok', form: typed } }, { output: { status: 'cancelled', form: typed } }],
    'xstate.done.actor.setRedeemAddress': [{ output: undefined }],
    'xstate.error.actor.setRedeemAddress': [{ error: { message: 'Server error', status: 500, id: 1234 } }],
    'xstate.done.actor.redeemCampaign': [
      { output: { serial } },
      { output: { privilegeMessage: '<p>Your parcel ships within 7 days.</p>' } },
      { output: { redeemKey: 'rk-2001-1' } },
    ],
    'xstate.error.actor.redeemCampaign': [
      { error: { message: 'JWT signature rejected by gateway', status: 412, code: 412 } },
      { error: { message: 'Failed to fetch', status: 0 } },
    ],
    'xstate.done.actor.findRedeem': [
      { output: { serial } },
      { output: { privilegeMessage: '<p>Your parcel ships within 7 days.</p>' } },
      { output: { redeemKey: 'rk-2001-1' } },
      { output: null },
    ],
    'xstate.error.actor.findRedeem': [{ error: { message: 'Failed to fetch', status: 0 } }],
    'xstate.done.actor.serial': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      points: snapshot.context.member.points ?? null,
      guest: Boolean(snapshot.context.member.guest),
      hasSerial: Boolean(snapshot.context.outcome?.serial),
      delivered: snapshot.context.campaign.delivered,
      shipping: snapshot.context.shipping?.source ?? null,
      draft: Boolean(snapshot.context.shippingDraft),
    }),
  limit: 400,
});
