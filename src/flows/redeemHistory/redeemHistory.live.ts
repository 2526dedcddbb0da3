/**
 * Real actors of the redeem history (machines/redeemHistory): the purchase list
 * GET /redeem?byConfig=true&config=purchase&$skip&top, the item reload GET /redeem/{redeemKey}, and the
 * serial view with its own actors (src/flows/serial/serial.live.ts). Codes the list shows are kept by the
 * offline wallet; with the browser offline, the first page and an opened item come from the wallet instead
 * (the page frame says the app is offline and showing what is saved on the device).
 */
import { fromPromise } from 'xstate';
import { redeemHistoryMachine } from '@machines/redeemHistory/redeemHistory.machine';
import type { LoadPageInput } from '@machines/redeemHistory/redeemHistory.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { Tracker } from '@/platform/scripts';
import { createSerialLogic } from '@/flows/serial/serial.live';
import { historyEntryFromWire } from '@/api/adapters/redeem';
import { opensCode, type RedeemHistoryEntry } from '@/domain/campaign/history';
import { historyEntryOf } from '@/domain/offline/wallet';
import type { WalletReporter } from '@/flows/offlineWallet/offlineWallet.runtime';
import type { LocaleCode } from '@/i18n/locale';

export interface RedeemHistoryServices {
  clients: Pick<ApiClients, 'modules'>;
  session: { getSnapshot(): { context: { locale: LocaleCode } } };
  tracking?: Tracker;
}

/** The browser says it has no network (a failed read then falls back to the device). */
function browserOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

export function createRedeemHistoryLogic(services: RedeemHistoryServices, now: () => number = Date.now, wallet?: WalletReporter) {
  const locale = () => services.session.getSnapshot().context.locale;
  const keep = (items: RedeemHistoryEntry[]) =>
    wallet?.codesSeen(items.filter(opensCode).map((item) => ({ serial: item.serial, campaignId: item.campaignId })));
  const loadPage = fromPromise<RedeemHistoryEntry[], LoadPageInput>(async ({ input, signal }) => {
    try {
      const body = unwrap(
        await services.clients.modules.GET('/redeem', {
          params: { query: { byConfig: true, config: 'purchase', $skip: input.skip, top: input.top, locale: locale() } },
          signal,
        }),
      );
      const items = body.map((item) => historyEntryFromWire(item, now()));
      keep(items);
      return items;
    } catch (error) {
      // The wallet holds every kept code at once: offline, it is the one and only page.
      if (!wallet || input.skip > 0 || !browserOffline()) throw error;
      return (await wallet.storedCodes()).map((code) => historyEntryOf(code, now()));
    }
  });
  const loadItem = fromPromise<RedeemHistoryEntry, { redeemKey: string }>(async ({ input, signal }) => {
    try {
      const body = unwrap(
        await services.clients.modules.GET('/redeem/{redeemKey}', { params: { path: { redeemKey: input.redeemKey }, query: { locale: locale() } }, signal }),
      );
      const item = historyEntryFromWire(body, now());
      keep([item]);
      return item;
    } catch (error) {
      const stored = wallet && browserOffline() ? (await wallet.storedCodes()).find((code) => code.serial.redeemKey === input.redeemKey) : undefined;
      if (!stored) throw error;
      return historyEntryOf(stored, now());
    }
  });
  return redeemHistoryMachine.provide({ actors: { loadPage, loadItem, serial: createSerialLogic(services, wallet ? { wallet } : {}) } });
}
