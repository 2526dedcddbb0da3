/**
 * Real actors of the serial view (machines/serial): POST /redeem/{redeemKey}/arrange to mark a code as
 * used, the clipboard, and the close tracking event through the analytics layer (viewcode_close when
 * opened from the redeem history, campaign_close otherwise).
 */
import { fromPromise } from 'xstate';
import { serialMachine } from '@machines/serial/serial.machine';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { Tracker } from '@/platform/scripts';
import { tranIdQuery } from '@/domain/write/tranId';
import type { MarkUsedInput } from '@machines/serial/serial.types';
import type { WalletReporter } from '@/flows/offlineWallet/offlineWallet.runtime';

export interface SerialServices {
  clients: Pick<ApiClients, 'modules'>;
  tracking?: Tracker;
}

export interface SerialLogicOptions {
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** The offline wallet: codes shown online and codes marked as used are kept for the counter. @default none kept */
  wallet?: WalletReporter;
}

/** Tracking event names of the serial dialog's close (spec section 2). */
export const SERIAL_CLOSE_EVENTS = { history: 'viewcode_close', campaign: 'campaign_close' } as const;

async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('Clipboard is not available');
  await navigator.clipboard.writeText(text);
}

/** The serial chart with real actors; callers may `.provide()` notifyUsed / notifyExpired on top. */
export function createSerialLogic(services: SerialServices, options: SerialLogicOptions = {}) {
  const copy = options.copyText ?? writeClipboard;
  const markUsed = fromPromise<void, MarkUsedInput>(async ({ input, signal }) => {
    unwrap(
      await services.clients.modules.POST('/redeem/{redeemKey}/arrange', {
        params: { path: { redeemKey: input.redeemKey }, query: tranIdQuery(input.tranId) },
        signal,
      }),
    );
  });
  const copyText = fromPromise<void, { text: string }>(({ input }) => copy(input.text));
  return serialMachine.provide({
    actors: { markUsed, copyText },
    actions: {
      trackClose: ({ context }) => services.tracking?.track(SERIAL_CLOSE_EVENTS[context.source], { redeemKey: context.serial.redeemKey }),
      // Only what the server just showed: a code opened from the device offline is already kept.
      keepForOffline: ({ context }) => {
        if (globalThis.navigator?.onLine !== false) options.wallet?.codesSeen([{ serial: context.serial }]);
      },
      notifyUsed: ({ context }) => options.wallet?.codeUsed(context.serial.redeemKey),
    },
  });
}
