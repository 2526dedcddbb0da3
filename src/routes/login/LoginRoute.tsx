/**
 * /login: the login chart wired to the real calls, the session and the router. The page holds no flow
 * state: fields, errors and the OTP dialog all come from the chart's snapshot.
 */
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectLoginView, selectOtpRef } from '@machines/login/login.selectors';
import { useFlow } from '@/app/useFlow';
import { createLoginLogic } from '@/app/wiring/login';
import { safeNextPath } from '@/domain/navigation/nextPath';
import { PageShell } from '@/ui/layout/PageShell';
import { LoginErrorDialog } from '@/ui/login/LoginErrorDialog';
import { LoginForm } from '@/ui/login/LoginForm';
import { OtpDialogConnector } from './OtpDialogConnector';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const next = safeNextPath(search.get('next'));
  const actor = useFlow(
    (services) => createLoginLogic(services, { navigate: (path) => navigateRef.current(path, { replace: true }) }),
    { next },
  );
  const view = useSelector(actor, selectLoginView);
  const otp = useSelector(actor, selectOtpRef);

  return (
    <PageShell titleId="login.title" showNav={false}>
      <LoginForm
        view={view}
        onMethodChange={(method) => actor.send({ type: 'LOGIN.METHOD_CHANGED', method })}
        onUsernameChange={(value) => actor.send({ type: 'LOGIN.USERNAME_CHANGED', value })}
        onPasswordChange={(value) => actor.send({ type: 'LOGIN.PASSWORD_CHANGED', value })}
        onMobileChange={(value) => actor.send({ type: 'LOGIN.MOBILE_CHANGED', value })}
        onPasswordSubmit={() => actor.send({ type: 'LOGIN.PASSWORD_SUBMITTED' })}
        onOtpRequest={() => actor.send({ type: 'LOGIN.OTP_REQUESTED' })}
        onGuest={() => actor.send({ type: 'LOGIN.GUEST_CHOSEN' })}
        lineLoginHref={next ? `/linelogin?next=${encodeURIComponent(next)}` : '/linelogin'}
      />
      {otp ? <OtpDialogConnector actorRef={otp} /> : null}
      <LoginErrorDialog alert={view.alert} onDismiss={() => actor.send({ type: 'LOGIN.ERROR_DISMISSED' })} />
    </PageShell>
  );
}
