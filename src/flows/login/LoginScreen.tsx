/**
 * The /login page for a running login actor: the form, the OTP dialog of its child and the error alert, all
 * from the sign-in connect; its handlers send the chart's events. Split from the route so the screen replays
 * (tests/flows/screens/login.ui.test.tsx) drive it with the chart on stubbed actors.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/login/login.connect';
import type { loginMachine } from '@machines/login/login.machine';
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
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <PageShell titleId="login.title" showNav={false} showMember={false}>
      <LoginForm {...view.form} lineLoginHref={next ? `/linelogin?next=${encodeURIComponent(next)}` : '/linelogin'} />
      {view.otp ? <OtpDialogConnector actorRef={view.otp} /> : null}
      <LoginErrorDialog {...view.error} />
    </PageShell>
  );
}
