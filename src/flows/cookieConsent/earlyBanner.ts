/**
 * The cookie banner the boot script draws before the app has loaded (src/app/boot/firstPaint.ts), outside the
 * app's root so React's first render keeps it, and how the app's cookie chart takes over from it.
 */
import type { EarlyBannerTap } from '@machines/cookieConsent/cookieConsent.connect';

/** The early banner's id. */
export const EARLY_COOKIE_BANNER_ID = 'boot-cookie-banner';

let intent: EarlyBannerTap | undefined;

export function recordEarlyBannerTap(value: EarlyBannerTap): void {
  intent = value;
}

/**
 * The app's cookie chart has decided whether its banner shows (or the app cannot start): the early banner
 * leaves (the chart's own takes its place in the same commit), and a tap made on it is handed over, once.
 */
export function releaseEarlyCookieBanner(doc: Document | undefined = globalThis.document): EarlyBannerTap | undefined {
  doc?.getElementById(EARLY_COOKIE_BANNER_ID)?.remove();
  const tapped = intent;
  intent = undefined;
  return tapped;
}
