/**
 * /linelogin and /bzbslinelogin: sign in with LINE (the lineLogin chart). Inside the LINE app (or with the
 * sandbox's `?liffMock=1`) it signs in from LIFF straight away; in a browser it offers "Sign in with LINE",
 * goes to LINE with PKCE, and on the way back (`?code&state`) finishes the login. When signed in it
 * replaces itself with the deep link first asked for (`?next=`, kept across the round trip).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectCanRetry, selectCanStart, selectErrorMessage, selectMode, selectNext, selectView } from '@machines/lineLogin/lineLogin.selectors';
import { useServices } from '@/app/services';
import { createLineLoginLogic, lineLoginInputFor } from '@/app/wiring/lineLogin';
import { PageShell } from '@/ui/layout/PageShell';
import { LineLoginPanel } from '@/ui/linelogin/LineLoginPanel';
import { useFlow } from '@/app/useFlow';

export default function LineLoginRoute() {
  const services = useServices();
  const location = useLocation();
  const [input] = useState(() => lineLoginInputFor(services, location));
  const actorRef = useFlow(createLineLoginLogic, input);
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
