import type { AuthorizeCallback } from '@/domain/line/authorize';
import type { LineLoginError } from '@/domain/line/sdkErrors';
import type { LineNewcomer } from '../registration/registration.types';

/** Where the login runs: inside the LINE app (LIFF) or in an ordinary browser (PKCE). */
export type LineLoginMode = 'liff' | 'pkce';

/** Input of the lineLogin chart, decided by the route from the URL, the runtime settings and LIFF detection. */
export interface LineLoginInput {
  mode: LineLoginMode;
  /** LIFF id from runtime settings (`liffId`); empty when unset. */
  liffId: string;
  /** LINE Login channel id: the ID token audience and the token request's client_id. */
  channelId: string;
  /** Deep link to land on after login (already made safe with safeNextPath). */
  next: string;
  /** The authorize callback read from the URL, or null when /linelogin was opened directly. */
  callback: AuthorizeCallback | null;
  /** The page's language, for the sign-up form of a newcomer. @default 'th' */
  locale?: 'th' | 'en';
  /** Today as an ISO date (yyyy-MM-dd), for the sign-up form's birth-date rules. @default '2026-01-01' */
  today?: string;
}

/** The tokens of the LINE token endpoint (spec section 7: access_token, id_token, expires_in). */
export interface LineTokenSet {
  accessToken: string;
  idToken: string;
  /** Seconds. */
  expiresIn: number;
  refreshToken?: string;
  scope?: string;
}

/** A JSON Web Key Set as LINE's certs endpoint returns it. */
export interface LineJwks {
  keys: Array<Record<string, unknown>>;
}

/** Claims of a verified LINE ID token that the app keeps. */
export interface LineIdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  nonce?: string;
  name?: string;
  picture?: string;
}

/** What the browser keeps between the redirect to LINE and the return (session storage). */
export interface PendingLineLogin {
  codeVerifier: string;
  state: string;
  nonce: string;
  /** The deep link first asked for. */
  next: string;
  /** The exact redirect_uri sent to authorize; the token request must repeat it. */
  redirectUri: string;
}

/** Result of a child login chart: a raw ID token to send to /auth/line_login, or why not. */
export type LineChildOutput =
  | { ok: true; idToken: string; next?: string }
  | { ok: false; error: LineLoginError };

/** The account returned by /auth/line_login, passed to the session untouched. */
export type LineAccount = Record<string, unknown>;

export interface LineLoginContext {
  mode: LineLoginMode;
  locale: 'th' | 'en';
  today: string;
  /** A LINE user who is not yet a member: the sign-up form's prefill (from the ID token). */
  newcomer: LineNewcomer | null;
  /** Welcome points of a sign-up, shown on the page first opened once signed in. */
  welcomePoints: number;
  liffId: string;
  channelId: string;
  next: string;
  callback: AuthorizeCallback | null;
  idToken: string | null;
  account: LineAccount | null;
  error: LineLoginError | null;
}

export type LineLoginEvent =
  /** The member pressed "Sign in with LINE" (browser). */
  | { type: 'LINE.START' }
  /** Try again from an error state. */
  | { type: 'LINE.RETRY' }
  /** Close the LIFF window from an error state (inside LINE). */
  | { type: 'LINE.CLOSE' };

/** Tags the UI reads. */
export type LineLoginTag = 'loading' | 'startable' | 'error' | 'done' | 'signingUp' | 'slow';
