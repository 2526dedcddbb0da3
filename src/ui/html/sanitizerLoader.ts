/**
 * The backend-HTML sanitiser (src/ui/html/backendHtml.ts, with DOMPurify) loaded on demand (issue 12:
 * route chunks at most 25 kB gzip). A screen that shows backend HTML starts its download when the
 * screen's module is evaluated, so it arrives alongside the screen's own data; until it has arrived,
 * SafeHtml renders an empty box, never unsanitised HTML.
 */
import { useEffect, useState } from 'react';

export type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | undefined;
let pending: Promise<Sanitize> | undefined;

/** Loads the sanitiser once (a failed download is tried again by the next call). */
export function loadSanitizer(): Promise<Sanitize> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('@/ui/html/backendHtml').then(
    (module) => (loaded = module.sanitizeBackendHtml),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts the download without waiting for it (a failure is reported by the component that needs it). */
export function preloadSanitizer(): void {
  loadSanitizer().catch(() => undefined);
}

/**
 * The sanitiser once loaded (undefined while it downloads). A failed download is thrown during render,
 * so the route's error page offers a reload, as for any module that cannot be fetched.
 */
export function useSanitizer(): Sanitize | undefined {
  const [state, setState] = useState<{ sanitize?: Sanitize; error?: unknown }>(() => ({ sanitize: loaded }));
  useEffect(() => {
    if (state.sanitize || state.error) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setState({ sanitize }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [state]);
  if (state.error) throw state.error;
  return state.sanitize;
}
