/** Default actors of the sub-window: typed stubs; the app provides the real ones (src/flows/subWindow/subWindow.live.ts). */
import { fromCallback } from 'xstate';
import { notProvided } from '../shared/provided';
import type { SubWindowEvent, WaitAnswer } from './subWindow.types';

export const subWindowActors = {
  /**
   * The sub-window for as long as it is open: opens it at once (480x640, inside the member's tap), makes the
   * mst verifier and challenge, POSTs msit, sends the window there and hands it the verifier when it is ready;
   * sends WINDOW.OPENED / WINDOW.BLOCKED / WINDOW.FAILED, and WINDOW.CLOSED when WINDOW.CHECK finds it closed.
   */
  subWindowHost: fromCallback<{ type: 'WINDOW.CHECK' }, { mainLiffId: string; subLiffId: string; appData: Record<string, unknown> }, SubWindowEvent>(() => {
    throw new Error('subWindow.subWindowHost is not provided');
  }),
  /**
   * POST waitResult: resolves with the result, pending, or an error status inside a 200; rejects with
   * `{ status }` (0 for a network failure) otherwise.
   */
  waitResult: notProvided<WaitAnswer, { msit: string; mstChallenge: string }>('subWindow.waitResult'),
};
