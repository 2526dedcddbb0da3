/**
 * The Thai core (the default language), bundled with the app shell: the messages the first route shows
 * (src/i18n/coreMessages.ts). The rest of Thai is src/i18n/thaiRest.ts, a chunk of its own.
 */
import core from 'virtual:messages/th-core';

export const thaiCoreMessages: Record<string, string> = core;
