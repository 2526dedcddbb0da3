/**
 * Real implementations of the lineLogin charts.
 * - createLineLoginLogic(services): LIFF through src/platform/line/liff.ts, PKCE with Web Crypto and session
 *   storage, the LINE API through `services.clients.line`, ID-token verification with jose, and
 *   POST /auth/line_login through `services.clients.modules`; SESSION.SIGNED_IN goes to the session actor.
 * Logout inside LINE lives in lineLogout.ts (the session's messaging hooks).
 */
import { fromPromise } from 'xstate';
import type { Account } from '@machines/session/session.types';
import { accountFrom } from '@/flows/shared/account';
import type { LiffContextSummary, LiffInitOutput } from '@machines/lineLogin/liffLogin.machine';
import { liffLoginMachine } from '@machines/lineLogin/liffLogin.machine';
import { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import type { LineAccount, LineIdTokenClaims, LineJwks, LineLoginInput, LineTokenSet, PendingLineLogin } from '@machines/lineLogin/lineLogin.types';
import { pkceLoginMachine, type VerifyIdTokenInput } from '@machines/lineLogin/pkceLogin.machine';
import type { AppServices } from '@/flows/shared/services';
import { getLiff, loadedLiff } from '@/platform/line/liff';
import { isInMessagingClient, isLiffMockRequested } from '@/platform/line/liffMockSwitch';
import { lineStateStore } from '@/platform/storage/lineState';
import { verifyLineIdToken } from '@/platform/line/verifyIdToken';
import { createLineSignUpLogic } from '@/flows/registration/registration.live';
import { unwrap } from '@/api/unwrap';
import { buildAuthorizeUrl, channelIdFromLiffId, readAuthorizeCallback } from '@/domain/line/authorize';
import { safeNextPath } from '@/domain/navigation/nextPath';
import { createCodeChallenge, createCodeVerifier, createIdentifier } from '@/domain/line/pkce';
import { LineSdkError } from '@/domain/line/sdkErrors';

/** The LINE Login channel id: `clientId` from the settings, else the prefix of the LIFF id. */
export function lineChannelId(services: Pick<AppServices, 'settings'>): string {
  return services.settings.clientId || channelIdFromLiffId(services.settings.liffId);
}

/** The authorize endpoint: `{lineAccess}/oauth2/v2.1/authorize` (LINE's in production, the sandbox's otherwise). */
function authorizeEndpoint(services: Pick<AppServices, 'settings'>): string {
  return `${services.settings.baseUrls.lineAccess}/oauth2/v2.1/authorize`;
}

/**
 * The chart's input for the page at `location`: in LINE (or with the sandbox's LIFF mock) the LIFF way,
 * otherwise PKCE; the deep link comes from `?next=` and the callback from `?code&state` / `?error`.
 */
export function lineLoginInputFor(
  services: Pick<AppServices, 'settings'>,
  location: { search: string },
  page: { locale: 'th' | 'en'; today: string } = { locale: 'th', today: new Date().toISOString().slice(0, 10) },
): LineLoginInput {
  const params = new URLSearchParams(location.search);
  return {
    locale: page.locale,
    today: page.today,
    mode: isInMessagingClient() ? 'liff' : 'pkce',
    liffId: services.settings.liffId,
    channelId: lineChannelId(services),
    next: safeNextPath(params.get('next')),
    callback: readAuthorizeCallback(location.search),
  };
}

function liffOptions(services: AppServices) {
  return { lineApiBase: services.settings.baseUrls.lineApi, channelId: lineChannelId(services) };
}

const noLineAccount = () => new LineSdkError('appLoginFailed', 'the login answer carried no account');

export function createLineLoginLogic(services: AppServices, store = lineStateStore()) {
  const liff = () => getLiff(liffOptions(services));
  return lineLoginMachine.provide({
    actors: {
      liffLogin: liffLoginMachine.provide({
        actors: {
          initLiff: fromPromise<LiffInitOutput, { liffId: string }>(async ({ input }) => {
            const session = await liff();
            await session.init(input.liffId);
            return { isLoggedIn: session.isLoggedIn(), isInClient: session.isInClient() };
          }),
          readLiffContext: fromPromise<LiffContextSummary | null, void>(async () => {
            const context = (await liff()).getContext();
            return context ? { type: context.type, ...(context.viewType ? { viewType: context.viewType } : {}) } : null;
          }),
          readIdToken: fromPromise<string | null, void>(async () => {
            const token = (await liff()).getIDToken();
            if (token) await store.saveLoginIdToken(token);
            return token;
          }),
        },
        actions: {
          requestLiffLogin: () => {
            void liff().then((session) => session.login(window.location.href));
          },
        },
      }),
      pkceLogin: pkceLoginMachine.provide({
        actors: {
          prepareAuthorization: fromPromise<{ authorizeUrl: string }, { next: string; channelId: string }>(async ({ input }) => {
            const codeVerifier = createCodeVerifier();
            const pending: PendingLineLogin = {
              codeVerifier,
              state: createIdentifier(),
              nonce: createIdentifier(),
              next: input.next,
              redirectUri: `${window.location.origin}${window.location.pathname}`,
            };
            store.savePendingLogin(pending);
            const authorizeUrl = buildAuthorizeUrl(
              {
                endpoint: authorizeEndpoint(services),
                clientId: input.channelId,
                redirectUri: pending.redirectUri,
                state: pending.state,
                nonce: pending.nonce,
                codeChallenge: await createCodeChallenge(codeVerifier),
              },
              window.location.origin,
            );
            return { authorizeUrl };
          }),
          loadPendingLogin: fromPromise<PendingLineLogin | null, void>(async () => store.takePendingLogin()),
          exchangeCode: fromPromise<LineTokenSet, { code: string; codeVerifier: string; redirectUri: string; channelId: string }>(
            async ({ input, signal }) => {
              const data = unwrap(
                await services.clients.line.POST('/oauth2/v2.1/token', {
                  body: {
                    grant_type: 'authorization_code',
                    client_id: input.channelId,
                    code: input.code,
                    code_verifier: input.codeVerifier,
                    redirect_uri: input.redirectUri,
                    id_token_key_type: 'JWK',
                  },
                  signal,
                }),
              );
              const tokens: LineTokenSet = { accessToken: data.access_token, idToken: data.id_token, expiresIn: data.expires_in };
              if (data.refresh_token) tokens.refreshToken = data.refresh_token;
              if (data.scope) tokens.scope = data.scope;
              return tokens;
            },
          ),
          fetchCerts: fromPromise<LineJwks, void>(async ({ signal }) => {
            const data = unwrap(await services.clients.line.GET('/oauth2/v2.1/certs', { signal }));
            return { keys: data.keys as unknown as LineJwks['keys'] };
          }),
          verifyIdToken: fromPromise<LineIdTokenClaims, VerifyIdTokenInput>(async ({ input }) => verifyLineIdToken(input)),
        },
        actions: {
          redirectToAuthorize: ({ context }) => {
            if (context.authorizeUrl) window.location.assign(context.authorizeUrl);
          },
          persistTokens: ({ context }) => {
            if (!context.tokens || !context.claims) return;
            // Sealed with the account's key; a failed write only loses what nothing reads back yet.
            void store.saveTokens({ tokens: context.tokens, claims: context.claims, clientId: context.channelId }).catch(() => undefined);
          },
          clearPendingLogin: () => store.clearPendingLogin(),
        },
      }),
      lineSignUp: createLineSignUpLogic(services),
      lineAppLogin: fromPromise<LineAccount, { idToken: string }>(async ({ input, signal }) => {
        const body = unwrap(
          await services.clients.modules.POST('/auth/line_login', {
            // The chosen language, so the privilege texts of the answer come in it.
            body: { app_id: services.settings.appId, id_token: input.idToken, locale: services.session.getSnapshot().context.locale },
            signal,
          }),
        );
        return accountFrom(body, noLineAccount) as unknown as LineAccount;
      }),
    },
    actions: {
      notifySignedIn: ({ context }) => {
        if (context.account) services.session.send({ type: 'SESSION.SIGNED_IN', account: context.account as unknown as Account });
      },
      closeWindow: () => {
        void loadedLiff()?.then((session) => session.closeWindow());
      },
    },
  });
}

/** Used by the session wiring to decide `inMessagingClient` (the LINE app, or the sandbox's LIFF mock). */
export { isInMessagingClient, isLiffMockRequested };
