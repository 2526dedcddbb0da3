/**
 * The /linelogin page for a running lineLogin actor: ready, loading and error panels from the chart; when
 * signed in it replaces itself with the deep link first asked for. Split from the route so the screen
 * replays (tests/flows/screens/lineLogin.ui.test.tsx) drive it with the chart on stubbed actors.
 */
import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import { selectCanRetry, selectCanStart, selectErrorMessage, selectMode, selectNext, selectView } from '@machines/lineLogin/lineLogin.selectors';
import { PageShell } from '@/ui/layout/PageShell';
import { LineLoginPanel } from '@/ui/linelogin/LineLoginPanel';

export function LineLoginScreen({ actorRef }: { actorRef: ActorRefFrom<typeof lineLoginMachine> }) {
  const view = useSelector(actorRef, selectView);
  const mode = useSelector(actorRef, selectMode);
  const next = useSelector(actorRef, selectNext);
  const error = useSelector(actorRef, selectErrorMessage);
  const canStart = useSelector(actorRef, selectCanStart);
  const canRetry = useSelector(actorRef, selectCanRetry);

  if (view === 'done') return <Navigate to={next} replace />;

  return (
    <PageShell titleId="line.title" showNav={false}>
      <LineLoginPanel
        view={view}
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
}
