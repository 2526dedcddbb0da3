/**
 * The /login page for a running login actor: the form, the OTP dialog of its child and the error alert, all
 * from the chart's snapshot; intents go back as events. Split from the route so the screen replays
 * (tests/flows/screens/login.ui.test.tsx) drive it with the chart on stubbed actors.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '@machines/login/login.machine';
import { selectLoginView, selectOtpRef } from '@machines/login/login.selectors';
import { PageShell } from '@/ui/layout/PageShell';
import { LoginErrorDialog } from './LoginErrorDialog';
import { LoginForm } from './LoginForm';
import { OtpDialogConnector } from '@/flows/otp/OtpDialogConnector';

export interface LoginScreenProps {
  actor: ActorRefFrom<typeof loginMachine>;
  /** The deep link to open after signing in (already checked), carried to "Sign in with LINE". */
  next: string;
}

export function LoginScreen({ actor, next }: LoginScreenProps) {
  const view = useSelector(actor, selectLoginView);
  const otp = useSelector(actor, selectOtpRef);
  return (
    <PageShell titleId="login.title" showNav={false} showMember={false}>
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
