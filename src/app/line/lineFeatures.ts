/**
 * What the LINE features (share, sub-window, permission, send to chat, points code) need to know about
 * where the app runs, read in one place: the LIFF session (inside LINE, or with the sandbox's LIFF mock),
 * the LINE client facts, the member's LINE access token, and the window helpers for the share-picker
 * window and the sub-window of an external browser.
 */
import type { AppServices } from '@/app/services';
import { getLiff, type LiffSession } from '@/app/line/liff';
import { isInMessagingClient } from '@/app/line/liffMockSwitch';
import { lineStateStore } from '@/app/storage/lineState';
import { channelIdFromLiffId } from '@/domain/line/authorize';
import type { LineClient } from '@/domain/line/clientLimits';

export function liffFor(services: Pick<AppServices, 'settings'>): Promise<LiffSession> {
  const { settings } = services;
  return getLiff({ lineApiBase: settings.baseUrls.lineApi, channelId: settings.clientId || channelIdFromLiffId(settings.liffId), liffId: settings.liffId });
}

/** Inside LINE: LIFF initialised (it is already, after the LINE sign-in) and its facts; outside: a browser. */
export async function lineClient(services: Pick<AppServices, 'settings'>): Promise<LineClient> {
  if (!isInMessagingClient()) return { inClient: false, lineVersion: null, os: 'web' };
  const liff = await liffFor(services);
  await liff.init(services.settings.liffId);
  return { inClient: liff.isInClient(), lineVersion: liff.getLineVersion(), os: liff.getOS() };
}

/** The member's LINE access token: LIFF's inside LINE, the browser LINE sign-in's otherwise (null without one). */
export async function lineAccessToken(services: Pick<AppServices, 'settings'>): Promise<string | null> {
  if (isInMessagingClient()) {
    const liff = await liffFor(services);
    await liff.init(services.settings.liffId);
    return liff.getAccessToken();
  }
  // The browser sign-in's tokens are kept sealed (src/app/storage/lineState.ts).
  return (await lineStateStore().loadTokens())?.accessToken ?? null;
}

/** The `Authorization` header of a LINE API call. */
export function lineBearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** `window.open` features for a centred popup of the given size (the sub-window is 480x640). */
export function popupFeatures(width: number, height: number): string {
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens a blank popup now (inside the member's tap, so blockers let it through), and returns it with a
 * `handshake(payload)` that answers the page's "ready" message with `payload` once it is loaded at its
 * real address. Null when the browser blocked it.
 */
export function openBlankWindow(name: string, features: string): { win: Window; handshake: (payload: unknown) => () => void } | null {
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
