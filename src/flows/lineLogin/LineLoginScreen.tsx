/**
 * The /linelogin page for a running lineLogin actor: ready, loading and error panels from the chart; when
 * signed in it replaces itself with the deep link first asked for (with the welcome points of a sign-up).
 * A LINE user who is not yet a member gets the sign-up form of the registration chart (mode 'line'). Split from the route so the screen
 * replays (tests/flows/screens/lineLogin.ui.test.tsx) drive it with the chart on stubbed actors.
 */
import { Suspense, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import type { registrationMachine } from '@machines/registration/registration.machine';
import { selectCanRetry, selectCanStart, selectErrorMessage, selectMode, selectNext, selectView, selectWelcomePoints } from '@machines/lineLogin/lineLogin.selectors';
import { welcomePointState } from '@/flows/welcomePoint/WelcomePointHost';
import { PageShell } from '@/ui/layout/PageShell';
import { LineLoginPanel } from './LineLoginPanel';

/** The registration screen (mode 'line'); the route hands in a lazily loaded one, the screen replays the real one. */
export type SignUpScreen = ComponentType<{ actor: ActorRefFrom<typeof registrationMachine>; mode: 'line' }>;

export function LineLoginScreen({ actorRef, SignUp }: { actorRef: ActorRefFrom<typeof lineLoginMachine>; SignUp: SignUpScreen }) {
  const view = useSelector(actorRef, selectView);
  const mode = useSelector(actorRef, selectMode);
  const next = useSelector(actorRef, selectNext);
  const error = useSelector(actorRef, selectErrorMessage);
  const canStart = useSelector(actorRef, selectCanStart);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const welcomePoints = useSelector(actorRef, selectWelcomePoints);
  const signUp = useSelector(actorRef, (s) => s.children.lineSignUp as ActorRefFrom<typeof registrationMachine> | undefined);

  if (view === 'done') return <Navigate to={next} replace state={welcomePoints > 0 ? welcomePointState(welcomePoints) : null} />;
  const panel = (
    <PageShell titleId="line.title" showNav={false} showMember={false}>
      <LineLoginPanel
        view={view === 'signingUp' ? 'loading' : view}
        mode={mode}
        error={error}
        canStart={canStart}
        canRetry={canRetry}
        onStart={() => actorRef.send({ type: 'LINE.START' })}
        onRetry={() => actorRef.send({ type: 'LINE.RETRY' })}
        onClose={() => actorRef.send({ type: 'LINE.CLOSE' })}
      />
    </PageShell>
  );
  if (view === 'signingUp' && signUp) {
    return (
      <Suspense fallback={panel}>
        <SignUp key={signUp.id} actor={signUp} mode="line" />
      </Suspense>
    );
  }
  return panel;
}
