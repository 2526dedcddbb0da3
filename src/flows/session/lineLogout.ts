/**
 * Logout inside LINE (spec section 4 "Session": "Logging out in the messaging context ends the server
 * session (ignoring failure), clears local state, destroys the web session and reloads the page"). The
 * session chart sends POST /auth/logout itself and then calls these hooks: `endMessagingSession` forgets
 * every stored LINE token, logs out of LIFF and destroys the web session (this tab's session storage);
 * `reloadPage` starts the app afresh. The destroyed web session remembers only that the member signed out
 * in this window, so the fresh start does not sign them straight back in with LINE (session state
 * lineSignIn is for a window where nobody has signed out). Kept apart from lineLogin.ts so the app shell does not load jose;
 * the LIFF wrapper and the channel-id rule are fetched when a member signs out inside LINE, not with the app
 * shell (kept out of the first route; a failed fetch counts as LIFF unavailable).
 */
import type { MessagingHooks } from './session.live';
import { settingsForThisBuild } from '@/platform/config/settings';
import { isInMessagingClient, LIFF_MOCK_KEY } from '@/platform/line/liffMockSwitch';
import { clearLineState } from '@/platform/storage/lineStateKeys';

export interface MessagingSetup {
  /** Inside the LINE app (or the sandbox's LIFF mock) at start-up. */
  inMessagingClient: boolean;
  /** Start-up with no account on a member page signs in with LINE: inside LINE, unless the member signed out in this window. */
  lineSignInAtStart: boolean;
  hooks: Required<MessagingHooks>;
}

/** Session-storage mark left by a sign-out inside LINE: the next start-up stays signed out. */
export const SIGNED_OUT_IN_LINE_KEY = 'line.signedOut';

function signedOutInThisWindow(): boolean {
  try {
    return window.sessionStorage.getItem(SIGNED_OUT_IN_LINE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Clears the tab's session storage except the sandbox's LIFF-mock switch (so the mocked app stays "in
 * LINE"), and marks that the member signed out here.
 */
function destroyWebSession(): void {
  try {
    const keepMock = window.sessionStorage.getItem(LIFF_MOCK_KEY);
    window.sessionStorage.clear();
    if (keepMock) window.sessionStorage.setItem(LIFF_MOCK_KEY, keepMock);
    window.sessionStorage.setItem(SIGNED_OUT_IN_LINE_KEY, '1');
  } catch {
    // Storage unavailable: nothing to destroy.
  }
}

export function createMessagingSetup(): MessagingSetup {
  const inMessagingClient = isInMessagingClient();
  return {
    inMessagingClient,
    lineSignInAtStart: inMessagingClient && !signedOutInThisWindow(),
    hooks: {
      endMessagingSession: async () => {
        clearLineState();
        try {
          const [{ getLiff, loadedLiff }, { channelIdFromLiffId }] = await Promise.all([import('@/platform/line/liff'), import('@/domain/line/authorize')]);
          const settings = settingsForThisBuild();
          const session = await (loadedLiff() ??
            getLiff({ lineApiBase: settings.baseUrls.lineApi, channelId: settings.clientId || channelIdFromLiffId(settings.liffId) }));
          await session.init(settings.liffId);
          session.logout();
        } catch {
          // LIFF unavailable: the stored tokens are gone already, which is what logout needs.
        }
        destroyWebSession();
      },
      reloadPage: () => {
        window.location.reload();
      },
    },
  };
}
