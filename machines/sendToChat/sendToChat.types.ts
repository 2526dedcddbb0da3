import type { LineClient } from '@/domain/line/clientLimits';
import type { LineFeatureError } from '@/domain/line/featureErrors';

export interface SendToChatInput {
  mainLiffId: string;
  consentLiffId: string;
}

export interface SendToChatContext extends SendToChatInput {
  /** Where the app runs (read when the flow starts). */
  client: LineClient;
  messages: unknown;
  error: LineFeatureError | null;
}

export type SendToChatEvent = { type: 'CHAT.SEND'; messages: unknown } | { type: 'CHAT.DISMISS' };
