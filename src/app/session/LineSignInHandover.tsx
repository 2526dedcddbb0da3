/**
 * Renders the session's hand-over to the LINE sign-in (session state lineSignIn): inside the LINE app with
 * no saved account, start-up on a member page replaces it with /linelogin, which signs in from LINE
 * without a click and comes back to this page (`?next=`); the page itself is not rendered meanwhile.
 * Otherwise it renders its children (the routes).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectNeedsLineSignIn } from '@machines/session/session.selectors';
import { useSession } from '@/app/services';

export function LineSignInHandover({ children }: { children: ReactNode }) {
  const session = useSession();
  const needed = useSelector(session, selectNeedsLineSignIn);
  const location = useLocation();
  if (!needed || location.pathname === '/linelogin') return <>{children}</>;
  const next = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/linelogin?next=${encodeURIComponent(next)}`} replace />;
}
