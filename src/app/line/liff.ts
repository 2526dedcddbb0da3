/**
 * The one place the app touches @line/liff (machines reach it through injected actors). The SDK is loaded
 * on demand so pages that never need LINE do not pay for it; in sandbox builds with `?liffMock=1` it is
 * wrapped by @line/liff-mock first (the comparison below is replaced by Vite, so other builds carry no mock).
 */
import { isLiffMockRequested } from './liffMockSwitch';

/** The LIFF calls the app makes. */
export interface LiffSession {
  /** liff.init with the LIFF id (and `mock: true` when mocked). */
  init(liffId: string): Promise<void>;
  isLoggedIn(): boolean;
  isInClient(): boolean;
  getContext(): { type: string; viewType?: string } | null;
  getIDToken(): string | null;
  login(redirectUri?: string): void;
  logout(): void;
  closeWindow(): void;
  /** True when the mock is driving LIFF. */
  readonly mocked: boolean;
}

export interface LiffLoadOptions {
  lineApiBase: string;
  channelId: string;
}

let loading: Promise<LiffSession> | null = null;

async function load(options: LiffLoadOptions): Promise<LiffSession> {
  const { default: liff } = await import('@line/liff');
  let mocked = false;
  if ((import.meta.env.VITE_BACKEND === 'sandbox-browser' || import.meta.env.VITE_BACKEND === 'sandbox-server') && isLiffMockRequested()) {
    const { installLiffMock } = await import('./liffMock');
    await installLiffMock(liff, options);
    mocked = true;
  }
  let initialised = false;
  return {
    mocked,
    async init(liffId) {
      if (initialised) return;
      await (liff.init as (config: { liffId: string; mock?: boolean }) => Promise<void>)({ liffId, mock: mocked });
      initialised = true;
    },
    isLoggedIn: () => liff.isLoggedIn(),
    isInClient: () => liff.isInClient(),
    getContext: () => liff.getContext(),
    getIDToken: () => liff.getIDToken(),
    login: (redirectUri) => liff.login(redirectUri ? { redirectUri } : undefined),
    logout: () => liff.logout(),
    closeWindow: () => liff.closeWindow(),
  };
}

/** The LIFF session of this page, loaded once. A failed load can be retried. */
export function getLiff(options: LiffLoadOptions): Promise<LiffSession> {
  if (!loading) {
    loading = load(options).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

/** The LIFF session if it was loaded already (logout uses it without loading the SDK for nothing). */
export function loadedLiff(): Promise<LiffSession> | null {
  return loading;
}
