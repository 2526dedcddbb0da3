/**
 * Runs the re-consent chart for the signed-in member: the existing consent dialog for each policy whose
 * version is newer than the one accepted, the read-again-or-sign-out question, the shared handler for
 * failures, and sign-out when the member refuses.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { connect, type ReconsentSend } from '@machines/reconsent/reconsent.connect';
import type { reconsentMachine } from '@machines/reconsent/reconsent.machine';
import { sameView } from '@machines/shared/sameView';
import { useDialogs } from '@/flows/shared/useDialogs';
import { useServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createReconsentLogic } from './reconsent.live';
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';
import { ReconsentDeclinedDialog } from './ReconsentDeclinedDialog';

// The consent dialog (with the legal text and its sanitiser) loads when a policy is to be read again, not with
// the check: most members are up to date, and those bytes would share a signed-in first screen's network.
const consentGateDialog = onDemand(() => import('@/flows/consentGate/ConsentGateDialog'));
const ConsentGateDialog = onDemandComponent(consentGateDialog, (module) => module.ConsentGateDialog);

/** Loads the consent dialog (a screen test loads it first, so it renders in the same pass as the state that opens it). */
export const loadConsentGateDialog = consentGateDialog.load;

export default function ReconsentRunner({ locale }: { locale: 'th' | 'en' }) {
  const services = useServices();
  const dialogs = useDialogs();
  const actor = useFlow(createReconsentLogic, { locale });
  useEffect(() => {
    const signOut = actor.on('reconsent.signOut', () => services.session.send({ type: 'SESSION.LOGOUT' }));
    const failed = actor.on('reconsent.failed', (event) => void dialogs.apiError(event.error));
    return () => {
      signOut.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, services.session, dialogs]);
  return <ReconsentScreen actor={actor} />;
}

/** The consent dialog of the policy being read and the read-again-or-sign-out question, for a running re-consent actor (also driven by the screen replays). */
export function ReconsentScreen({ actor }: { actor: ActorRefFrom<typeof reconsentMachine> }) {
  const intl = useIntl();
  const send = useCallback<ReconsentSend>((event) => actor.send(event), [actor]);
  // It runs over every page of a signed-in member: the connect's view is selected whole with sameView, so a
  // snapshot that changes nothing shown (loading, saving) does not re-render it.
  const select = useCallback((snapshot: SnapshotFrom<typeof reconsentMachine>) => connect(snapshot, send), [send]);
  const view = useSelector(actor, select, sameView);
  return (
    <>
      {view.gate ? <ConsentGateDialog actorRef={view.gate} /> : null}
      <ReconsentDeclinedDialog open={view.declined} policy={intl.formatMessage({ id: view.policyId })} onReview={view.onReview} onSignOut={view.onSignOut} />
    </>
  );
}
