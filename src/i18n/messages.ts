/**
 * Message catalogues. Each feature area keeps its strings in its own pair of files,
 * `catalogues/<area>.th.json` and `catalogues/<area>.en.json`, so features add strings without
 * touching each other's files. Keys are namespaced by area (`reward.title`, `otp.confirm`).
 * tests/i18n/catalogues.test.ts fails when the two languages do not have the same keys.
 *
 * This module holds both languages at once, for tests and tools. The running app takes its catalogues
 * from src/i18n/runtimeMessages.ts, which bundles the Thai core and loads the rest of Thai and English on demand.
 */
import { mergeCatalogues } from '@/i18n/merge';

const thModules = import.meta.glob<Record<string, string>>('./catalogues/*.th.json', { eager: true, import: 'default' });
const enModules = import.meta.glob<Record<string, string>>('./catalogues/*.en.json', { eager: true, import: 'default' });

/** Short locale used by react-intl and the catalogues. */
export type ShortLocale = 'th' | 'en';

export const messages: Record<ShortLocale, Record<string, string>> = {
  th: mergeCatalogues(thModules),
  en: mergeCatalogues(enModules),
};

/** Per-file catalogues, for the parity test. */
export const catalogueFiles = { th: thModules, en: enModules };
