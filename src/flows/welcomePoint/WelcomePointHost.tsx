/**
 * Shows the welcome-point dialog on the page a new member lands on after sign-up: the registration screen
 * navigates with `{ welcomePoints }` in the history state (see {@link welcomePointState}); OK replaces
 * that entry without it, so Back or a reload does not show the dialog again. Placed once in the root layout.
 * The flow and its dialog (src/flows/welcomePoint/WelcomePointRun.tsx) download only when there are points to
 * show (kept out of the first route).
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';

/** The history state that asks the next page to show the welcome-point dialog. */
export function welcomePointState(points: number): { welcomePoints: number } {
  return { welcomePoints: points };
}

function welcomePointsOf(state: unknown): number {
  const points = (state as { welcomePoints?: unknown } | null)?.welcomePoints;
  return typeof points === 'number' && points > 0 ? points : 0;
}

const welcomePointRun = onDemand(() => import('./WelcomePointRun'));

const WelcomePointConnector = onDemandComponent(welcomePointRun, (module) => module.default);

export function WelcomePointHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const points = welcomePointsOf(location.state);
  if (points === 0) return null;
  const forget = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  return <WelcomePointConnector key={location.key} points={points} forget={forget} />;
}
