/**
 * Message catalogues. Each feature area keeps its strings in its own pair of files,
 * `catalogues/<area>.th.json` and `catalogues/<area>.en.json`, so features add strings without
 * touching each other's files. Keys are namespaced by area (`reward.title`, `otp.confirm`).
 * tests/i18n/catalogues.test.ts fails when the two languages do not have the same keys.
 */
const thModules = import.meta.glob<Record<string, string>>('./catalogues/*.th.json', { eager: true, import: 'default' });
const enModules = import.meta.glob<Record<string, string>>('./catalogues/*.en.json', { eager: true, import: 'default' });

function merge(modules: Record<string, Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, messages] of Object.entries(modules)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in out) throw new Error(`Duplicate message id ${key} in ${file}`);
      out[key] = value;
    }
  }
  return out;
}

/** Short locale used by react-intl and the catalogues. */
export type ShortLocale = 'th' | 'en';

export const messages: Record<ShortLocale, Record<string, string>> = {
  th: merge(thModules),
  en: merge(enModules),
};

/** Per-file catalogues, for the parity test. */
export const catalogueFiles = { th: thModules, en: enModules };
