/** Real actor of receipt history: GET /receipt/history (status filter, skip/top paging). */
import { fromPromise } from 'xstate';
import { receiptHistoryMachine } from '@machines/receiptHistory/receiptHistory.machine';
import type { LoadReceiptsInput } from '@machines/receiptHistory/receiptHistory.types';
import { unwrap } from '@/api/unwrap';
import type { PointServices } from '@/flows/pointHistory/pointHistory.live';
import { receiptFromApi } from '@/domain/receipt/fromApi';
import { receiptStatusToApi, type Receipt } from '@/domain/receipt/receipt';

export function createReceiptHistoryLogic(services: PointServices) {
  const loadReceipts = fromPromise<Receipt[], LoadReceiptsInput>(async ({ input, signal }) => {
    const status = input.filter === 'all' ? undefined : receiptStatusToApi(input.filter);
    const body = unwrap(await services.clients.modules.GET('/receipt/history', { params: { query: { status, skip: input.skip, top: input.top, locale: services.session.getSnapshot().context.locale } }, signal }));
    return (body.data ?? []).map(receiptFromApi);
  });
  return receiptHistoryMachine.provide({
    actors: { loadReceipts },
    actions: { refreshMember: () => services.session.send({ type: 'SESSION.PROFILE_CHECK' }) },
  });
}
