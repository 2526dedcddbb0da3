/**
 * Joins a running OTP dialog chart (an invoked or spawned child) to the OtpDialog component. Reusable by
 * any route that runs the OTP chart (login, registration by phone).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '@machines/otp/otp.machine';
import { selectOtpView } from '@machines/otp/otp.selectors';
import { OtpDialog } from './OtpDialog';

export function OtpDialogConnector({ actorRef }: { actorRef: ActorRefFrom<typeof otpMachine> }) {
  const view = useSelector(actorRef, selectOtpView);
  return (
    <OtpDialog
      view={view}
      onCodeChange={(value) => actorRef.send({ type: 'OTP.CODE_CHANGED', value })}
      onConfirm={() => actorRef.send({ type: 'OTP.CONFIRM' })}
      onResend={() => actorRef.send({ type: 'OTP.RESEND' })}
      onCancel={() => actorRef.send({ type: 'OTP.CANCEL' })}
    />
  );
}
