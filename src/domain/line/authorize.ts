/**
 * Pure rules of the LINE Login authorization-code request and its return (spec sections 4 "Messaging
 * login" and 7): the authorize URL and reading the callback from the URL. The deep link kept across the
 * round trip is checked by src/domain/navigation/nextPath.ts.
 */

/** The `iss` of every LINE ID token. */
export const LINE_ISSUER = 'https://access.line.me';
/** Scopes asked for: the ID token needs `openid`, the display name `profile`. */
const LINE_SCOPE = 'profile openid';

/** What the authorize request needs. */
export interface AuthorizeRequest {
  /** Authorize endpoint: LINE's, or the sandbox's `/sandbox/line-access/oauth2/v2.1/authorize`. */
  endpoint: string;
  /** LINE Login channel id (the ID token's audience). */
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** The authorize URL with response_type=code and an S256 code challenge. */
export function buildAuthorizeUrl(request: AuthorizeRequest, origin: string): string {
  const url = new URL(request.endpoint, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('scope', LINE_SCOPE);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** What LINE sends back to the redirect URI: a code and the state, or an error. */
export interface AuthorizeCallback {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/** Reads the authorize callback from a query string; null when the page was not opened as a callback. */
export function readAuthorizeCallback(search: string): AuthorizeCallback | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return null;
  const out: AuthorizeCallback = {};
  if (code) out.code = code;
  const state = params.get('state');
  if (state !== null) out.state = state;
  if (error) out.error = error;
  const description = params.get('error_description');
  if (description) out.errorDescription = description;
  return out;
}

/** The LINE Login channel id of a LIFF app: a LIFF id is `<channelId>-<suffix>`. */
export function channelIdFromLiffId(liffId: string): string {
  return liffId.split('-')[0] ?? liffId;
}
