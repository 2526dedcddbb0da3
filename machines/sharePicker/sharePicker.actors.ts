/**
 * Default actors of the share picker: typed stubs. The app provides the real ones (src/flows/sharePicker/sharePicker.live.ts),
 * tests provide fakes.
 */
import { fromCallback } from 'xstate';
import { notProvided } from '../shared/provided';
import type { LineMessage } from '@/domain/line/shareMessages';
import { linePermissionMachine } from '../linePermission/linePermission.machine';
import type { ShareEvent, ShareFacts, ShareLink, ShareResultStatus, ShareWindowEvent } from './sharePicker.types';

export const sharePickerActors = {
  /** Where the app runs: LINE client facts, a LINE login, a device share sheet, whether LIFF's picker runs here. */
  detectShareContext: notProvided<ShareFacts, void>('sharePicker.detectShareContext'),
  /** The profile permission check before the share-picker window of a browser (a linePermission child flow). */
  checkPermission: linePermissionMachine,
  /** liff.shareTargetPicker(messages): `{ status: 'success' }`, or null when the member closed it. */
  liffShareTargetPicker: notProvided<{ status: ShareResultStatus } | null, { messages: unknown }>('sharePicker.liffShareTargetPicker'),
  /**
   * The share-picker window of an external browser, for as long as it is open: opens it at once (still inside
   * the member's tap), gets the one-time token, sends WINDOW.OPENED / WINDOW.BLOCKED / WINDOW.FAILED, hands the
   * window the messages when it says it is ready, and answers WINDOW.CHECK with WINDOW.CLOSED once it is closed.
   */
  shareWindow: fromCallback<ShareWindowEvent, { liffId: string; messages: unknown }, ShareEvent>(() => {
    throw new Error('sharePicker.shareWindow is not provided');
  }),
  /** GET the share-picker result for the one-time token. */
  pollShareResult: notProvided<{ status: ShareResultStatus }, { liffId: string; ott: string }>('sharePicker.pollShareResult'),
  /** POST result=CANCEL for the one-time token; answers the final result. */
  cancelShare: notProvided<{ status: ShareResultStatus }, { liffId: string; ott: string }>('sharePicker.cancelShare'),
  /** navigator.share; rejects with an AbortError when the member closes the sheet. */
  deviceShare: notProvided<void, ShareLink>('sharePicker.deviceShare'),
  /** Copies the link to the clipboard. */
  copyLink: notProvided<void, ShareLink>('sharePicker.copyLink'),
};

export type { LineMessage };
