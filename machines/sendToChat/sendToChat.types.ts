import type { LineClient } from '@/domain/line/clientLimits';
import type { LineFeatureError } from '@/domain/line/featureErrors';

export interface SendToChatInput {
  client: LineClient;
  mainLiffId: string;
  consentLiffId: string;
}

export interface SendToChatContext extends SendToChatInput {
  messages: unknown;
  error: LineFeatureError | null;
}

export type SendToChatEvent = { type: 'CHAT.SEND'; messages: unknown } | { type: 'CHAT.DISMISS' };
