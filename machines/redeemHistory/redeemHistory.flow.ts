import { defineFlow } from '../flow';
import { redeemHistoryMachine } from './redeemHistory.machine';

const DAY = 86_400_000;
const now = Date.UTC(2025, 0, 1);
const serial = { serial: 'SC100V7731429', barcodeType: 'CODE_128', showTimer: false, isNotAutoUse: false, redeemKey: 'rk-1', redeemedAt: now - 3 * DAY };
const entry = (redeemKey: string, state: string) => ({
  redeemKey,
  campaignId: '1007',
  name: 'Cash voucher 100 baht',
  pointPerUnit: 1000,
  redeemedAt: now - DAY,
  state,
  used: false,
  serial: { ...serial, redeemKey },
});
const fullPage = Array.from({ length: 8 }, (_, i) => entry(`rk-${i + 1}`, i === 0 ? 'viewCode' : 'shipped'));

export const redeemHistoryFlow = defineFlow({
  id: 'redeemHistory',
  title: 'Redeem history',
  purpose:
    'Lists redeemed items newest first with their purchase state, a page at a time; opening a view-code item reloads it and shows its serial (closing tracks viewcode_close); empty, failed and timed-out states offer a way forward.',
  machine: redeemHistoryMachine,
  screen: true,
  events: {
    'xstate.done.actor.loadPage': [{ output: fullPage }, { output: [] }, { output: [entry('rk-9', 'drawPending')] }],
    'xstate.error.actor.loadPage': [{ error: { message: 'Sandbox fault', status: 500, code: 500 } }],
    'xstate.done.actor.loadItem': [{ output: entry('rk-1', 'viewCode') }],
    'xstate.error.actor.loadItem': [{ error: { message: 'Sandbox fault', status: 503, code: 503 } }],
    'xstate.done.actor.serial': [{ output: { status: 'used' } }],
    'HISTORY.RETRY': [{}],
    'HISTORY.LOAD_MORE': [{}],
    'HISTORY.OPEN': [{ redeemKey: 'rk-1' }, { redeemKey: 'rk-2' }],
    'HISTORY.DISMISS': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, count: Math.min(snapshot.context.items.length, 9), hasMore: snapshot.context.hasMore, used: snapshot.context.items[0]?.used ?? false }),
  limit: 600,
});
