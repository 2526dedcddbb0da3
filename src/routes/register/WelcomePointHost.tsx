/**
 * Shows the welcome-point dialog on the page a new member lands on after sign-up: the registration screen
 * navigates with `{ welcomePoints }` in the history state (see {@link welcomePointState}); OK replaces
 * that entry without it, so Back or a reload does not show the dialog again. Placed once in the root layout.
 */
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFlow } from '@/app/useFlow';
import { createWelcomePointLogic } from '@/app/wiring/welcomePoint';
import { useShellState } from '@/ui/layout/shellState';
import { WelcomePointDialog } from '@/ui/membership/WelcomePointDialog';

/** The history state that asks the next page to show the welcome-point dialog. */
export function welcomePointState(points: number): { welcomePoints: number } {
  return { welcomePoints: points };
}

function welcomePointsOf(state: unknown): number {
  const points = (state as { welcomePoints?: unknown } | null)?.welcomePoints;
  return typeof points === 'number' && points > 0 ? points : 0;
}

function WelcomePointConnector({ points, forget }: { points: number; forget: () => void }) {
  const { locale } = useShellState();
  const actor = useFlow((services) => createWelcomePointLogic(services, forget), { points });
  const open = useSelector(actor, (s) => s.matches('showing'));
  return <WelcomePointDialog open={open} points={points} locale={locale} onOk={() => actor.send({ type: 'WELCOME.OK' })} />;
}

export function WelcomePointHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const points = welcomePointsOf(location.state);
  if (points === 0) return null;
  const forget = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  return <WelcomePointConnector key={location.key} points={points} forget={forget} />;
}
