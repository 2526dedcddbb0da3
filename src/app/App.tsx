/**
 * The composition root: the session (settings, account; its own splash and retry screens; renders its
 * children once config is ready) → intl following the session's locale → connectivity (network, service
 * worker and its update notice) → the cart count → the page-frame state derived
 * from the session → the router (dialog host inside, at its root layout).
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { CartCountRoot, useCartBadgeCount } from '@/flows/cartCount/CartCountRoot';
import { ConnectivityRoot } from '@/flows/connectivity/ConnectivityRoot';
import { SessionIntlProvider, StaticIntlProvider } from '@/app/intl/IntlRoot';
import { AppRouter, createAppHistory, warmRoute } from '@/app/router';
import { firstScreen } from '@/app/firstScreen';
import { useSession } from '@/flows/shared/services';
import { SessionRoot, type StartedSession } from '@/app/session/SessionRoot';
import type { MessagingSetup } from '@/flows/session/lineLogout';
import { toShortLocale } from '@/i18n/locale';
import { ShellStateProvider, type MemberSummary, type ShellState } from '@/ui/layout/shellState';
import { profilePictureUrl } from '@/domain/profile/picture';
import {
  selectAccount,
  selectSettings,
  selectIsGuest,
  selectIsLoggedIn,
  selectLocale,
  selectPoints,
  selectProfile,
  selectUserLevelText,
  selectProfileStatus,
  selectLastSilentError,
  selectNeedsLineSignIn,
} from '@machines/session/session.selectors';
import type { Profile } from '@machines/session/session.types';
import { sessionIntents } from '@machines/session/session.connect';

/** The name the page frame shows: first and last name, else the profile's name or display name. */
function memberName(profile: Profile | null): string | undefined {
  if (!profile) return undefined;
  const full = [profile.firstName, profile.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  if (full) return full;
  if (typeof profile.name === 'string' && profile.name.trim()) return profile.name.trim();
  const display = profile.displayName;
  return typeof display === 'string' && display.trim() ? display.trim() : undefined;
}

/** Derives the page frame's state from the session actor and wires its intents to session events. */
function SessionShellState({ children }: { children: ReactNode }) {
  const session = useSession();
  const intents = useMemo(() => sessionIntents((event) => session.send(event)), [session]);
  const signedIn = useSelector(session, selectIsLoggedIn);
  const guest = useSelector(session, selectIsGuest);
  const profile = useSelector(session, selectProfile);
  const points = useSelector(session, selectPoints);
  const levelText = useSelector(session, selectUserLevelText);
  const profileStatus = useSelector(session, selectProfileStatus);
  const lastSilentError = useSelector(session, selectLastSilentError);
  const locale = toShortLocale(useSelector(session, selectLocale));
  const account = useSelector(session, selectAccount);
  const modulesBase = useSelector(session, (s) => selectSettings(s).baseUrls.modules);
  // The hour is read when the member or profile changes (a new sign-in, a saved profile or picture).
  const pictureUrl = useMemo(
    () => (account?.userId ? profilePictureUrl(modulesBase, String(account.userId), account.token, { epochMilliseconds: Date.now() }) : undefined),
    [account, modulesBase, profile], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const cartCount = useCartBadgeCount();
  const lineSignInNeeded = useSelector(session, selectNeedsLineSignIn);
  const value = useMemo<ShellState>(() => {
    const member: MemberSummary = signedIn && guest
      ? { signedIn: true, guest: true }
      : signedIn
      ? {
          signedIn: true,
          name: memberName(profile),
          // The profile could not be read (offline): the balance kept with the account, marked with its time.
          points: points ?? (profileStatus === 'failed' ? account?.point?.point : undefined),
          ...(points === null && profileStatus === 'failed' && account?.point ? { pointsAsOf: account.point.time } : {}),
          levelText: levelText ?? undefined,
          pictureUrl,
          profileStatus,
          profileError: profileStatus === 'failed' ? (lastSilentError ?? undefined) : undefined,
        }
      : { signedIn: false };
    return {
      member,
      ...(cartCount === undefined ? {} : { cartCount }),
      locale,
      onLocaleChange: intents.onLocaleChange,
      onSignOut: intents.onSignOut,
      onProfileRetry: intents.onProfileRetry,
      lineSignInNeeded,
      onLineSignInOpened: intents.onLineSignInOpened,
    };
  }, [intents, signedIn, guest, profile, points, account, levelText, locale, pictureUrl, cartCount, profileStatus, lastSilentError, lineSignInNeeded]);
  return <ShellStateProvider value={value}>{children}</ShellStateProvider>;
}

export interface AppProps {
  /** The session renderApp started at boot (with `messaging`). @default SessionRoot starts one on its first render */
  session?: StartedSession;
  /** Inside LINE or not, and LINE's logout hooks (renderApp: createMessagingSetup()). */
  messaging: MessagingSetup;
}

export function App(props: AppProps) {
  const [history] = useState(createAppHistory);
  const { messaging } = props;
  return (
    <StaticIntlProvider>
      <SessionRoot
        started={props.session}
        inMessagingClient={messaging.inMessagingClient}
        lineSignInAtStart={messaging.lineSignInAtStart}
        messaging={messaging.hooks}
        warmRoutes={warmRoute}
      >
        <SessionIntlProvider>
          <ConnectivityRoot inMessagingClient={messaging.inMessagingClient} whenFirstScreenShown={firstScreen.after}>
            <CartCountRoot>
              <SessionShellState>
                <AppRouter history={history} />
              </SessionShellState>
            </CartCountRoot>
          </ConnectivityRoot>
        </SessionIntlProvider>
      </SessionRoot>
    </StaticIntlProvider>
  );
}
