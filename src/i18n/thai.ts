/**
 * The Thai core (the default language), bundled with the app shell: the messages the first route shows
 * (src/i18n/coreMessages.ts). The rest of Thai is src/i18n/thaiRest.ts, a chunk of its own.
 */
import { mergeCatalogues } from '@/i18n/merge';

export const thaiCoreMessages = mergeCatalogues(
  import.meta.glob<Record<string, string>>('./catalogues/*.th.json', { eager: true, import: 'default', query: '?part=core' }),
);
