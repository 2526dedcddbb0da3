/**
 * @line/liff-mock for the sandbox (loaded only by a dynamic import in sandbox builds, see liff.ts). The
 * mocked LIFF answers like the LINE app: in the client, logged in, and its ID token is a real ES256 token
 * signed by the sandbox's fake LINE platform, so /auth/line_login verifies it like any other.
 */
import type liffType from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { LineSdkError } from '@/domain/line/sdkErrors';

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
}

export interface LiffMockOptions {
  /** Base of the LINE API in this build, e.g. `/sandbox/line-api`. */
  lineApiBase: string;
  /** Audience of the ID token to mint. */
  channelId: string;
}

/** Installs the mock plugin and feeds it a signed ID token from the fake LINE platform. */
export async function installLiffMock(liff: Liff, options: LiffMockOptions): Promise<void> {
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
  const mock = (liff as unknown as { $mock: LiffMockApi }).$mock;
  mock.set((previous) => ({
    ...previous,
    isInClient: true,
    isLoggedIn: true,
    getOS: 'ios',
    getLineVersion: '14.0.0',
    getIDToken: identity.id_token,
    getDecodedIDToken: identity.claims,
    getProfile: identity.profile,
    getContext: { type: 'utou', viewType: 'full', endpointUrl: window.location.origin, utouId: 'sandbox-utou', userId: identity.profile.userId },
  }));
}
