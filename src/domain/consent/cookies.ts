/**
 * Cookie consent (spec sections 3, 4 and 9): the categories, what the banner's Accept and reject mean,
 * the record fields they map to, and what the analytics script may do.
 */
import type { ConsentRecord } from './versions';

/** The categories sent in the cookie-consent body, in the order the settings dialog lists them. */
export const COOKIE_CATEGORIES = [
  'necessaryCookies',
  'analyticsBuzzebeesCookies',
  'functionalCookies',
  'marketingCookies',
  'analyticsFirebaseCookies',
  'analyticsGoogleCookies',
  'analyticsMetaCookies',
  'analyticsOtherCookies',
] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** Each category 1 (accept) or 0 (reject); necessary cookies are always 1. */
export type CookieChoices = Record<CookieCategory, 0 | 1>;

/** The record field (GET /consent) of each category. */
const RECORD_FIELD: Record<CookieCategory, keyof ConsentRecord> = {
  necessaryCookies: 'NecessaryCookies',
  analyticsBuzzebeesCookies: 'AnalyticsBuzzebeesCookies',
  functionalCookies: 'FunctionalCookies',
  marketingCookies: 'MarketingCookies',
  analyticsFirebaseCookies: 'AnalyticsFirebaseCookies',
  analyticsGoogleCookies: 'AnalyticsGoogleCookies',
  analyticsMetaCookies: 'AnalyticsMetaCookies',
  analyticsOtherCookies: 'AnalyticsOtherCookies',
};

/** The cookie content file names the product's analytics category this way (older files). */
export const CONTENT_ALIASES: Partial<Record<string, CookieCategory>> = { analyticsBzbsCookies: 'analyticsBuzzebeesCookies' };

export function isCookieCategory(value: string): value is CookieCategory {
  return (COOKIE_CATEGORIES as readonly string[]).includes(value);
}

/** Every category set to `flag`, necessary cookies locked on. */
export function allCookies(flag: 0 | 1): CookieChoices {
  const out = {} as CookieChoices;
  for (const c of COOKIE_CATEGORIES) out[c] = flag;
  out.necessaryCookies = 1;
  return out;
}

/** Necessary cookies cannot be refused. */
function withNecessary(choices: CookieChoices): CookieChoices {
  return { ...choices, necessaryCookies: 1 };
}

/** Sets one category; necessary stays on whatever is asked. */
export function setCookie(choices: CookieChoices, category: CookieCategory, flag: 0 | 1): CookieChoices {
  return withNecessary({ ...choices, [category]: flag });
}

/** The choices a record holds, or null when it holds none (never chosen on any device). */
export function cookiesFromRecord(record: ConsentRecord | null | undefined): CookieChoices | null {
  if (!record) return null;
  const optional = COOKIE_CATEGORIES.filter((c) => c !== 'necessaryCookies');
  if (optional.every((c) => record[RECORD_FIELD[c]] === null || record[RECORD_FIELD[c]] === undefined)) return null;
  const out = allCookies(0);
  for (const c of optional) out[c] = Number(record[RECORD_FIELD[c]] ?? 0) > 0 ? 1 : 0;
  return out;
}

/** The product's own analytics (the start-up analytics script and its tracking events). */
export function allowsAnalytics(choices: CookieChoices | null | undefined): boolean {
  return choices?.analyticsBuzzebeesCookies === 1;
}

/** What the browser keeps for the cookie lifetime: the choices and the cookie-policy version they answer. */
export interface StoredCookieConsent {
  version: string;
  choices: CookieChoices;
  /** Unix milliseconds of the choice. */
  at: number;
}

/** Reads the stored value; anything malformed counts as no choice (the banner shows again). */
export function parseStoredCookieConsent(raw: string | null | undefined): StoredCookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCookieConsent>;
    if (typeof value !== 'object' || value === null || typeof value.choices !== 'object' || value.choices === null) return null;
    const choices = allCookies(0);
    for (const c of COOKIE_CATEGORIES) choices[c] = (value.choices as Record<string, unknown>)[c] === 1 ? 1 : 0;
    return { version: String(value.version ?? ''), choices: withNecessary(choices), at: Number(value.at) || 0 };
  } catch {
    return null;
  }
}

export function serializeCookieConsent(value: StoredCookieConsent): string {
  return JSON.stringify(value);
}
