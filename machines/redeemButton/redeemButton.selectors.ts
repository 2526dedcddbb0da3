import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { describeConfirmation, type RedeemConfirmation } from '@/domain/campaign/confirmation';
import type { DrawResult } from '@/domain/campaign/drawResult';
import type { Serial } from '@/domain/campaign/serial';
import type { redeemButtonMachine } from './redeemButton.machine';

type Snapshot = SnapshotFrom<typeof redeemButtonMachine>;

/** Which dialog (if any) the redeem flow shows. */
export type RedeemDialog = 'none' | 'confirm' | 'failed' | 'result' | 'serial';

export function selectRedeemDialog(snapshot: Snapshot): RedeemDialog {
  if (snapshot.matches('confirming') || snapshot.matches('redeeming')) return 'confirm';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('resultShown')) return 'result';
  if (snapshot.matches('serialShown')) return 'serial';
  return 'none';
}

export const selectIsRedeeming = (snapshot: Snapshot): boolean => snapshot.hasTag('busy');
export const selectCanStart = (snapshot: Snapshot): boolean => snapshot.can({ type: 'REDEEM.START' });
export const selectConfirmation = (snapshot: Snapshot): RedeemConfirmation => describeConfirmation(snapshot.context.campaign);
export const selectRedeemError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.error;
export const selectDrawResultView = (snapshot: Snapshot): DrawResult | undefined => snapshot.context.drawResult;
export const selectSerial = (snapshot: Snapshot): Serial | undefined => snapshot.context.outcome?.serial;
export const selectCopyStatus = (snapshot: Snapshot): 'ready' | 'copying' | 'copied' | 'failed' => {
  if (snapshot.matches({ serialShown: 'copied' })) return 'copied';
  if (snapshot.matches({ serialShown: 'copying' })) return 'copying';
  if (snapshot.matches({ serialShown: 'copyFailed' })) return 'failed';
  return 'ready';
};
