import type { ApiError } from '@/domain/apiError';
import type { ConsentRecord, ConsentVersions } from '@/domain/consent/versions';
import type { MarketingChannel, MarketingChoices } from '@/domain/consent/marketing';

export interface MarketingConsentInput {
  /** Short locale of the marketing text. */
  locale: 'th' | 'en';
}

/** What the page needs to open the dialog: current versions and the member's record. */
export interface MarketingState {
  versions: ConsentVersions;
  record: ConsentRecord;
}

/** Input of the save: both calls of spec section 7. */
export interface SaveMarketingInput {
  choices: MarketingChoices;
  versions: ConsentVersions;
  record: ConsentRecord;
  /** Client transaction id of this save; retries of the same save reuse it. */
  tranId: string;
}

export interface MarketingConsentContext extends MarketingConsentInput {
  versions: ConsentVersions;
  record: ConsentRecord | null;
  /** The boxes as they are on screen. */
  choices: MarketingChoices;
  /** The boxes as last stored (the page's summary). */
  stored: MarketingChoices;
  /** The marketing text, kept after the reading child ends (a failed save keeps the dialog open). */
  html: string;
  /** The id of the save in progress, reused by its retries. */
  tranId: string | null;
  /** The last failure, for the page's message. */
  error: ApiError | null;
}

export type MarketingConsentEvent =
  | { type: 'MARKETING.TOGGLE_ALL' }
  | { type: 'MARKETING.TOGGLE_CHANNEL'; channel: MarketingChannel }
  | { type: 'MARKETING.OPEN' }
  | { type: 'MARKETING.CONFIRM' }
  | { type: 'MARKETING.CLOSE' }
  | { type: 'MARKETING.RETRY' };

export type MarketingConsentEmitted =
  /** The close icon: the caller is told the dialog was hidden. */
  | { type: 'marketing.hidden' }
  | { type: 'marketing.saved'; choices: MarketingChoices }
  /** A failed save goes to the shared error handler. */
  | { type: 'marketing.saveFailed'; error: ApiError };
