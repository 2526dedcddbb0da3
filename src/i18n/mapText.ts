/**
 * Map-text overlay (spec sections 3 and 7): each field of the labels file replaces the default label
 * with the same id in the current language. Only ids the catalogue knows are replaced, and each label
 * is taken as plain text (a literal message), never as a message pattern.
 */
import type { MessageFormatElement } from 'react-intl';

/** The react-intl message map: plain patterns in development, precompiled ASTs in production builds. */
export type MessageMap = Record<string, string> | Record<string, MessageFormatElement[]>;

/** A literal message element (the parser's TYPE.literal is 0). */
function literal(text: string): MessageFormatElement[] {
  return [{ type: 0, value: text } as MessageFormatElement];
}

export function overlayLabels(defaults: MessageMap, labels: Record<string, string>): MessageMap {
  const keys = Object.keys(labels).filter((key) => key in defaults && typeof labels[key] === 'string');
  if (keys.length === 0) return defaults;
  const out: Record<string, string | MessageFormatElement[]> = { ...defaults };
  for (const key of keys) out[key] = literal(labels[key]!);
  return out as MessageMap;
}
