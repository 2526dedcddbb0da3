/**
 * The catalogues the running app uses (so the first route downloads only what it shows).
 * - Thai, the default language, comes in two parts: the core (src/i18n/coreMessages.ts: what the app shell,
 *   the start-up screens, the error pages and the reward page show) is bundled with the app shell; the rest
 *   is two chunks (src/i18n/thaiRest.ts), started after the first render ({@link preloadMessages}) or by the first lazy route,
 *   whichever comes first. Every lazy route and on-demand piece whose screens show ids outside the core
 *   waits for it ({@link withMessages}), so no screen renders a raw id.
 * - English is one chunk, loaded when English is chosen or restored. Until it has arrived, screens keep
 *   showing the language they show (see useCatalogue in src/app/intl/IntlRoot.tsx).
 * Whoever shows messages re-reads them when a part arrives ({@link subscribeMessages}).
 */
import type { ShortLocale } from '@/i18n/messages';
import { thaiCoreMessages } from '@/i18n/thai';

type Catalogue = Record<string, string>;

// Thai is one object for the app's life: the rest is merged into it (see importers).
const thai: Catalogue = { ...thaiCoreMessages };
const loaded: Partial<Record<ShortLocale, Catalogue>> = { th: thai };
const pending: Partial<Record<ShortLocale, Promise<Catalogue>>> = {};
let thaiComplete = false;
const listeners = new Set<() => void>();
let version = 0;

const importers: Record<ShortLocale, () => Promise<Catalogue>> = {
  // Into the object the providers already hold: it keeps its identity, so react-intl keeps its context and the
  // screens already shown (core ids only) do not all render again when the rest arrives.
  // The rest comes in two halves, each merged as it arrives (in the task that parsed it).
  th: () =>
    Promise.all([
      import('@/i18n/thaiRest').then((module) => Object.assign(thai, module.thaiRestMessages)),
      import('@/i18n/thaiRestSecondHalf').then((module) => Object.assign(thai, module.thaiRestSecondHalf)),
    ]).then(() => thai),
  en: () => import('@/i18n/english').then((module) => module.englishMessages),
};

/**
 * The catalogue of `locale` when it can be shown: Thai always (its core at first, whole once the rest has
 * arrived), English once loaded, else undefined.
 */
export function loadedMessages(locale: ShortLocale): Catalogue | undefined {
  return loaded[locale];
}

/** The catalogue of `locale` when loaded, else Thai's (always there, whole or its core). */
export function messagesOrDefault(locale: ShortLocale): Catalogue {
  return loaded[locale] ?? loaded.th!;
}

/** True once `locale`'s whole catalogue is loaded (Thai: the core and the rest). */
export function isComplete(locale: ShortLocale): boolean {
  return locale === 'th' ? thaiComplete : loaded[locale] !== undefined;
}

/** Loads the whole catalogue of `locale` (once; later calls share the same promise; a failure may be retried). */
export function loadMessages(locale: ShortLocale): Promise<Catalogue> {
  if (isComplete(locale)) return Promise.resolve(loaded[locale]!);
  let promise = pending[locale];
  if (!promise) {
    promise = importers[locale]().then(
      (catalogue) => {
        loaded[locale] = catalogue;
        if (locale === 'th') thaiComplete = true;
        delete pending[locale];
        version += 1;
        listeners.forEach((listener) => listener());
        return catalogue;
      },
      (error: unknown) => {
        // A failed download may be retried by the next call (a language switch, the next route).
        delete pending[locale];
        throw error;
      },
    );
    pending[locale] = promise;
  }
  return promise;
}

/** Starts downloading the rest of Thai without waiting (whoever needs it waits through {@link withMessages}). */
export function preloadMessages(): void {
  void loadMessages('th').catch(() => undefined);
}

/**
 * Wraps a module load so it resolves once the whole Thai catalogue has arrived too: both download in
 * parallel, and a failure of either fails the load (the route's error page offers a reload). For lazy
 * routes, on-demand dialogs and panels that show ids outside the Thai core.
 */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages('th')]).then(([module]) => module);
}

/** Calls `listener` when a catalogue part arrives; returns the unsubscribe function. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time a catalogue part arrives (for useSyncExternalStore). */
export function messagesVersion(): number {
  return version;
}
