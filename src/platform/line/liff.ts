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
  /** The LINE access token LIFF holds (null when not logged in). */
  getAccessToken(): string | null;
  /** The LINE app's version inside LINE, null in an external browser. */
  getLineVersion(): string | null;
  /** 'ios' | 'android' | 'web'. */
  getOS(): string;
  /** liff.shareTargetPicker: `{ status: 'success' }`, or null when the member closed the picker. */
  shareTargetPicker(messages: unknown[]): Promise<{ status: 'success' } | null>;
  /** liff.sendMessages to the chat the app was opened from. */
  sendMessages(messages: unknown[]): Promise<void>;
  /** liff.scanCodeV2: the value read, null when the scanner was closed. */
  scanCodeV2(): Promise<{ value: string | null }>;
  /** liff.permission.query. */
  queryPermission(permission: string): Promise<{ state: 'granted' | 'prompt' | 'unavailable' }>;
  /** liff.permission.requestAll (LINE's own consent screen). */
  requestAllPermissions(): Promise<void>;
  /** liff.openWindow: `external` opens it outside the LIFF browser (LINE's own screens for a line.me address). */
  openWindow(url: string, external: boolean): Promise<void>;
  /** True when the mock is driving LIFF. */
  readonly mocked: boolean;
}

/** What the sandbox's stand-in for the LINE app answers in place of the mocked SDK (liffMock.ts). */
export type LiffClientOverrides = Pick<
  LiffSession,
  'getAccessToken' | 'getLineVersion' | 'getOS' | 'shareTargetPicker' | 'sendMessages' | 'scanCodeV2' | 'queryPermission' | 'requestAllPermissions' | 'openWindow' | 'closeWindow'
>;


export interface LiffLoadOptions {
  lineApiBase: string;
  channelId: string;
  liffId?: string;
}

let loading: Promise<LiffSession> | null = null;

async function load(options: LiffLoadOptions): Promise<LiffSession> {
  const { default: liff } = await import('@line/liff');
  let mocked = false;
  let overrides: LiffClientOverrides | null = null;
  if ((import.meta.env.VITE_BACKEND === 'sandbox-browser' || import.meta.env.VITE_BACKEND === 'sandbox-server') && isLiffMockRequested()) {
    const { installLiffMock } = await import('./liffMock');
    overrides = await installLiffMock(liff, options);
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
    getAccessToken: () => liff.getAccessToken(),
    getLineVersion: () => liff.getLineVersion(),
    getOS: () => liff.getOS() ?? 'web',
    shareTargetPicker: async (messages) => {
      const result = await liff.shareTargetPicker(messages as Parameters<typeof liff.shareTargetPicker>[0]);
      return result ? { status: 'success' as const } : null;
    },
    sendMessages: (messages) => liff.sendMessages(messages as Parameters<typeof liff.sendMessages>[0]),
    scanCodeV2: async () => ({ value: (await liff.scanCodeV2()).value ?? null }),
    queryPermission: async (permission) => (await liff.permission.query(permission as Parameters<typeof liff.permission.query>[0])) as { state: 'granted' | 'prompt' | 'unavailable' },
    requestAllPermissions: () => liff.permission.requestAll(),
    openWindow: async (url, external) => liff.openWindow({ url, external }),
    ...overrides,
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
