import { defineFlow } from '../flow';
import { pointHistoryMachine } from './pointHistory.machine';

const entry = (id: string, points: number, type: string, reason: string) => ({ id, points, type, reason, title: 'Purchase at Siam Square', date: 1_763_000_000 });

export const pointHistoryFlow = defineFlow({
  id: 'pointHistory',
  title: 'Point history: earned, used and expiring points',
  purpose:
    'The point tabs of /profile/history: the log of a chosen month (month and year both required) with paging by row key, expiring points grouped by date with the total, empty, failed and timed-out states with retry.',
  machine: pointHistoryMachine,
  screen: true,
  input: { tab: 'earn', month: { year: 2026, month: 11 }, pageSize: 2 },
  inputs: { expiring: { tab: 'expiring', month: { year: 2026, month: 11 }, pageSize: 2 } },
  events: {
    'xstate.done.actor.loadPointLog': [
      { output: [entry('p-1', 120, 'default', 'default activity'), entry('p-2', 100, 'trace-fgf', 'friend get friend')] },
      { output: [entry('p-3', -250, 'adjust-deduct', 'admin deduct')] },
      { output: [] },
    ],
    'xstate.error.actor.loadPointLog': [{ error: { message: 'Service unavailable', status: 503 } }],
    'xstate.done.actor.loadExpiring': [
      { output: { groups: [{ day: '2026-12-17', time: 1_797_000_000, points: 400 }], total: 400 } },
      { output: { groups: [], total: 0 } },
    ],
    'xstate.error.actor.loadExpiring': [{ error: { message: 'Network error', status: 0 } }],
    'HISTORY.TAB_SELECTED': [{ tab: 'used' }, { tab: 'expiring' }, { tab: 'earn' }],
    'HISTORY.FILTER_CHANGED': [{ filter: { year: 2026, month: 10 } }, { filter: { year: 2026, month: null } }],
    'HISTORY.LOAD_MORE': [{}],
    'HISTORY.RETRY': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      tab: snapshot.context.tab,
      hasMore: snapshot.context.hasMore,
      complete: snapshot.context.filter.month !== null && snapshot.context.filter.year !== null,
    }),
  limit: 800,
});
