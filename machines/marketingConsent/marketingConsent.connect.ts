/**
 * The marketing consent's connect: snapshot + send → what /profile/legalpolicy/marketing shows (the stored
 * channels, Open, the load failure) and the consent dialog's props and handlers. While the dialog reads its
 * text, a consent-gate child owns the text and Confirm/Close; `connectDialog` folds that child's snapshot in,
 * so the page re-renders only its dialog as the member scrolls. Pure like the chart.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { MarketingChannel, MarketingChoices } from '@/domain/consent/marketing';
import type { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { selectConsentGateView } from '@machines/consentGate/consentGate.selectors';
import type { ScrollMetrics } from '@machines/consentGate/consentGate.types';
import type { marketingConsentMachine } from './marketingConsent.machine';
import { CHANNEL_ORDER, selectMarketingReader, selectMarketingView } from './marketingConsent.selectors';
import type { MarketingConsentEvent } from './marketingConsent.types';
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';

type Snapshot = SnapshotFrom<typeof marketingConsentMachine>;
/** The consent-gate chart that reads the marketing text while the dialog is open. */
export type MarketingReader = ActorRefFrom<typeof consentGateMachine>;
type ReaderSnapshot = SnapshotFrom<typeof consentGateMachine>;
/** Sends one of the marketing chart's events (the running actor's `send`). */
export type MarketingSend = (event: MarketingConsentEvent) => void;

/** The consent dialog: its text, the member's boxes and the save's state, with its handlers. */
export interface MarketingDialogView {
  open: boolean;
  html: string;
  isLoading: boolean;
  loadFailed: boolean;
  choices: MarketingChoices;
  /** The boxes can change (the chart accepts MARKETING.TOGGLE_ALL). */
  canToggle: boolean;
  /** Confirm is enabled: the reader accepts CONSENT.ACCEPT, or after a failed save the chart accepts MARKETING.CONFIRM. */
  canConfirm: boolean;
  isSaving: boolean;
  isSlow: boolean;
  saveFailed: boolean;
  onToggleAll: () => void;
  onToggleChannel: (channel: MarketingChannel) => void;
  onConfirm: () => void;
  onClose: () => void;
  onRetryText: () => void;
  onScrolled: (metrics: ScrollMetrics) => void;
  onJumpToBottom: () => void;
}

export interface MarketingConnectView {
  isLoading: boolean;
  isSlow: boolean;
  loadFailed: boolean;
  error?: ApiError;
  onRetry: () => void;
  /** Just saved: the success notice shows. */
  justSaved: boolean;
  /** Each channel in the page's order with whether it is stored as on. */
  channels: { channel: MarketingChannel; on: boolean }[];
  /** Open the dialog again, enabled when the chart accepts MARKETING.OPEN and the network is there. */
  canOpen: boolean;
  /** Why opening is disabled by the network (a message id: the text and the save need the server), else null. */
  openDisabledReasonId: string | null;
  onOpen: () => void;
  /** The running text reader while the dialog reads (absent after Confirm). */
  reader?: MarketingReader;
  /** The dialog as the chart alone sees it; `connectDialog` adds the reader's part. */
  dialog: MarketingDialogView;
}

const noReader = { html: '', isLoading: false, loadFailed: false, canAccept: false };

/** Facts from outside the marketing chart that the page depends on. */
export interface MarketingConnectOptions {
  /** No network: the choices can be read but not changed (the text and the save need the server). */
  offline?: boolean;
}

export function connect(snapshot: Snapshot, send: MarketingSend, options: MarketingConnectOptions = {}): MarketingConnectView {
  const view = selectMarketingView(snapshot);
  const offline = Boolean(options.offline);
  return {
    isLoading: view.isLoading,
    isSlow: view.isSlow,
    loadFailed: view.loadFailed,
    error: view.error ?? undefined,
    onRetry: () => send({ type: 'MARKETING.RETRY' }),
    justSaved: view.justSaved,
    channels: CHANNEL_ORDER.map((channel) => ({ channel, on: view.stored[channel] })),
    canOpen: !offline && view.canOpen,
    openDisabledReasonId: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null,
    onOpen: () => {
      if (!offline) send({ type: 'MARKETING.OPEN' });
    },
    // XState types children by every actor of the chart, not by id: this id only ever runs the reader.
    reader: selectMarketingReader(snapshot) as MarketingReader | undefined,
    dialog: {
      open: view.dialogOpen,
      html: view.html,
      isLoading: false,
      loadFailed: false,
      choices: view.choices,
      canToggle: view.canToggle,
      canConfirm: view.canRetrySave,
      isSaving: view.isSaving,
      isSlow: view.isSlow,
      saveFailed: view.saveFailed,
      onToggleAll: () => send({ type: 'MARKETING.TOGGLE_ALL' }),
      onToggleChannel: (channel) => send({ type: 'MARKETING.TOGGLE_CHANNEL', channel }),
      onConfirm: () => send({ type: 'MARKETING.CONFIRM' }),
      onClose: () => send({ type: 'MARKETING.CLOSE' }),
      onRetryText: () => undefined,
      onScrolled: () => undefined,
      onJumpToBottom: () => undefined,
    },
  };
}

/**
 * The dialog while a reader runs: its text and Confirm come from the reader, and Confirm, Close, Retry, the
 * scroll and the jump go to it. Without a reader the chart's dialog is returned as it is.
 */
export function connectDialog(dialog: MarketingDialogView, reader: MarketingReader | undefined, readerSnapshot: ReaderSnapshot | undefined): MarketingDialogView {
  if (!reader) return dialog;
  // Replays stub the reader with a logic that is not a chart: only a chart's snapshot is read.
  const text = readerSnapshot && 'context' in readerSnapshot ? selectConsentGateView(readerSnapshot) : noReader;
  return {
    ...dialog,
    html: text.html,
    isLoading: text.isLoading,
    loadFailed: text.loadFailed,
    canConfirm: text.canAccept,
    onConfirm: () => reader.send({ type: 'CONSENT.ACCEPT' }),
    onClose: () => reader.send({ type: 'CONSENT.CANCEL' }),
    onRetryText: () => reader.send({ type: 'CONSENT.RETRY' }),
    onScrolled: (metrics) => reader.send({ type: 'CONSENT.SCROLLED', ...metrics }),
    onJumpToBottom: () => reader.send({ type: 'CONSENT.JUMP_TO_BOTTOM' }),
  };
}
