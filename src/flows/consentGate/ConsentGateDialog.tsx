/** Renders an invoked consentGate child actor as the legal-text dialog. */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { selectConsentGateView } from '@machines/consentGate/consentGate.selectors';
import { ConsentDialog, type ConsentDialogHandle } from './ConsentDialog';

export function ConsentGateDialog({ actorRef }: { actorRef: ActorRefFrom<typeof consentGateMachine> }) {
  const view = useSelector(actorRef, selectConsentGateView);
  const dialog = useRef<ConsentDialogHandle>(null);
  // The chart asks for the jump to the end; scrolling is the view's job.
  useEffect(() => {
    const sub = actorRef.on('consent.scrollToBottom', () => dialog.current?.scrollToBottom());
    return () => sub.unsubscribe();
  }, [actorRef]);
  return (
    <ConsentDialog
      ref={dialog}
      open
      kind={view.kind}
      html={view.html}
      isLoading={view.isLoading}
      isSlow={view.isSlow}
      loadFailed={view.loadFailed}
      canAccept={view.canAccept}
      hasCloseIcon={view.hasCloseIcon}
      onScrolled={(m) => actorRef.send({ type: 'CONSENT.SCROLLED', ...m })}
      onJumpToBottom={() => actorRef.send({ type: 'CONSENT.JUMP_TO_BOTTOM' })}
      onAccept={() => actorRef.send({ type: 'CONSENT.ACCEPT' })}
      onCancel={() => actorRef.send({ type: 'CONSENT.CANCEL' })}
      onRetry={() => actorRef.send({ type: 'CONSENT.RETRY' })}
    />
  );
}
