/**
 * The welcome-point flow at work (loaded on demand by src/flows/welcomePoint/WelcomePointHost.tsx when a page is
 * opened with welcome points in its history state, to keep it out of the first route): runs the welcome-point chart and shows its dialog.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/welcomePoint/welcomePoint.connect';
import type { WelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';
import { useFlow } from '@/flows/shared/useFlow';
import { createWelcomePointLogic } from './welcomePoint.live';
import { useShellState } from '@/ui/layout/shellState';
import { WelcomePointDialog } from './WelcomePointDialog';

/** Renders a running welcome-point flow (exported for the UI replays of its generated paths). */
export function WelcomePointView({ actor }: { actor: ActorRefFrom<WelcomePointMachine> }) {
  const { locale } = useShellState();
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <WelcomePointDialog {...view} locale={locale} />;
}

export default function WelcomePointRun({ points, forget }: { points: number; forget: () => void }) {
  const actor = useFlow((services) => createWelcomePointLogic(services, forget), { points });
  return <WelcomePointView actor={actor} />;
}
