/**
 * What the LINE features (share, sub-window, permission, send to chat, points code) need to know about
 * where the app runs, read in one place: the LIFF session (inside LINE, or with the sandbox's LIFF mock),
 * the LINE client facts and the member's LINE access token. The windows of an external browser (share-picker
 * window, sub-window) are run by src/app/line/lineWindow.ts.
 */
import type { AppServices } from '@/app/services';
import { getLiff, type LiffSession } from '@/app/line/liff';
import { isInMessagingClient } from '@/app/line/liffMockSwitch';
import { lineStateStore } from '@/app/storage/lineState';
import { channelIdFromLiffId } from '@/domain/line/authorize';
import type { LineClient } from '@/domain/line/clientLimits';
import { lineFeatureError, LineFeatureFailure } from '@/domain/line/featureErrors';
import type { SdkMessageKey } from '@/domain/line/sdkErrors';

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

/** The member's LINE access token for a call that needs one; without one a "log in to LINE" failure with `sdkMessage`. */
export async function requireLineAccessToken(services: Pick<AppServices, 'settings'>, sdkMessage: SdkMessageKey = 'loginFirst'): Promise<string> {
  const token = await lineAccessToken(services);
  if (!token) throw new LineFeatureFailure(lineFeatureError('loginRequired', { sdkMessage }));
  return token;
}

/** The `Authorization` header of a LINE API call. */
export function lineBearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}
