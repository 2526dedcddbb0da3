import { defineFlow } from '../flow';
import { receiptHistoryMachine } from './receiptHistory.machine';

const receipt = (id: string, status: string) => ({ id, branch: 'Ari', store: 'Ari', spending: 180, status, uploadDate: 1_763_000_000 });

export const receiptHistoryFlow = defineFlow({
  id: 'receiptHistory',
  title: 'Receipt history',
  purpose: 'Receipts the member sent with their status (waiting, approved with points, rejected with the reason), filtered by status and paged, with empty and failed-with-retry states.',
  machine: receiptHistoryMachine,
  screen: true,
  input: { filter: 'all', pageSize: 2 },
  events: {
    'xstate.done.actor.loadReceipts': [
      { output: [receipt('rc-1', 'approved'), receipt('rc-2', 'waiting')] },
      { output: [receipt('rc-3', 'reject')] },
      { output: [] },
    ],
    'xstate.error.actor.loadReceipts': [{ error: { message: 'Service unavailable', status: 503 } }],
    'RECEIPTS.FILTER_SELECTED': [{ filter: 'reject' }, { filter: 'all' }],
    'RECEIPTS.LOAD_MORE': [{}],
    'RECEIPTS.RETRY': [{}],
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, filter: snapshot.context.filter, hasMore: snapshot.context.hasMore }),
  limit: 500,
});
