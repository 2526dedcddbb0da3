/** Renders the invoked OTP chart of /register/phone as the OTP dialog. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '@machines/otp/otp.machine';
import { selectOtpView } from '@machines/otp/otp.selectors';
import { OtpDialog } from '@/ui/otp/OtpDialog';

export function OtpChildDialog({ actorRef }: { actorRef: ActorRefFrom<typeof otpMachine> }) {
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
