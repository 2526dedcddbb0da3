/** The Thai messages outside the core (src/i18n/coreMessages.ts): one chunk, loaded after the first render. */
import { mergeCatalogues } from '@/i18n/merge';

export const thaiRestMessages = mergeCatalogues(
  import.meta.glob<Record<string, string>>('./catalogues/*.th.json', { eager: true, import: 'default', query: '?part=rest' }),
);
