/**
 * The catalogues the running app uses. Thai, the default language, is part of the app shell; English is
 * its own chunk, loaded when English is chosen or restored (issue 12: a Thai member's first screen does
 * not download the English catalogue). Until a language's catalogue has arrived, screens keep showing
 * the language they show (see useCatalogue in src/app/intl/IntlRoot.tsx).
 */
import type { ShortLocale } from '@/i18n/messages';
import { thaiMessages } from '@/i18n/thai';

type Catalogue = Record<string, string>;

const loaded: Partial<Record<ShortLocale, Catalogue>> = { th: thaiMessages };
const pending: Partial<Record<ShortLocale, Promise<Catalogue>>> = {};

/** The catalogue of `locale` when it has been loaded, else undefined. */
export function loadedMessages(locale: ShortLocale): Catalogue | undefined {
  return loaded[locale];
}

/** The catalogue of `locale` when loaded, else Thai's (always there). */
export function messagesOrDefault(locale: ShortLocale): Catalogue {
  return loaded[locale] ?? thaiMessages;
}

/** Loads the catalogue of `locale` (once; later calls share the same promise). */
export function loadMessages(locale: ShortLocale): Promise<Catalogue> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let promise = pending[locale];
  if (!promise) {
    promise = import('@/i18n/english').then(
      (module) => {
        loaded.en = module.englishMessages;
        return module.englishMessages;
      },
      (error: unknown) => {
        // A failed download may be retried by the next language switch.
        delete pending[locale];
        throw error;
      },
    );
    pending[locale] = promise;
  }
  return promise;
}
