/**
 * The get-point dialog (spec sections 2 and 6): headline, detail, the member's uuid as a QR code to show
 * at the counter (only when a uuid exists), a button to point history and Close. Each button fires its
 * tracking event: earnpoint_historypoint (then point history opens) and earnpoint_close.
 */
import { setup } from 'xstate';
import type { GetPointContext, GetPointEvent, GetPointInput } from './getPoint.types';

/** Tracking event names of spec section 2. */
export const GET_POINT_EVENTS = { history: 'earnpoint_historypoint', close: 'earnpoint_close' } as const;

export const getPointMachine = setup({
  types: { context: {} as GetPointContext, events: {} as GetPointEvent, input: {} as GetPointInput },
  actions: {
    trackHistory: () => undefined,
    trackClose: () => undefined,
    openPointHistory: () => undefined,
  },
}).createMachine({
  id: 'getPoint',
  context: ({ input }) => ({ uuid: input.uuid && input.uuid.trim() !== '' ? input.uuid : null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is not shown.',
      on: { 'GETPOINT.OPEN': 'open' },
    },
    open: {
      description: 'Headline, detail, the member QR code (only with a uuid), Point history and Close.',
      on: {
        'GETPOINT.HISTORY': { target: 'closed', actions: ['trackHistory', 'openPointHistory'] },
        'GETPOINT.CLOSE': { target: 'closed', actions: 'trackClose' },
      },
    },
  },
});

export type GetPointMachine = typeof getPointMachine;
