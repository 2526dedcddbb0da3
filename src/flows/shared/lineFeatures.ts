/**
 * What the LINE features (share, sub-window, permission, send to chat, points code) need to know about
 * where the app runs, read in one place: the LIFF session (inside LINE, or with the sandbox's LIFF mock),
 * the LINE client facts and the member's LINE access token. The windows of an external browser (share-picker
 * window, sub-window) are run by src/platform/line/lineWindow.ts.
 */
import type { AppServices } from './services';
import { getLiff, type LiffSession } from '@/platform/line/liff';
import { isInMessagingClient } from '@/platform/line/liffMockSwitch';
import { lineStateStore } from '@/platform/storage/lineState';
import { channelIdFromLiffId } from '@/domain/line/authorize';
import type { LineClient } from '@/domain/line/clientLimits';
import { lineFeatureError, LineFeatureFailure } from '@/domain/line/featureErrors';
import type { SdkMessageKey } from '@/domain/line/sdkErrors';

/** The LIFF session for the LINE features, whose SDK failures are mapped to feature errors (src/domain/line/liffErrors.ts). */
export async function liffFor(services: Pick<AppServices, 'settings'>): Promise<LiffSession> {
  const { settings } = services;
  return mapFailures(await getLiff({ lineApiBase: settings.baseUrls.lineApi, channelId: settings.clientId || channelIdFromLiffId(settings.liffId), liffId: settings.liffId }));
}

/** The asynchronous SDK calls, whose failures are mapped. */
const ASYNC_CALLS = ['shareTargetPicker', 'sendMessages', 'scanCodeV2', 'queryPermission', 'requestAllPermissions', 'openWindow'] as const;

const mappedSessions = new WeakMap<LiffSession, LiffSession>();

/**
 * Every SDK call's failure goes through the one mapping of LIFF errors (src/domain/line/liffErrors.ts), fetched
 * only when a call fails, so the pages with LINE features do not carry the SDK's message table.
 */
function mapFailures(session: LiffSession): LiffSession {
  let mapped = mappedSessions.get(session);
  if (!mapped) {
    const calls: Record<string, unknown> = {};
    for (const name of ASYNC_CALLS) {
      const call = session[name] as (...args: unknown[]) => Promise<unknown>;
      calls[name] = (...args: unknown[]) =>
        call(...args).catch(async (error: unknown) => {
          throw (await import('@/domain/line/liffErrors')).liffFailure(error);
        });
    }
    mapped = { ...session, ...calls } as LiffSession;
    mappedSessions.set(session, mapped);
  }
  return mapped;
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
  // The browser sign-in's tokens are kept sealed (src/platform/storage/lineState.ts).
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

