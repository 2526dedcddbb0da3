/**
 * Which Thai messages are bundled with the app shell (so the first route downloads only what it shows).
 * The core is every message whose id starts with one of these prefixes: the ids the app shell, the dialog
 * host, the cookie-consent banner, the error and not-found pages, the start-up screens and the reward page
 * (/ and /reward/{catId}) name, and the error ids chosen at run time (`errors.` whole). The rest of the Thai
 * catalogue is a chunk of its own (src/i18n/thaiRest.ts), started after the first render and awaited by every
 * lazy route and on-demand piece that shows it (src/i18n/runtimeMessages.ts: withMessages).
 * tests/i18n/coreMessages.test.ts fails when a module bundled with the first route names an id outside it.
 * The split is by key, by scripts/vite/messageCatalogues.ts (`virtual:messages/th-core` and `th-rest`).
 */
export const CORE_MESSAGE_PREFIXES: readonly string[] = [
  'common.',
  'dashboard.',
  'dialogs.',
  'errors.',
  'reward.',
  'session.',
  'shell.',
  'consent.cookies.banner.',
  'consent.cookies.settings.',
  'favourite.heart.',
  'favourite.toast.',
  'routes.notFound.',
];

/** True when the message `id` is bundled with the app shell. */
export function isCoreMessage(id: string): boolean {
  return CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
}
