/**
 * The campaign page's read, shared by its actor (campaignDetail.ts) and the start-up warm-up of
 * /campaign/{id}: GET /campaign/{campaignId} in the session's language, sent as locale and
 * device_locale like the platform's SDK.
 */
import type { ApiClients } from '@/api/clients';
import { callOptions, type CallInit } from '@/api/warmCache';
import type { RouteWarm } from '@/flows/shared/warmContext';
import type { LocaleCode } from '@/i18n/locale';

/** The campaign id of a path segment, or undefined when it is not a positive whole number. */
export function campaignIdFromPath(id: string | undefined): number | undefined {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** GET /campaign/{campaignId}. */
export function getCampaignDetail(clients: Pick<ApiClients, 'modules'>, campaignId: number, locale: LocaleCode, init?: CallInit) {
  return clients.modules.GET('/campaign/{campaignId}', callOptions({ path: { campaignId }, query: { locale, device_locale: locale } }, init));
}

/** The warm-up of /campaign/{id}: the campaign (nothing for an id that is not a campaign id). */
export const warmCampaignRoute: RouteWarm = (params, ctx) => {
  const campaignId = campaignIdFromPath(params.campaignId);
  if (campaignId !== undefined) ctx.warm((init) => getCampaignDetail(ctx.clients, campaignId, ctx.locale, init));
};
