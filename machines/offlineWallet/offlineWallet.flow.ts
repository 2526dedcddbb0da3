import { defineFlow } from '../flow';
import { offlineWalletMachine } from './offlineWallet.machine';

const redeemedAt = Date.UTC(2025, 0, 1);
const card = { name: 'Cash voucher 100 baht', pointPerUnit: 1000 };
const timed = { serial: 'SC100V7731429', barcodeType: 'CODE_128', showTimer: true, expireIn: 600, isNotAutoUse: false, redeemKey: 'rk-1', redeemedAt, card, status: 'active' };
const lasting = { serial: 'QR55XK0912', barcodeType: 'QR_CODE', showTimer: false, isNotAutoUse: false, redeemKey: 'rk-2', redeemedAt: redeemedAt - 1, card, status: 'active' };
const stored = { serial: timed, expiresAt: redeemedAt + 600_000, countdownEndsAt: redeemedAt + 600_000, seenAt: redeemedAt };

export const offlineWalletFlow = defineFlow({
  id: 'offlineWallet',
  title: 'Codes kept for offline use',
  purpose:
    "Keeps the member's redeemed codes on the device, encrypted with the account's key: saved on redeem and history loads, dropped at their stored expiry on the device clock, removed at logout; \"my codes\" opens them with no network.",
  machine: offlineWalletMachine(),
  screen: { none: 'Read by the redeem history ("my codes" offline) and the serial view; no screen or control of its own.' },
  input: { member: 'member-1' },
  inputs: { signedOut: { member: null } },
  events: {
    'WALLET.SIGNED_IN': [{ member: 'member-1' }],
    'WALLET.SIGNED_OUT': [{}],
    'WALLET.CODES_SEEN': [{ codes: [{ serial: timed, campaignId: '1007' }] }, { codes: [{ serial: lasting }] }, { codes: [{ serial: { ...timed, status: 'expired' } }] }],
    'WALLET.CODE_USED': [{ redeemKey: 'rk-1' }],
    'xstate.done.actor.loadCodes': [{ output: [] }, { output: [stored] }],
    'xstate.error.actor.loadCodes': [{ error: { message: 'IndexedDB is blocked' } }],
    'xstate.done.actor.saveCodes': [{ output: undefined }],
    'xstate.error.actor.saveCodes': [{ error: { message: 'QuotaExceededError' } }],
    'xstate.done.actor.clearCodes': [{ output: undefined }],
    'xstate.error.actor.clearCodes': [{ error: { message: 'Storage blocked' } }],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      member: snapshot.context.member !== null,
      codes: snapshot.context.codes.map((code) => `${code.serial.redeemKey}:${code.serial.status ?? 'active'}`).sort(),
      dirty: snapshot.context.dirty,
    }),
  limit: 800,
});
