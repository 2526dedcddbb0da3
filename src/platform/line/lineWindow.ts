/**
 * The popup windows an external browser opens for LINE: the share-picker window and the sub-window (spec
 * section 4). Both work the same way, so one module runs them for their flows' callback actors:
 *
 * 1. the window is opened blank at once (still inside the member's tap, so pop-up blockers let it through),
 *    centred at the flow's size; a blocked window is reported as WINDOW.BLOCKED;
 * 2. the flow's `locate` call (a one-time token, a sub-window ticket) finds the LINE address to show, and the
 *    window is sent there: WINDOW.OPENED with what the flow needs to follow it; a failure closes the window and
 *    is reported as WINDOW.FAILED with a translated-error reason;
 * 3. when the LINE page says it is ready, it is handed the flow's payload (the messages, the mst verifier);
 * 4. the chart's health check (WINDOW.CHECK every second) is answered with WINDOW.CLOSED once it is closed;
 * 5. leaving the state cancels the call and closes the window.
 */
import { lineFeatureError, LineFeatureFailure, type LineFeatureError, type LineFeatureErrorReason } from '@/domain/line/featureErrors';

/** Window name of the sub-window this app opens. */
export const SUB_WINDOW_NAME = 'line-sub-window';

/** Spec section 6: only the parent window may open a sub-window; a page opened as the sub-window is not one. */
export function isParentWindow(): boolean {
  return !(window.opener && window.name === SUB_WINDOW_NAME);
}

/** `window.open` features for a centred popup of the given size (the sub-window is 480x640). */
export function popupFeatures(width: number, height: number): string {
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens a blank popup now, and returns it with a `handshake(payload)` that answers the page's "ready" message
 * with `payload` once it is loaded at its real address. Null when the browser blocked it.
 */
function openBlankWindow(name: string, features: string): { win: Window; handshake: (payload: unknown) => () => void } | null {
  const win = window.open('about:blank', name, features);
  if (!win) return null;
  return {
    win,
    handshake(payload) {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== win || (event.data as { type?: unknown } | null)?.type !== 'liff.window.ready') return;
        win.postMessage({ type: 'liff.window.payload', payload }, event.origin);
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
  };
}

/** What a LINE window reports to its flow (the flow's WINDOW.OPENED carries the flow's own fields). */
export type LineWindowEvent<Opened> = Opened | { type: 'WINDOW.BLOCKED' } | { type: 'WINDOW.FAILED'; error: LineFeatureError } | { type: 'WINDOW.CLOSED' };

export interface LineWindowOptions<Opened> {
  /** Window name (one window per feature). */
  name: string;
  width: number;
  height: number;
  /** Handed to the LINE page when it says it is ready. */
  payload: unknown;
  /** Finds the address to show and the WINDOW.OPENED event to report (the signal aborts when the flow leaves). */
  locate: (signal: AbortSignal) => Promise<{ url: string; opened: Opened }>;
  /** The error reason of an unexpected failure of `locate` (a {@link LineFeatureFailure} keeps its own). */
  failureReason: LineFeatureErrorReason;
  sendBack: (event: LineWindowEvent<Opened>) => void;
  receive: (listener: (event: { type: 'WINDOW.CHECK' }) => void) => void;
}

/** Runs one LINE window for a callback actor; returns the actor's cleanup. */
export function hostLineWindow<Opened>({ name, width, height, payload, locate, failureReason, sendBack, receive }: LineWindowOptions<Opened>): () => void {
  const opened = openBlankWindow(name, popupFeatures(width, height));
  if (!opened) {
    sendBack({ type: 'WINDOW.BLOCKED' });
    return () => {};
  }
  const { win } = opened;
  const controller = new AbortController();
  const stopHandshake = opened.handshake(payload);
  void (async () => {
    try {
      const { url, opened: event } = await locate(controller.signal);
      win.location.href = url;
      sendBack(event);
    } catch (error) {
      if (controller.signal.aborted) return;
      win.close();
      sendBack({
        type: 'WINDOW.FAILED',
        error: error instanceof LineFeatureFailure ? error.detail : lineFeatureError(failureReason, { status: (error as { status?: number }).status ?? 0 }),
      });
    }
  })();
  receive((event) => {
    if (event.type === 'WINDOW.CHECK' && win.closed) sendBack({ type: 'WINDOW.CLOSED' });
  });
  return () => {
    controller.abort();
    stopHandshake();
    if (!win.closed) win.close();
  };
}
