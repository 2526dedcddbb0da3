import { fromPromise } from 'xstate';
import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import type { LoadPageInput } from './redeemHistory.types';

/** GET /redeem?byConfig=true&config=purchase&$skip&top. Real implementation: src/flows/redeemHistory/redeemHistory.live.ts. */
export const loadPage = fromPromise<RedeemHistoryEntry[], LoadPageInput>(async () => {
  throw new Error('redeemHistory.loadPage is not provided');
});

/** GET /redeem/{redeemKey}: the item read again before its code is shown. */
export const loadItem = fromPromise<RedeemHistoryEntry, { redeemKey: string }>(async () => {
  throw new Error('redeemHistory.loadItem is not provided');
});

/** The serial view of an opened item; the app provides its actors. */
export { serialMachine as serial } from '@machines/serial/serial.machine';
