/**
 * Real actors of the redeem history (machines/redeemHistory): the purchase list
 * GET /redeem?byConfig=true&config=purchase&$skip&top, the item reload GET /redeem/{redeemKey}, and the
 * serial view with its own actors (src/flows/serial/serial.live.ts).
 */
import { fromPromise } from 'xstate';
import { redeemHistoryMachine } from '@machines/redeemHistory/redeemHistory.machine';
import type { LoadPageInput } from '@machines/redeemHistory/redeemHistory.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { Tracker } from '@/platform/scripts';
import { createSerialLogic } from '@/flows/serial/serial.live';
import { historyEntryFromWire } from '@/api/adapters/redeem';
import type { RedeemHistoryEntry } from '@/domain/campaign/history';
import type { LocaleCode } from '@/i18n/locale';

export interface RedeemHistoryServices {
  clients: Pick<ApiClients, 'modules'>;
  session: { getSnapshot(): { context: { locale: LocaleCode } } };
  tracking?: Tracker;
}

export function createRedeemHistoryLogic(services: RedeemHistoryServices, now: () => number = Date.now) {
  const locale = () => services.session.getSnapshot().context.locale;
  const loadPage = fromPromise<RedeemHistoryEntry[], LoadPageInput>(async ({ input, signal }) => {
    const body = unwrap(
      await services.clients.modules.GET('/redeem', {
        params: { query: { byConfig: true, config: 'purchase', $skip: input.skip, top: input.top, locale: locale() } },
        signal,
      }),
    );
    return body.map((item) => historyEntryFromWire(item, now()));
  });
  const loadItem = fromPromise<RedeemHistoryEntry, { redeemKey: string }>(async ({ input, signal }) => {
    const body = unwrap(
      await services.clients.modules.GET('/redeem/{redeemKey}', { params: { path: { redeemKey: input.redeemKey }, query: { locale: locale() } }, signal }),
    );
    return historyEntryFromWire(body, now());
  });
  return redeemHistoryMachine.provide({ actors: { loadPage, loadItem, serial: createSerialLogic(services) } });
}
