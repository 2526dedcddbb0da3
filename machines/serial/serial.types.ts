import type { ApiError } from '@/domain/apiError';
import type { RenderErrorReason, SerialTab } from '@/domain/campaign/barcode';
import type { Serial, SerialStatus } from '@/domain/campaign/serial';
import type { TranId } from '@/domain/write/tranId';

/** Where the serial was opened: the history page tracks viewcode_close, everything else campaign_close. */
export type SerialSource = 'campaign' | 'history';

export interface SerialInput {
  serial: Serial;
  source: SerialSource;
}

export interface SerialContext {
  serial: Serial;
  source: SerialSource;
  status: SerialStatus;
  /** Seconds left on the countdown (showTimer with expireIn). */
  secondsLeft?: number;
  /** The last code that could not be drawn, and why; the view shows the text tab with a message. */
  renderError?: { tab: 'qr' | 'barcode'; reason: RenderErrorReason };
  /** Why marking as used failed. */
  error?: ApiError;
  /** The mark-as-used attempt's client transaction id (idempotency key). */
  tranId?: TranId;
}

export interface MarkUsedInput {
  redeemKey: string;
  tranId?: TranId;
}

export type SerialEvent =
  | { type: 'SERIAL.TAB_SELECTED'; tab: SerialTab }
  | { type: 'SERIAL.COPY' }
  /** The view could not draw the QR code or barcode. */
  | { type: 'SERIAL.RENDER_FAILED'; tab: 'qr' | 'barcode'; reason: RenderErrorReason }
  | { type: 'SERIAL.MARK_USED' }
  | { type: 'SERIAL.CONFIRM_USE' }
  | { type: 'SERIAL.CANCEL_USE' }
  /** OK on the mark-as-used success or failure alert. */
  | { type: 'SERIAL.ALERT_CLOSED' }
  | { type: 'SERIAL.CLOSE' };

export type SerialTag = 'busy' | 'serialVisible';
