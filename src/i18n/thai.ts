/** Every Thai message (the default language), bundled with the app shell. */
import { mergeCatalogues } from '@/i18n/merge';

export const thaiMessages = mergeCatalogues(import.meta.glob<Record<string, string>>('./catalogues/*.th.json', { eager: true, import: 'default' }));
