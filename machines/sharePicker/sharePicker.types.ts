import type { LineClient } from '@/domain/line/clientLimits';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { LineMessage } from '@/domain/line/shareMessages';

/** What the device share sheet or the copied link carries when LINE is not available. */
export interface ShareLink {
  url: string;
  title: string;
  text: string;
}

export interface ShareInput {
  liffId: string;
}

/** Facts about where the app runs, read once when the flow starts. */
export interface ShareFacts {
  client: LineClient;
  /** The member holds a LINE login (inside LINE, or a LINE sign-in in this browser). */
  lineLoggedIn: boolean;
  /** navigator.share exists. */
  deviceShare: boolean;
  /** Whether LIFF's picker runs in this LINE app (featureAvailability('shareTargetPicker')). */
  pickerAvailability: 'available' | 'inClientOnly' | 'updateRequired';
  /** The LINE version that has the picker, when it is too old. */
  pickerMinVersion?: string;
  /** This page is the parent window, not a sub-window (only a parent may open the consent sub-window). @default true */
  inParentWindow?: boolean;
}

export interface ShareContext {
  client: LineClient;
  lineLoggedIn: boolean;
  deviceShare: boolean;
  pickerAvailability: ShareFacts['pickerAvailability'];
  pickerMinVersion: string | null;
  inParentWindow: boolean;
  liffId: string;
  /** What is being shared (checked before sending). */
  messages: unknown;
  link: ShareLink;
  /** One-time token of the share-picker window. */
  ott: string | null;
  error: LineFeatureError | null;
}

export type ShareResultStatus = 'pending' | 'success' | 'cancel' | 'error';

export type ShareEvent =
  | { type: 'SHARE.OPEN'; messages: unknown; link: ShareLink }
  | { type: 'SHARE.DISMISS' }
  | { type: 'WINDOW.OPENED'; ott: string }
  | { type: 'WINDOW.BLOCKED' }
  | { type: 'WINDOW.FAILED'; error: LineFeatureError }
  | { type: 'WINDOW.CLOSED' };

/** Events the share-picker window actor accepts. */
export type ShareWindowEvent = { type: 'WINDOW.CHECK' };

export type { LineMessage };
