/** Every English message: one chunk, loaded only when English is chosen (src/i18n/runtimeMessages.ts). */
import { mergeCatalogues } from '@/i18n/merge';

export const englishMessages = mergeCatalogues(import.meta.glob<Record<string, string>>('./catalogues/*.en.json', { eager: true, import: 'default' }));
