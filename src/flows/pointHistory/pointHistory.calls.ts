/**
 * Point history's reads, shared by its actors (pointHistory.ts) and the start-up warm-up of
 * /profile/history/{tab} for a signed-in member: a page of GET /log/points (month yyyy-MM,
 * lastRowKey paging) and GET /profile/me/allexpiring_points.
 */
import type { ApiClients } from '@/api/clients';
import { callOptions, type CallInit } from '@/api/warmCache';
import type { RouteWarm } from '@/flows/shared/warmContext';
import type { LocaleCode } from '@/i18n/locale';
import { monthParam } from '@/domain/points/monthParam';
import { currentMonth } from '@/domain/points/bangkokDay';
import type { HistoryMonth } from '@/domain/points/pointLog';
import { DEFAULT_POINT_PAGE_SIZE } from '@machines/pointHistory/pointHistory.types';

type Modules = Pick<ApiClients, 'modules'>;

/** A page of GET /log/points. */
export function getPointLog(
  clients: Modules,
  page: { tab: 'earn' | 'used'; month: HistoryMonth; lastRowKey: string; top: number },
  locale: LocaleCode,
  init?: CallInit,
) {
  return clients.modules.GET(
    '/log/points',
    callOptions({ query: { month: monthParam(page.month), type: page.tab, lastRowKey: page.lastRowKey, top: page.top, locale } }, init),
  );
}

/** GET /profile/me/allexpiring_points. */
export function getExpiringPoints(clients: Modules, init?: CallInit) {
  return clients.modules.GET('/profile/me/allexpiring_points', callOptions({}, init));
}

/**
 * The warm-up of /profile/history/{tab} for a signed-in member: the expiring lots on the expiring tab,
 * else the first page of this month's log of the tab (point is the earn tab). Other tabs warm nothing.
 */
export const warmPointHistoryRoute: RouteWarm = (params, ctx) => {
  if (!ctx.signedIn) return;
  const tab = params.tab === 'point' ? 'earn' : params.tab;
  if (tab === 'expiring') ctx.warm((init) => getExpiringPoints(ctx.clients, init));
  else if (tab === 'earn' || tab === 'used') {
    const page = { tab, month: currentMonth(ctx.now), lastRowKey: '0', top: DEFAULT_POINT_PAGE_SIZE } as const;
    ctx.warm((init) => getPointLog(ctx.clients, page, ctx.locale, init));
  }
};
