/**
 * The boot script's hand-over (src/app/boot/boot.ts → the app): the warm cache holding the settings and
 * first-route reads the boot script started before the entry ran, and the images it drew. One module instance is shared by both
 * scripts of the page, so the session claims exactly what the boot script offered.
 */
import type { WarmCache } from '@/api/warmCache';

let offered: WarmCache | undefined;
let claimed = false;

/**
 * Offers the boot script's cache; false once the session has started without it (the entry ran first),
 * and then the boot script must not send anything (the session makes its own requests).
 */
export function offerBootWarmCache(cache: WarmCache): boolean {
  if (claimed) return false;
  offered = cache;
  return true;
}

/** The session's start-up: the boot script's cache when it ran first, else undefined. Later offers are refused. */
export function claimBootWarmCache(): WarmCache | undefined {
  claimed = true;
  const cache = offered;
  offered = undefined;
  return cache;
}

/** Forgets the hand-over (tests). */
export function resetBootHandOver(): void {
  offered = undefined;
  claimed = false;
  images = [];
}

let images: readonly string[] = [];

/** The boot script drew these images in the start-up shell's boxes (the banner, or the first reward cards). */
export function offerBootFirstScreenImages(srcs: readonly string[]): void {
  images = srcs;
}

/** The images the splash draws in the same boxes, so they do not blink out while the app starts. */
export function bootFirstScreenImages(): readonly string[] {
  return images;
}
