/**
 * Where backend HTML may take images from and which origin is the app's own: set once by the
 * composition root from the build's settings. Kept apart from the sanitiser (backendHtml.ts) so the app
 * shell can configure it without loading DOMPurify, which only the screens that show backend HTML need.
 */
export interface BackendHtmlOptions {
  /** Base URL images must come from (the blob host), e.g. `https://blob.example` or `http://localhost:4173/sandbox/blob`. */
  imageBase?: string;
  /** The app's own origin (links to it stay in the tab). @default location.origin */
  appOrigin?: string;
}

let options: BackendHtmlOptions = {};

/** Set once by the composition root (src/app) from the build's settings: where images may come from. */
export function configureBackendHtml(next: BackendHtmlOptions): void {
  options = { ...next };
}

/** The options in force. */
export function backendHtmlOptions(): Readonly<BackendHtmlOptions> {
  return options;
}
