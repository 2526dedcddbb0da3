/**
 * The share control's connect: snapshot + send → what the control shows (the outcome or the step under way),
 * whether Share is enabled (`snapshot.can`), and the handlers that send the chart's events. The messages and
 * link are the caller's (a campaign card, an invite text), so Share takes them. Pure like the chart, so the
 * campaign share, the invite and the screen replay share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { sharePickerMachine } from './sharePicker.machine';
import { selectShareView, type ShareView } from './sharePicker.selectors';
import type { ShareEvent, ShareLink } from './sharePicker.types';

/** Sends one of the share picker's events (the running actor's `send`). */
export type SharePickerSend = (event: ShareEvent) => void;

export interface SharePickerView {
  view: ShareView;
  /** The chart takes SHARE.OPEN now (the share context is known and nothing is under way). */
  canShare: boolean;
  onShare: (messages: unknown[], link: ShareLink) => void;
  onDismiss: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof sharePickerMachine>, send: SharePickerSend): SharePickerView {
  return {
    view: selectShareView(snapshot),
    canShare: snapshot.can({ type: 'SHARE.OPEN', messages: [], link: { url: '', title: '', text: '' } }),
    onShare: (messages, link) => send({ type: 'SHARE.OPEN', messages, link }),
    onDismiss: () => send({ type: 'SHARE.DISMISS' }),
  };
}
