import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { describeConfirmation, type RedeemConfirmation } from '@/domain/campaign/confirmation';
import type { DrawResult } from '@/domain/campaign/drawResult';
import type { ActorRefFrom } from 'xstate';
import type { serialMachine } from '@machines/serial/serial.machine';
import type { redeemButtonMachine } from './redeemButton.machine';

type Snapshot = SnapshotFrom<typeof redeemButtonMachine>;

/** Which dialog (if any) the redeem flow shows. */
export type RedeemDialog = 'none' | 'confirm' | 'failed' | 'unconfirmed' | 'result' | 'serial';

export function selectRedeemDialog(snapshot: Snapshot): RedeemDialog {
  if (snapshot.matches('confirming') || snapshot.matches('redeeming') || snapshot.matches('verifying')) return 'confirm';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unconfirmed')) return 'unconfirmed';
  if (snapshot.matches('resultShown')) return 'result';
  if (snapshot.matches('serialShown')) return 'serial';
  return 'none';
}

export const selectIsRedeeming = (snapshot: Snapshot): boolean => snapshot.hasTag('busy');
/** What the busy confirm dialog says: redeeming, or checking whether a redeem whose answer was lost happened. */
export const selectBusyStep = (snapshot: Snapshot): 'redeeming' | 'verifying' | undefined =>
  snapshot.matches('verifying') ? 'verifying' : snapshot.matches('redeeming') ? 'redeeming' : undefined;
/** The redeem (or its re-read) has run past REQUEST_SLOW. */
export const selectRedeemSlow = (snapshot: Snapshot): boolean => snapshot.hasTag('slow');
export const selectCanStart = (snapshot: Snapshot): boolean => snapshot.can({ type: 'REDEEM.START' });
export const selectConfirmation = (snapshot: Snapshot): RedeemConfirmation => describeConfirmation(snapshot.context.campaign);
export const selectRedeemError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.error;
export const selectDrawResultView = (snapshot: Snapshot): DrawResult | undefined => snapshot.context.drawResult;
/** The running serial chart (only while the serial dialog is shown). */
export const selectSerialActor = (snapshot: Snapshot): ActorRefFrom<typeof serialMachine> | undefined =>
  snapshot.children.serial as ActorRefFrom<typeof serialMachine> | undefined;
