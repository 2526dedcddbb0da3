/**
 * The backend-HTML sanitiser (src/ui/html/backendHtml.ts, with DOMPurify) loaded on demand (to keep
 * route chunks within 25 kB gzip; src/ui/common/onDemand.ts). A screen that shows backend HTML starts its
 * download when the screen's module is evaluated, so it arrives alongside the screen's own data; until it
 * has arrived, SafeHtml renders an empty box, never unsanitised HTML.
 */
import { onDemand } from '@/ui/common/onDemand';

export type Sanitize = (html: string | null | undefined) => string;

// It shows no messages, so it does not wait for the rest of the Thai catalogue.
const sanitizer = onDemand<Sanitize>(() => import('@/ui/html/backendHtml').then((module) => module.sanitizeBackendHtml), { messages: 'core' });

/** Loads the sanitiser once (a failed download is tried again by the next call). */
export const loadSanitizer = sanitizer.load;

/** Starts the download without waiting for it (a failure is reported by the component that needs it). */
export const preloadSanitizer = sanitizer.preload;

/** The sanitiser once loaded (undefined while it downloads); a failed download is thrown during render. */
export const useSanitizer = sanitizer.useLoaded;
