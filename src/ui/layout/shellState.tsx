/**
 * What every page frame shows about the person and the language, handed down by the app
 * (src/app/App.tsx derives it from the session actor with the session selectors). Components stay
 * render-only: they read this value and call its intents; they never touch the session themselves.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LocaleCode, ShortLocale } from '@/i18n/locale';
import type { ApiError } from '@/domain/apiError';

/** The member as the page frame shows them. */
export interface MemberSummary {
  /** True when the session holds a token (spec section 4: logged in when the token is non-empty). */
  signedIn: boolean;
  /**
   * Signed in from a device ("Continue as guest"): shown as a guest everywhere (the header offers sign-in,
   * member pages ask to sign in or register). @default false
   */
  guest?: boolean;
  /** Display name (first and last name, or the display name), when the profile has loaded. */
  name?: string;
  /** Point balance, when known. */
  points?: number;
  /** When the balance shown was read (unix seconds), set when it is the stored one (the profile could not be read). */
  pointsAsOf?: number;
  /** Membership level label (Plus / Plus X), when the member has one. */
  levelText?: string;
  /** The profile image address (hourly cache-buster), when signed in. */
  pictureUrl?: string;
  /** Where the profile load stands (a page that needs the profile shows loading, then a failure with retry). @default 'none' */
  profileStatus?: 'none' | 'loading' | 'slow' | 'loaded' | 'failed';
  /** Why the profile could not be read, when `profileStatus` is 'failed'. */
  profileError?: ApiError;
}

export interface ShellState {
  member: MemberSummary;
  /** Units in the signed-in member's cart (the frame's cart badge); undefined while not known. */
  cartCount?: number;
  /** Current language. */
  locale: ShortLocale;
  /** The language switch: sends SESSION.LOCALE_CHANGE { locale } in the app. */
  onLocaleChange: (locale: LocaleCode) => void;
  /** Sign out: sends SESSION.LOGOUT in the app. */
  onSignOut: () => void;
  /** Read the profile again: sends SESSION.PROFILE_REFRESH in the app. */
  onProfileRetry: () => void;
  /**
   * Start-up inside LINE found no account on a member page: the frame opens /linelogin (session state
   * lineSignIn). @default false
   */
  lineSignInNeeded?: boolean;
  /** /linelogin has opened: sends SESSION.LINE_SIGN_IN_OPENED in the app. */
  onLineSignInOpened?: () => void;
}

const noop = () => undefined;

/** Signed out, Thai, intents that do nothing: what a component sees outside the app (stories, unit tests). */
export const DEFAULT_SHELL_STATE: ShellState = {
  member: { signedIn: false },
  locale: 'th',
  onLocaleChange: noop,
  onSignOut: noop,
  onProfileRetry: noop,
};

/** Signed in as a member: a token that is not a guest's. */
export function isMember(member: MemberSummary): boolean {
  return member.signedIn && !member.guest;
}

const ShellStateContext = createContext<ShellState>(DEFAULT_SHELL_STATE);

export function ShellStateProvider({ value, children }: { value: ShellState; children: ReactNode }) {
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

/** The member, the language and the intents of the page frame. */
export function useShellState(): ShellState {
  return useContext(ShellStateContext);
}
