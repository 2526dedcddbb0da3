/**
 * Renders the session's hand-over to the LINE sign-in (session state lineSignIn, read from the shell
 * state): inside the LINE app with no saved account, start-up on a member page replaces it with
 * /linelogin, which signs in from LINE without a click and comes back to this page (`?next=`); the page
 * itself is not rendered meanwhile. Otherwise it renders its children (the routes).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useShellState } from '@/ui/layout/shellState';

export function LineSignInHandover({ children }: { children: ReactNode }) {
  const { lineSignInNeeded } = useShellState();
  const location = useLocation();
  if (!lineSignInNeeded || location.pathname === '/linelogin') return <>{children}</>;
  const next = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/linelogin?next=${encodeURIComponent(next)}`} replace />;
}
