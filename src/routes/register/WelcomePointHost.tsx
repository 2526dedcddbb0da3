/**
 * Shows the welcome-point dialog on the page a new member lands on after sign-up: the registration screen
 * navigates with `{ welcomePoints }` in the history state (see {@link welcomePointState}); OK replaces
 * that entry without it, so Back or a reload does not show the dialog again. Placed once in the root layout.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { WelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';
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

/** Renders a running welcome-point flow (exported for the UI replays of its generated paths). */
export function WelcomePointView({ actor }: { actor: ActorRefFrom<WelcomePointMachine> }) {
  const { locale } = useShellState();
  const points = useSelector(actor, (s) => s.context.points);
  const open = useSelector(actor, (s) => s.matches('showing'));
  return <WelcomePointDialog open={open} points={points} locale={locale} onOk={() => actor.send({ type: 'WELCOME.OK' })} />;
}

function WelcomePointConnector({ points, forget }: { points: number; forget: () => void }) {
  const actor = useFlow((services) => createWelcomePointLogic(services, forget), { points });
  return <WelcomePointView actor={actor} />;
}

export function WelcomePointHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const points = welcomePointsOf(location.state);
  if (points === 0) return null;
  const forget = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  return <WelcomePointConnector key={location.key} points={points} forget={forget} />;
}
