/**
 * Real actors of point history: GET /log/points (month yyyy-MM, lastRowKey paging) and
 * GET /profile/me/allexpiring_points, with the actor's signal passed to fetch so a timeout, a new month
 * or leaving the page cancels the request. After the log loads the session checks the member's points (reads
 * them again unless it has just read them).
 */
import { fromPromise } from 'xstate';
import { pointHistoryMachine } from '@machines/pointHistory/pointHistory.machine';
import type { LoadPointLogInput } from '@machines/pointHistory/pointHistory.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { LocaleCode } from '@/i18n/locale';
import type { ExpiringSummary, PointLogItem } from '@/domain/points/pointLog';
import { expiringFromWire, pointLogItemFromWire } from '@/api/adapters/pointLog';
import { getExpiringPoints, getPointLog } from './pointHistory.calls';

/** The part of AppServices the point flows use. */
export interface PointServices {
  clients: Pick<ApiClients, 'modules'>;
  session: {
    getSnapshot(): { context: { locale: LocaleCode } };
    send(event: { type: 'SESSION.PROFILE_CHECK' | 'SESSION.PROFILE_REFRESH' }): void;
  };
}

export function createPointHistoryLogic(services: PointServices) {
  const loadPointLog = fromPromise<PointLogItem[], LoadPointLogInput>(async ({ input, signal }) => {
    const body = unwrap(await getPointLog(services.clients, input, services.session.getSnapshot().context.locale, { signal }));
    return body.map(pointLogItemFromWire);
  });
  const loadExpiring = fromPromise<ExpiringSummary, void>(async ({ signal }) => {
    const body = unwrap(await getExpiringPoints(services.clients, { signal }));
    return expiringFromWire(body);
  });
  return pointHistoryMachine.provide({
    actors: { loadPointLog, loadExpiring },
    actions: { refreshMember: () => services.session.send({ type: 'SESSION.PROFILE_CHECK' }) },
  });
}
