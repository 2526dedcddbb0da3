import type { ApiError } from '@/domain/apiError';
import type { ScriptResult } from '@machines/scriptLoader/scriptLoader.types';
import type { RuntimeSettings } from './settings.types';

/** Locale codes of spec section 3: 1054 Thai (default), 1033 English. */
export type LocaleCode = 1054 | 1033;

/** The saved session of spec section 3 ("Account"). A user counts as logged in when `token` is non-empty. */
export interface Account {
  token: string;
  userId?: string;
  /** Bit flag: 1 and 2 → "Plus", 4 → "Plus X". */
  userLevel?: number;
  userLevelDetail?: unknown;
  uuid?: string;
  appId?: string;
  canRedeem?: boolean;
  channel?: string;
  isFbUser?: boolean;
  joinDate?: number;
  locale?: LocaleCode;
  platform?: string;
  line?: unknown;
  usercode?: string;
  contactNumber?: string;
  point?: { point: number; time: number };
  pdpa?: { privacy?: unknown; terms?: unknown };
  /** Bearer for account calls; logout is sent only when it exists. */
  jwt?: string;
  extensionJsonProperty?: unknown;
  /** Provider-specific block. */
  provider?: Record<string, unknown>;
}

/** The member's profile (spec section 3). Only the fields the session reads are named. */
export interface Profile {
  userId?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  contactNumber?: string;
  email?: string;
  uuid?: string;
  updated_points?: number;
  [field: string]: unknown;
}

/** What the profile actor returns: GET /profile/me plus GET /profile/me/updated_points. */
export interface ProfileLoadOutput {
  profile: Profile;
  points: number | null;
}

/** Spec section 3 "Session payload": the user (account), the profile and the points of the profile's updated points. */
export interface WebSessionPayload {
  user: Account;
  profile: Profile;
  point: number;
}

export interface SessionInput {
  /** Settings before the server overlay (defaults + environment). */
  defaults: RuntimeSettings;
  /** The path open at start-up; public routes restore the account without the profile. */
  pathname: string;
  /** True inside the messaging app's mini-window (LIFF client). @default false */
  inMessagingClient?: boolean;
  /**
   * Inside the messaging app, a start-up with no saved account on a member page hands over to the LINE
   * sign-in (state lineSignIn). Off after the member signed out in this window (so signing out sticks).
   * @default the value of inMessagingClient
   */
  lineSignInAtStart?: boolean;
  /** The saved locale when already known (so the splash speaks it); restored again at start-up. @default 1054 */
  locale?: LocaleCode;
  /**
   * The member's remembered cookie choice accepts analytics (the analytics script loads only
   * with consent; without it the disabled stub is installed). @default false
   */
  analyticsConsent?: boolean;
}

export interface SessionContext {
  settings: RuntimeSettings;
  pathname: string;
  /** The remembered cookie choice accepts analytics. */
  analyticsConsent: boolean;
  inMessagingClient: boolean;
  /** See SessionInput.lineSignInAtStart. */
  lineSignInAtStart: boolean;
  /** Config is ready: settings loaded and start-up scripts settled. The UI renders from here on. */
  isConfigReady: boolean;
  /** Start-up finished (tracking, locale, account, login check). */
  isInitial: boolean;
  /** Logged in: the account's token is non-empty. */
  isLogin: boolean;
  /** A profile load is running. */
  isLoadProfile: boolean;
  /** A profile load has finished (either way) since start-up or sign-in. */
  isInitialProfile: boolean;
  account: Account | null;
  profile: Profile | null;
  points: number | null;
  locale: LocaleCode;
  userLevelText: string | null;
  scriptResults: ScriptResult[];
  settingsError: ApiError | null;
  /** Last tolerated failure (profile, logout, locale change, scripts, cache), for diagnostics only. */
  lastSilentError: ApiError | null;
  /** JWT captured at logout, before the account is cleared. */
  logoutJwt: string | null;
  /** A sign-in happened whose payload is not yet kept with POST /session (sent once its profile load settles). */
  webSessionDue: boolean;
}

export type SessionEvent =
  | { type: 'SESSION.SIGNED_IN'; account: Account }
  | { type: 'SESSION.LOGOUT' }
  | { type: 'SESSION.REINIT'; pathname?: string }
  | { type: 'SESSION.LOCALE_CHANGE'; locale: LocaleCode }
  | { type: 'SESSION.JWT_REFRESHED'; jwt: string }
  /** Read the profile again (after a write that changed it: a redeem, an upload, a save). */
  | { type: 'SESSION.PROFILE_REFRESH' }
  /** Make sure the points are current (a page listing points, once its list has loaded): read again unless just read. */
  | { type: 'SESSION.PROFILE_CHECK' }
  | { type: 'SESSION.RETRY' }
  /** /linelogin has opened after the start-up hand-over (state lineSignIn). */
  | { type: 'SESSION.LINE_SIGN_IN_OPENED' };

/** Tags the UI reads instead of state names. */
export type SessionTag = 'booting' | 'settingsFailed' | 'signedIn' | 'member' | 'guest' | 'signedOut' | 'lineSignIn' | 'loggingOut' | 'loadingProfile' | 'slow';
