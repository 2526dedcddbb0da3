/**
 * Message catalogues. A flow keeps its strings beside its screen, `src/flows/<id>/<id>.messages.json`; strings
 * several flows show live in `src/i18n/catalogues/<area>.messages.json`. Each entry holds both languages
 * (`{ "cart.title": { "th": "…", "en": "…" } }`), so neither can be forgotten; ids are namespaced by area
 * (`reward.title`, `otp.confirm`) and an id declared twice fails the build (scripts/vite/messageCatalogues.ts).
 *
 * This module holds both languages at once, for tests and tools. The running app takes its catalogues
 * from src/i18n/runtimeMessages.ts, which bundles the Thai core and loads the rest of Thai and English on demand.
 */
import thaiMessages from 'virtual:messages/th';
import englishMessages from 'virtual:messages/en';

/** Short locale used by react-intl and the catalogues. */
export type ShortLocale = 'th' | 'en';

export const messages: Record<ShortLocale, Record<string, string>> = { th: thaiMessages, en: englishMessages };
