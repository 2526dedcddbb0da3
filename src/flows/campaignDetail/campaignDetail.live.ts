/**
 * Real actors of the campaign page: GET /campaign/{campaignId} (in the session's language, sent as locale and
 * device_locale like the platform's SDK; a 404 stays
 * a 404 so the chart shows not-found), POST /campaign/{campaignId}/redeem (with the attempt's tranId),
 * GET /redeem (the purchase list) to find the redeem of an attempt whose answer was lost, the serial view
 * (src/flows/serial/serial.live.ts), the session's profile refresh after a redeem (new point balance), and the
 * shipping step of a delivered campaign: GET /profile/me/addresses (the member's saved delivery addresses) when
 * the step opens, with its charts (the delivery address book in pick mode and the shipping dialog with the Thai
 * address block, src/flows/redeem/shippingStep.live.ts) imported beside that call, and
 * POST /redeem/{redeemKey}/address with the chosen address (lower-case payload, empty strings removed, app_id).
 */
import { fromPromise } from 'xstate';
import { redeem } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { ApiClients } from '@/api/clients';
import type { FindRedeemInput } from '@machines/redeem/redeem.types';
import { unwrap } from '@/api/unwrap';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { campaignDetailFromWire } from '@/api/adapters/campaign';
import { findAttemptPurchase, redeemCampaignBody, redeemOutcomeFromPurchase, redeemOutcomeFromWire } from '@/api/adapters/redeem';
import type { RedeemOutcomeData } from '@/domain/campaign/redeemOutcome';
import type { LocaleCode } from '@/i18n/locale';
import type { RuntimeSettings } from '@machines/session/settings.types';
import type { Tracker } from '@/platform/scripts';
import { createSerialLogic } from '@/flows/serial/serial.live';
import type { WalletReporter } from '@/flows/offlineWallet/offlineWallet.runtime';
import { campaignIdFromPath, getCampaignDetail } from './campaignDetail.calls';
import type { AppServices } from '@/flows/shared/services';
import type { RedeemCampaignInput, SetRedeemAddressInput } from '@machines/redeem/redeem.types';
import type { AddressForm } from '@/domain/address/addressBook';
import { lazyLogic } from '@/flows/shared/lazyLogic';

/** The part of AppServices (src/flows/shared/services.tsx) the reward and campaign flows use. */
export interface CampaignServices {
  clients: Pick<ApiClients, 'modules'>;
  session: {
    getSnapshot(): { context: { locale: LocaleCode; settings?: Pick<RuntimeSettings, 'campaignConfig' | 'categoryConfig'> } };
    send(event: { type: 'SESSION.PROFILE_REFRESH' }): void;
  };
  /** Tracking events (the serial dialog's close). */
  tracking?: Tracker;
}

/** The campaign page also runs the shipping step: the address book, the address block and the address post. */
export type CampaignDetailServices = CampaignServices & Pick<AppServices, 'clients' | 'settings'>;

export interface CampaignDetailLogicOptions {
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** Clock for records without a server date. @default Date.now */
  now?: () => number;
  /** The browser's geolocation for the address block's 'Use my location'. @default navigator.geolocation */
  geolocation?: Geolocation;
  /** The offline wallet, which keeps a redeemed code for the counter. @default none kept */
  wallet?: WalletReporter;
}

/** How many of the newest redeems the re-read after a lost answer looks through. */
const RECENT_REDEEMS = 20;
/** Clock difference tolerated between this device and the server when matching by redeem date. */
const CLOCK_SKEW_MS = 2 * 60_000;

function campaignIdOf(id: string): number {
  const n = campaignIdFromPath(id);
  if (n === undefined) throw new ApiCallError({ message: `No campaign ${id}`, status: 404, code: 404 });
  return n;
}

export function createCampaignDetailLogic(services: CampaignDetailServices, options: CampaignDetailLogicOptions = {}) {
  const now = options.now ?? Date.now;
  const loadCampaign = fromPromise<CampaignDetail, { campaignId: string }>(async ({ input, signal }) => {
    const campaignId = campaignIdOf(input.campaignId);
    const locale = services.session.getSnapshot().context.locale;
    const body = unwrap(await getCampaignDetail(services.clients, campaignId, locale, { signal }));
    return campaignDetailFromWire(body, now());
  });
  const redeemCampaign = fromPromise<RedeemOutcomeData, RedeemCampaignInput>(async ({ input, signal }) => {
    const campaignId = campaignIdOf(input.campaignId);
    const body = unwrap(
      await services.clients.modules.POST('/campaign/{campaignId}/redeem', {
        params: { path: { campaignId } },
        body: redeemCampaignBody(input.params, input.points),
        signal,
      }),
    );
    return body.data ? redeemOutcomeFromWire(body.data, now()) : {};
  });
  const findRedeem = fromPromise<RedeemOutcomeData | null, FindRedeemInput>(async ({ input, signal }) => {
    const campaignId = campaignIdOf(input.campaignId);
    const body = unwrap(
      await services.clients.modules.GET('/redeem', { params: { query: { byConfig: true, config: 'purchase', $skip: 0, top: RECENT_REDEEMS } }, signal }),
    );
    // The attempt's redeem is the one carrying its tranId; when the backend does not echo tranIds, the
    // newest redeem of the campaign made since the attempt started.
    const found = findAttemptPurchase(body, { campaignId, tranId: input.tranId, since: input.since, clockSkewMs: CLOCK_SKEW_MS });
    return found ? redeemOutcomeFromPurchase(found, now()) : null;
  });
  const setRedeemAddress = fromPromise<void, SetRedeemAddressInput>(async ({ input, signal }) => {
    const { redeemAddressBody } = await import('@/api/adapters/address');
    const body = redeemAddressBody(input.shipping, services.settings.appId);
    unwrap(await services.clients.modules.POST('/redeem/{redeemKey}/address', { params: { path: { redeemKey: input.redeemKey } }, body, signal }));
  });
  // The step's charts are a chunk of their own: it downloads beside the addresses call, which the chart
  // awaits before it opens either chart.
  const shippingStep = lazyLogic(async () => (await import('@/flows/redeem/shippingStep.live')).createShippingStepLogic(services, options.geolocation));
  const readSavedAddresses = fromPromise<AddressForm[], void>(async ({ signal }) => {
    const [answer, step] = await Promise.all([services.clients.modules.GET('/profile/me/addresses', { signal }), shippingStep.load()]);
    return step.savedAddresses(unwrap(answer).data);
  });
  const serial = createSerialLogic(services, { ...(options.copyText ? { copyText: options.copyText } : {}), ...(options.wallet ? { wallet: options.wallet } : {}) });
  return campaignDetailMachine.provide({
    actors: {
      loadCampaign,
      redeem: redeem.provide({
        actors: {
          redeemCampaign,
          findRedeem,
          serial,
          setRedeemAddress,
          readSavedAddresses,
          addressBook: shippingStep.logic('addressBook'),
          shippingAddress: shippingStep.logic('shippingAddress'),
        },
      }),
    },
    actions: {
      refreshMember: () => services.session.send({ type: 'SESSION.PROFILE_REFRESH' }),
    },
  });
}
