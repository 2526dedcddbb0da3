/**
 * Locales of spec section 3 ("Locale") and 9: the backend speaks locale codes (1054 Thai, the
 * default; 1033 English), react-intl and the catalogues speak short codes (th, en).
 */
import type { ShortLocale } from '@/i18n/messages';

export type { ShortLocale } from '@/i18n/messages';

/** Backend locale code: 1054 Thai, 1033 English. */
export type LocaleCode = 1054 | 1033;

/** Thai, the default locale. @default 1054 */
const DEFAULT_LOCALE_CODE: LocaleCode = 1054;

/** Both locales in the order the language switch shows them. */
export const LOCALES: ReadonlyArray<{ code: LocaleCode; short: ShortLocale }> = [
  { code: 1054, short: 'th' },
  { code: 1033, short: 'en' },
];

/** 1054 → th, 1033 → en. */
export function toShortLocale(code: LocaleCode): ShortLocale {
  return code === 1033 ? 'en' : 'th';
}

/** th → 1054, en → 1033. */
export function toLocaleCode(short: ShortLocale): LocaleCode {
  return short === 'en' ? 1033 : 1054;
}

/** True for 1054 or 1033. */
function isLocaleCode(value: unknown): value is LocaleCode {
  return value === 1054 || value === 1033;
}

/**
 * Reads a locale from anything a cache, a URL or the backend may hold ('1033', 1033, 'en', 'en-US',
 * 'th'); anything else gives the default, Thai.
 */
export function parseLocaleCode(value: unknown): LocaleCode {
  if (isLocaleCode(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === '1033' || trimmed === 'en' || trimmed.startsWith('en-')) return 1033;
    if (trimmed === '1054' || trimmed === 'th' || trimmed.startsWith('th-')) return 1054;
  }
  return DEFAULT_LOCALE_CODE;
}

/** Reads either form (code or short) as a short locale; defaults to th. */
export function toShort(value: LocaleCode | ShortLocale | string | number | undefined): ShortLocale {
  return toShortLocale(parseLocaleCode(value));
}
