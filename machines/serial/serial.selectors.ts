import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { RenderErrorReason, SerialTab } from '@/domain/campaign/barcode';
import { displayedCode, hidesTabs, type Serial, type SerialStatus } from '@/domain/campaign/serial';
import type { serialMachine } from './serial.machine';

type Snapshot = SnapshotFrom<typeof serialMachine>;

/** Which of the serial's dialogs shows: the serial itself, the mark-as-used confirm, an alert, or none (closed). */
export type SerialDialogStep = 'serial' | 'confirmUse' | 'marking' | 'usedAlert' | 'failAlert' | 'closed';

export function selectSerialStep(snapshot: Snapshot): SerialDialogStep {
  if (snapshot.status === 'done') return 'closed';
  if (snapshot.matches({ open: { code: { active: 'confirmingUse' } } })) return 'confirmUse';
  if (snapshot.matches({ open: { code: { active: 'marking' } } })) return 'marking';
  if (snapshot.matches({ open: { code: { active: 'failed' } } })) return 'failAlert';
  if (snapshot.matches({ open: { code: { used: 'succeeded' } } })) return 'usedAlert';
  return 'serial';
}

/** Everything the serial display renders. */
export interface SerialView {
  serial: Serial;
  status: SerialStatus;
  tab: SerialTab;
  /** The code shown: XXXXXXXX when expired or used. */
  code: string;
  tabsHidden: boolean;
  /** Seconds left when the countdown runs or ran. */
  secondsLeft?: number;
  canMarkUsed: boolean;
  canCopy: boolean;
  copy: 'ready' | 'copying' | 'copied' | 'failed';
  renderError?: { tab: 'qr' | 'barcode'; reason: RenderErrorReason };
  /** Enabled tabs, by snapshot.can. */
  canSelect: Record<SerialTab, boolean>;
}

function currentTab(snapshot: Snapshot): SerialTab {
  if (snapshot.matches({ open: { tab: 'qr' } })) return 'qr';
  if (snapshot.matches({ open: { tab: 'barcode' } })) return 'barcode';
  return 'text';
}

function copyStatus(snapshot: Snapshot): SerialView['copy'] {
  if (snapshot.matches({ open: { copy: 'copied' } })) return 'copied';
  if (snapshot.matches({ open: { copy: 'copying' } })) return 'copying';
  if (snapshot.matches({ open: { copy: 'copyFailed' } })) return 'failed';
  return 'ready';
}

export function selectSerialView(snapshot: Snapshot): SerialView {
  const { serial, status, secondsLeft, renderError } = snapshot.context;
  const tab = currentTab(snapshot);
  const can = (t: SerialTab) => t === tab || snapshot.can({ type: 'SERIAL.TAB_SELECTED', tab: t });
  return {
    serial,
    status,
    tab,
    code: displayedCode(serial.serial, status),
    tabsHidden: hidesTabs(serial),
    ...(secondsLeft !== undefined ? { secondsLeft } : {}),
    canMarkUsed: snapshot.can({ type: 'SERIAL.MARK_USED' }),
    canCopy: snapshot.can({ type: 'SERIAL.COPY' }),
    copy: copyStatus(snapshot),
    ...(renderError ? { renderError } : {}),
    canSelect: { qr: can('qr'), barcode: can('barcode'), text: can('text') },
  };
}

export const selectMarkUsedError = (snapshot: Snapshot): ApiError | undefined => snapshot.context.error;
