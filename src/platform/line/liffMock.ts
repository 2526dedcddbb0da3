/**
 * @line/liff-mock for the sandbox (loaded only by a dynamic import in sandbox builds, see liff.ts). The
 * mocked LIFF answers like the LINE app: in the client, logged in, and its ID token is a real ES256 token
 * signed by the sandbox's fake LINE platform, so /auth/line_login verifies it like any other.
 */
import type liffType from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { LineSdkError } from '@/domain/line/sdkErrors';
import type { LiffClientOverrides } from './liff';

type Liff = typeof liffType;

/** The mock's API, which @line/liff's types do not declare (cast once, here). */
interface LiffMockApi {
  set: (data: Record<string, unknown> | ((prev: Record<string, unknown>) => Record<string, unknown>)) => void;
  clear: () => void;
}

/** What the fake platform's sandbox-only endpoint returns. */
interface SandboxLiffIdentity {
  id_token: string;
  claims: Record<string, unknown>;
  profile: { userId: string; displayName: string; pictureUrl?: string; statusMessage?: string };
  access_token: string;
}

/** The mocked LINE app's version, OS and LIFF scope, as the sandbox is scripted (liffFeatures.ts). */
interface SandboxLiffClient {
  lineVersion: string;
  os: string;
}

/** An HTTP failure of the sandbox's stand-in for the LINE app, shaped like the SDK's errors ({ status }). */
class LiffCallError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, { ...init, headers });
  const body = (await response.json().catch(() => null)) as T & { message?: string };
  if (!response.ok) throw new LiffCallError(response.status, body?.message ?? `HTTP ${response.status}`);
  return body;
}

export interface LiffMockOptions {
  /** Base of the LINE API in this build, e.g. `/sandbox/line-api`. */
  lineApiBase: string;
  /** Audience of the ID token to mint. */
  channelId: string;
  /** The LIFF id (for the permission calls). */
  liffId?: string;
}

/**
 * Installs the mock plugin and feeds it a signed ID token from the fake LINE platform. The mock's share,
 * send, scan and permission answers are fixed values, so those go to the fake platform instead (returned as
 * overrides of the LIFF session): tests and people script their outcomes there.
 */
export async function installLiffMock(liff: Liff, options: LiffMockOptions): Promise<LiffClientOverrides> {
  liff.use(new LiffMockPlugin());
  const url = `${options.lineApiBase}/__sandbox/liff-id-token?client_id=${encodeURIComponent(options.channelId)}`;
  let identity: SandboxLiffIdentity;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    identity = (await response.json()) as SandboxLiffIdentity;
  } catch (error) {
    throw new LineSdkError('liffInitFailed', `sandbox LINE identity unavailable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const client = await call<SandboxLiffClient>(`${options.lineApiBase}/__sandbox/liff/client`).catch(() => ({ lineVersion: '14.0.0', os: 'ios' }));
  const mock = (liff as unknown as { $mock: LiffMockApi }).$mock;
  mock.set((previous) => ({
    ...previous,
    isInClient: true,
    isLoggedIn: true,
    getOS: client.os,
    getLineVersion: client.lineVersion,
    getAccessToken: identity.access_token,
    getIDToken: identity.id_token,
    getDecodedIDToken: identity.claims,
    getProfile: identity.profile,
    getContext: { type: 'utou', viewType: 'full', endpointUrl: window.location.origin, utouId: 'sandbox-utou', userId: identity.profile.userId },
  }));
  const api = options.lineApiBase;
  const token = identity.access_token;
  return {
    getAccessToken: () => token,
    getLineVersion: () => client.lineVersion,
    getOS: () => client.os,
    shareTargetPicker: (messages) => call(`${api}/__sandbox/liff/shareTargetPicker`, { method: 'POST', body: JSON.stringify({ messages }), token }),
    sendMessages: async (messages) => {
      await call(`${api}/message/v3/share`, { method: 'POST', body: JSON.stringify({ messages }), token });
    },
    scanCodeV2: () => call(`${api}/__sandbox/liff/scanCode`, { method: 'POST', token }),
    queryPermission: async (permission) => {
      const missing = await call<string[]>(`${api}/liff/v2/apps/${encodeURIComponent(options.liffId ?? 'sandbox')}/unauthorizedPermissions`, { token });
      return { state: missing.includes(permission) ? 'prompt' : 'granted' };
    },
    requestAllPermissions: async () => {
      await call(`${api}/__sandbox/liff/requestAll`, { method: 'POST', token });
    },
    openWindow: async (url, external) => {
      await call(`${api}/__sandbox/liff/openWindow`, { method: 'POST', body: JSON.stringify({ url, external }), token });
    },
    // The mock's closeWindow does nothing; the fake platform records it so tests see the window asked to close.
    closeWindow: () => {
      void call(`${api}/__sandbox/liff/closeWindow`, { method: 'POST', token }).catch(() => undefined);
    },
  };
}
