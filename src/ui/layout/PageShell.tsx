/**
 * The frame of every page: a header with the back button, the page title (the page's only h1) and the
 * language switch; the member strip (name and points, or a sign-in link); the content; and the primary
 * navigation. `requireSignIn` pages show a sign-in prompt instead of their content when signed out or a guest.
 *
 * Reads the member and language from {@link useShellState} (provided by the app), so routes only say
 * `<PageShell titleId="profile.title" backTo="/">…</PageShell>`.
 */
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BottomNav } from '@/ui/layout/BottomNav';
import { CartLink } from '@/ui/layout/CartLink';
import { LanguageSwitch } from '@/ui/layout/LanguageSwitch';
import { MemberStatus } from '@/ui/layout/MemberStatus';
import { SignInPrompt } from '@/ui/layout/SignInPrompt';
import { isMember, useShellState } from '@/ui/layout/shellState';
import { Icon } from '@/ui/common/Icon';

export interface PageShellProps {
  /** Message id of the page title (h1 and document title). */
  titleId: string;
  /** Values for the title message. */
  titleValues?: Record<string, string | number>;
  /**
   * Where the back button goes. A path: a link there. Omitted: one step back in the app's history, or
   * home when the page was opened directly. `false`: no back button (the home page).
   */
  backTo?: string | false;
  /** Members-only page: signed-out people and guests see a sign-in prompt instead of `children`. @default false */
  requireSignIn?: boolean;
  /** With `requireSignIn`: a guest (device sign-in) may use the page too (the cart). @default false */
  allowGuest?: boolean;
  /** Show the primary navigation. @default true */
  showNav?: boolean;
  /** Show the member strip. @default true */
  showMember?: boolean;
  children?: ReactNode;
}

export function PageShell({
  titleId,
  titleValues,
  backTo,
  requireSignIn = false,
  allowGuest = false,
  showNav = true,
  showMember = true,
  children,
}: PageShellProps) {
  const intl = useIntl();
  const { member, cartCount, locale, onLocaleChange } = useShellState();
  const title = intl.formatMessage({ id: titleId }, titleValues);
  const appName = intl.formatMessage({ id: 'shell.appName' });

  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <div className={['app-frame', showNav ? 'app-frame--with-nav' : ''].filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main-content">
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      <header className="app-header">
        <div className="app-header__bar">
          <div className="app-header__start">{backTo === false ? <span className="brand-mark" aria-hidden="true"><Icon name="star" size={20} /></span> : <BackButton to={backTo} />}</div>
          <h1 className="app-header__title">{title}</h1>
          <div className="app-header__end">
            {member.signedIn ? <CartLink count={cartCount} /> : null}
            <LanguageSwitch locale={locale} onChange={onLocaleChange} />
          </div>
        </div>
        {showMember ? <MemberStatus member={member} locale={locale} /> : null}
      </header>
      {showNav ? <BottomNav /> : null}
      <main id="main-content" className="app-main" tabIndex={-1}>
        {requireSignIn && !(allowGuest ? member.signedIn : isMember(member)) ? <SignInPrompt guest={Boolean(member.guest)} /> : children}
      </main>
    </div>
  );
}

function BackButton({ to }: { to: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const label = intl.formatMessage({ id: 'common.back' });
  const icon = (
    <span aria-hidden="true" className="back-button__icon">
      <Icon name="chevronLeft" size={28} />
    </span>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className="icon-button back-button" aria-label={label}>
        {icon}
      </Link>
    );
  }
  // React Router gives the first history entry of the app the key 'default'.
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      className="icon-button back-button"
      aria-label={label}
      onClick={() => {
        if (hasHistory) void navigate(-1);
        else void navigate('/');
      }}
    >
      {icon}
    </button>
  );
}
