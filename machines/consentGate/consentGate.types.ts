/** Which legal text the gate shows. */
export type ConsentKind = 'terms' | 'privacy' | 'age' | 'marketing';

export interface ConsentGateInput {
  kind: ConsentKind;
  /** Version from blob storage (`/pdpaconsent/{appId}/version`). @default '1' (age: '20') */
  version: string;
  /** Short locale of the text file. */
  locale: 'th' | 'en';
}

export interface ConsentGateContext extends ConsentGateInput {
  /** The legal text (HTML, sanitised by the view); empty while loading or after a failed load. */
  html: string;
  /** Set when the person accepted. */
  accepted: boolean;
  /** Pixels allowed between the scroll position and the end: 100, or 0 for the age dialog. */
  threshold: number;
}

/** Scroll measurements of the text container, as the browser reports them. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export type ConsentGateEvent =
  | ({ type: 'CONSENT.SCROLLED' } & ScrollMetrics)
  | { type: 'CONSENT.JUMP_TO_BOTTOM' }
  | { type: 'CONSENT.ACCEPT' }
  | { type: 'CONSENT.CANCEL' }
  | { type: 'CONSENT.RETRY' };

/** Emitted so the view scrolls its text container to the end ('tap to bottom'). */
export type ConsentGateEmitted = { type: 'consent.scrollToBottom' };

export interface ConsentGateOutput {
  kind: ConsentKind;
  version: string;
  accepted: boolean;
  /** The text that was shown (a caller that keeps its dialog open after the gate ends shows it again). */
  html: string;
}
