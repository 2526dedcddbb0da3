import { notProvided } from '../shared/provided';
import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import type { LoadPageInput } from './redeemHistory.types';

/** GET /redeem?byConfig=true&config=purchase&$skip&top. Real implementation: src/flows/redeemHistory/redeemHistory.live.ts. */
export const loadPage = notProvided<RedeemHistoryEntry[], LoadPageInput>('redeemHistory.loadPage');

/** GET /redeem/{redeemKey}: the item read again before its code is shown. */
export const loadItem = notProvided<RedeemHistoryEntry, { redeemKey: string }>('redeemHistory.loadItem');

/** The serial view of an opened item; the app provides its actors. */
export { serialMachine as serial } from '@machines/serial/serial.machine';
