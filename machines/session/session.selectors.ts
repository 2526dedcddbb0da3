import type { SnapshotFrom } from 'xstate';
import type { ScriptResult } from '@machines/scriptLoader/scriptLoader.types';
import type { ApiError } from '@/domain/apiError';
import type { SessionMachine } from './session.machine';
import type { Account, LocaleCode, Profile } from './session.types';
import type { RuntimeSettings } from './settings.types';

/** Snapshot → view data for the session. Pure functions for `useSelector`. */
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Logged in: the account's token is non-empty (spec section 4). */
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean => Boolean(snapshot.context.account?.token);
/** Signed in from a device ("Continue as guest"): a guest, not a member (session region `role`). */
export const selectIsGuest = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('guest');
/** Signed in as a member: logged in and not a guest. */
export const selectIsMember = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('member');
export const selectAccount = (snapshot: SessionSnapshot): Account | null => snapshot.context.account;
export const selectProfile = (snapshot: SessionSnapshot): Profile | null => snapshot.context.profile;
export const selectPoints = (snapshot: SessionSnapshot): number | null => snapshot.context.points;
export const selectLocale = (snapshot: SessionSnapshot): LocaleCode => snapshot.context.locale;
/** 'th' for 1054, 'en' for 1033. */
export const selectShortLocale = (snapshot: SessionSnapshot): 'th' | 'en' => (snapshot.context.locale === 1033 ? 'en' : 'th');
/** "Plus", "Plus X" or null (same label in both languages). */
export const selectUserLevelText = (snapshot: SessionSnapshot): string | null => snapshot.context.userLevelText;
/** Settings loaded and start-up scripts settled: the UI may render. */
export const selectIsConfigReady = (snapshot: SessionSnapshot): boolean => snapshot.context.isConfigReady;
/** The settings load failed; SESSION.RETRY tries again. */
export const selectSettingsFailed = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('settingsFailed');
export const selectSettingsError = (snapshot: SessionSnapshot): ApiError | null => snapshot.context.settingsError;
export const selectSettings = (snapshot: SessionSnapshot): RuntimeSettings => snapshot.context.settings;
/** Start-up finished (spec flag isInitial). */
export const selectIsInitial = (snapshot: SessionSnapshot): boolean => snapshot.context.isInitial;
/** Spec flag isLogin. */
export const selectIsLogin = (snapshot: SessionSnapshot): boolean => snapshot.context.isLogin;
/** A profile load is running (spec flag isLoadProfile). */
export const selectIsLoadProfile = (snapshot: SessionSnapshot): boolean => snapshot.context.isLoadProfile;
/** A profile load has finished since start-up or sign-in (spec flag isInitialProfile). */
export const selectIsInitialProfile = (snapshot: SessionSnapshot): boolean => snapshot.context.isInitialProfile;
export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('loggingOut');
/** The JWT for account calls, when one is held. */
export const selectJwt = (snapshot: SessionSnapshot): string | undefined => snapshot.context.account?.jwt;
/** The bearer the API clients send: the JWT, else the token. */
export const selectBearer = (snapshot: SessionSnapshot): string | undefined =>
  snapshot.context.account?.jwt || snapshot.context.account?.token || undefined;
/** Start-up inside the LINE app found no account on a member page: the app opens /linelogin (state lineSignIn). */
export const selectNeedsLineSignIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('lineSignIn');
export const selectInMessagingClient = (snapshot: SessionSnapshot): boolean => snapshot.context.inMessagingClient;
export const selectScriptResults = (snapshot: SessionSnapshot): ScriptResult[] => snapshot.context.scriptResults;

/** Where the member's profile stands, for a page that needs it (/profile): loading (slow after REQUEST_SLOW), loaded or failed. */
export type ProfileStatus = 'none' | 'loading' | 'slow' | 'loaded' | 'failed';
export const selectProfileStatus = (snapshot: SessionSnapshot): ProfileStatus => {
  if (snapshot.matches({ signedIn: { profile: 'loading' } })) return snapshot.hasTag('slow') ? 'slow' : 'loading';
  if (snapshot.matches({ signedIn: { profile: 'failed' } })) return 'failed';
  if (snapshot.matches({ signedIn: { profile: 'loaded' } })) return 'loaded';
  return 'none';
};
/** The last failure of a silent call (the profile load among them): for the translated message and its code. */
export const selectLastSilentError = (snapshot: SessionSnapshot): ApiError | null => snapshot.context.lastSilentError;
