/** The Thai messages outside the core (src/i18n/coreMessages.ts): one chunk, loaded after the first render. */
import rest from 'virtual:messages/th-rest';

export const thaiRestMessages: Record<string, string> = rest;
