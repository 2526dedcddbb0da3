/** Renders an invoked consentGate child actor as the legal-text dialog. */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/consentGate/consentGate.connect';
import type { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { ConsentDialog, type ConsentDialogHandle } from './ConsentDialog';

export function ConsentGateDialog({ actorRef }: { actorRef: ActorRefFrom<typeof consentGateMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actorRef.send(event)), [snapshot, actorRef]);
  const dialog = useRef<ConsentDialogHandle>(null);
  // The chart asks for the jump to the end; scrolling is the view's job.
  useEffect(() => {
    const sub = actorRef.on('consent.scrollToBottom', () => dialog.current?.scrollToBottom());
    return () => sub.unsubscribe();
  }, [actorRef]);
  return <ConsentDialog ref={dialog} open {...view} />;
}
