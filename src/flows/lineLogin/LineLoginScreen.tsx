/**
 * The /linelogin page for a running lineLogin actor: ready, loading and error panels from the chart; when
 * signed in it replaces itself with the deep link first asked for (with the welcome points of a sign-up).
 * A LINE user who is not yet a member gets the sign-up form of the registration chart (mode 'line'). Split from the route so the screen
 * replays (tests/flows/screens/lineLogin.ui.test.tsx) drive it with the chart on stubbed actors.
 */
import { Suspense, useMemo, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/lineLogin/lineLogin.connect';
import type { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import type { registrationMachine } from '@machines/registration/registration.machine';
import { welcomePointState } from '@/flows/welcomePoint/WelcomePointHost';
import { PageShell } from '@/ui/layout/PageShell';
import { LineLoginPanel } from './LineLoginPanel';

/** The registration screen (mode 'line'); the route hands in a lazily loaded one, the screen replays the real one. */
export type SignUpScreen = ComponentType<{ actor: ActorRefFrom<typeof registrationMachine>; mode: 'line' }>;

export function LineLoginScreen({ actorRef, SignUp }: { actorRef: ActorRefFrom<typeof lineLoginMachine>; SignUp: SignUpScreen }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actorRef.send(event)), [snapshot, actorRef]);

  if (view.done) return <Navigate to={view.done.next} replace state={view.done.welcomePoints > 0 ? welcomePointState(view.done.welcomePoints) : null} />;
  const panel = (
    <PageShell titleId="line.title" showNav={false} showMember={false}>
      <LineLoginPanel {...view.panel} />
    </PageShell>
  );
  if (view.signUp) {
    return (
      <Suspense fallback={panel}>
        <SignUp key={view.signUp.id} actor={view.signUp} mode="line" />
      </Suspense>
    );
  }
  return panel;
}
