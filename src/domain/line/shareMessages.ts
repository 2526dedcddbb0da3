/**
 * Messages sent through LINE (share target picker, "send to my chat"): the validation of spec section 5
 * ("Share messages: 1 to 5, each an object with a type; otherwise invalid-parameter error") and the
 * message card of a campaign. Pure: the caller passes the translated texts.
 */
import type { SdkMessageKey } from './sdkErrors';

/** Spec section 9: messages per send. */
const MIN_MESSAGES = 1;
const MAX_MESSAGES = 5;

/** A LINE message as the platform takes it: an object with a `type` and whatever that type needs. */
export interface LineMessage {
  type: string;
  [key: string]: unknown;
}

/** Why a message list was refused: the SDK's own message key of spec section 8. */
export type ShareMessagesProblem = Extract<SdkMessageKey, 'messageCountRange' | 'noProperArgument'>;

/**
 * Checks a message list before it is handed to LINE. Not an array, or an entry that is not an object with a
 * non-empty string `type`: `noProperArgument`; fewer than 1 or more than 5: `messageCountRange`.
 */
export function validateShareMessages(messages: unknown): { ok: true; messages: LineMessage[] } | { ok: false; problem: ShareMessagesProblem } {
  if (!Array.isArray(messages)) return { ok: false, problem: 'noProperArgument' };
  if (messages.length < MIN_MESSAGES || messages.length > MAX_MESSAGES) return { ok: false, problem: 'messageCountRange' };
  for (const message of messages) {
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return { ok: false, problem: 'noProperArgument' };
    const type = (message as { type?: unknown }).type;
    if (typeof type !== 'string' || type.trim() === '') return { ok: false, problem: 'noProperArgument' };
  }
  return { ok: true, messages: messages as LineMessage[] };
}

/** What a campaign card shows, already translated by the caller. */
export interface CampaignCardTexts {
  /** Campaign name. */
  name: string;
  /** "250 points" in the member's language. */
  pointsText: string;
  /** Button label, e.g. "View reward". */
  actionLabel: string;
  /** Text shown where a chat list cannot draw cards (notifications, old clients). */
  altText: string;
}

/** LINE limits the alt text of a flex message to 400 characters and a button label to 40. */
const ALT_TEXT_MAX = 400;
const LABEL_MAX = 40;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The share card of a campaign: a flex bubble with the campaign image (only an https image: LINE refuses
 * anything else), the name, the points and a button that opens the campaign in the app.
 */
export function campaignShareMessage(card: CampaignCardTexts & { imageUrl?: string; url: string }): LineMessage {
  const hero = card.imageUrl && /^https:\/\//i.test(card.imageUrl)
    ? { hero: { type: 'image', url: card.imageUrl, size: 'full', aspectRatio: '20:13', aspectMode: 'cover' } }
    : {};
  return {
    type: 'flex',
    altText: clip(card.altText, ALT_TEXT_MAX),
    contents: {
      type: 'bubble',
      ...hero,
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'text', text: card.name, weight: 'bold', size: 'lg', wrap: true },
          { type: 'text', text: card.pointsText, size: 'sm', color: '#5b6470', margin: 'md' },
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [{ type: 'button', style: 'primary', action: { type: 'uri', label: clip(card.actionLabel, LABEL_MAX), uri: card.url } }],
      },
    },
  };
}

/** A plain text message (an invitation, a serial code sent to the member's own chat). */
export function textMessage(text: string): LineMessage {
  return { type: 'text', text };
}
