import type { SnapshotFrom } from 'xstate';
import type { CookieConsentMachine } from './cookieConsent.machine';
import type { CookieSettingsMachine } from './cookieSettings.machine';
import { COOKIE_CATEGORIES, CONTENT_ALIASES, isCookieCategory, type CookieCategory } from '@/domain/consent/cookies';
import type { CookieContent } from './cookieConsent.types';

type Snapshot = SnapshotFrom<CookieConsentMachine>;
type SettingsSnapshot = SnapshotFrom<CookieSettingsMachine>;

export function selectShowBanner(snapshot: Snapshot): boolean {
  return snapshot.hasTag('banner');
}

export function selectCookieSettingsActor(snapshot: Snapshot) {
  return snapshot.children.cookieSettings;
}

export function selectCookieChoices(snapshot: Snapshot) {
  return snapshot.context.choices;
}

export function selectAnalyticsOn(snapshot: Snapshot): boolean {
  return snapshot.matches({ analytics: 'on' });
}

/** One row of the settings dialog: a category of the content file, in the order of section 3. */
export interface CookieRow {
  category: CookieCategory;
  header: string;
  body: string;
  url?: string;
  remark?: string;
  accepted: boolean;
  locked: boolean;
}

/** The content file's categories, mapped to the categories the consent body sends. */
export function cookieRows(content: CookieContent | null, choices: Record<CookieCategory, 0 | 1>): CookieRow[] {
  if (!content) return [];
  const byCategory = new Map<CookieCategory, NonNullable<CookieContent['cookies']>[string]>();
  for (const [name, item] of Object.entries(content.cookies ?? {})) {
    const category = isCookieCategory(name) ? name : CONTENT_ALIASES[name];
    if (category) byCategory.set(category, item);
  }
  return COOKIE_CATEGORIES.filter((c) => byCategory.has(c)).map((category) => {
    const item = byCategory.get(category)!;
    return {
      category,
      header: item.header ?? item.text1 ?? '',
      body: item.body ?? item.text2 ?? '',
      url: item.url || undefined,
      remark: item.remark || undefined,
      accepted: category === 'necessaryCookies' || choices[category] === 1,
      locked: category === 'necessaryCookies' || item.isDisabled === true,
    };
  });
}

/** What the settings dialog shows. */
export function selectCookieSettingsView(snapshot: SettingsSnapshot) {
  const c = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    isSlow: snapshot.hasTag('slow'),
    loadFailed: snapshot.matches('loadFailed'),
    header: c.content?.header ?? '',
    body: c.content?.body ?? '',
    footer: c.content?.footer ?? '',
    rows: cookieRows(c.content, c.choices),
    canSave: snapshot.can({ type: 'COOKIES.SAVE' }),
  };
}
