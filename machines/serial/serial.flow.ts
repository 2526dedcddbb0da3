import { defineFlow } from '../flow';
import { serialMachine } from './serial.machine';

const serverNow = Date.UTC(2025, 0, 1);
const serial = {
  serial: 'SC-7H2K-91QX',
  barcodeType: 'QR_CODE',
  showTimer: true,
  expireIn: 2,
  isNotAutoUse: false,
  redeemKey: 'rk-1003-1',
  redeemedAt: serverNow,
  voucherExpiresAt: serverNow + 7 * 86_400_000,
};

export const serialFlow = defineFlow({
  id: 'serial',
  title: 'Serial code (QR code, barcode, text)',
  purpose:
    'Shows a redeemed code as QR code, barcode or text with copy (Copied for 500 ms), a countdown to expiry, and mark as used with confirmation, success and failure alerts; expired and used codes show XXXXXXXX.',
  machine: serialMachine,
  screen: true,
  input: { serial, source: 'campaign' },
  inputs: {
    code128History: { serial: { ...serial, barcodeType: 'CODE_128', serial: '885123400012', showTimer: false }, source: 'history' },
    privilegeOnly: { serial: { ...serial, barcodeType: 'none', privilegeMessage: '<p>Show at the counter</p>', showTimer: false, isNotAutoUse: true }, source: 'campaign' },
    used: { serial: { ...serial, status: 'used', showTimer: false }, source: 'history' },
    expired: { serial: { ...serial, status: 'expired', showTimer: false }, source: 'history' },
  },
  events: {
    'SERIAL.TAB_SELECTED': [{ tab: 'qr' }, { tab: 'barcode' }, { tab: 'text' }],
    'SERIAL.COPY': [{}],
    'SERIAL.RENDER_FAILED': [{ tab: 'barcode', reason: 'invalidInput' }],
    'SERIAL.MARK_USED': [{}],
    'SERIAL.CONFIRM_USE': [{}],
    'SERIAL.CANCEL_USE': [{}],
    'SERIAL.ALERT_CLOSED': [{}],
    'SERIAL.CLOSE': [{}],
    'xstate.done.actor.markUsed': [{}],
    'xstate.error.actor.markUsed': [{ error: { message: 'Sandbox fault', status: 500, code: 500 } }],
    'xstate.done.actor.copyText': [{}],
    'xstate.error.actor.copyText': [{ error: { message: 'Clipboard denied', status: 0 } }],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.context.status,
      secondsLeft: snapshot.context.secondsLeft ?? null,
      renderError: snapshot.context.renderError?.tab ?? null,
    }),
  limit: 2000,
});
