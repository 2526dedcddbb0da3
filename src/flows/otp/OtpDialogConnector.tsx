/**
 * Joins a running OTP dialog chart (an invoked or spawned child) to the OtpDialog component through the OTP
 * connect. Reusable by any route that runs the OTP chart (login, registration by phone).
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/otp/otp.connect';
import type { otpMachine } from '@machines/otp/otp.machine';
import { OtpDialog } from './OtpDialog';

export function OtpDialogConnector({ actorRef }: { actorRef: ActorRefFrom<typeof otpMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const dialog = useMemo(() => connect(snapshot, (event) => actorRef.send(event)), [snapshot, actorRef]);
  return <OtpDialog {...dialog} />;
}
