/**
 * The images a first screen shows above the fold, named by the answers of its reads, so the boot script can
 * request them as soon as the answer is in (before React renders the `<img>`): the first banner of the home
 * dashboard, the first cards of a reward category and a campaign's picture. Lazy images (the rest of the
 * banners, the menu icons, the reward grid below the dashboard on /) are left to the browser.
 */
import { tilesFromWire, type WireDashboardItem } from '@/api/adapters/dashboard';
import { nonBlank } from '@/api/adapters/common';

/** The reward cards whose images load eagerly (src/flows/rewardCatalog/RewardCatalogView.tsx FIRST_SCREEN). */
const EAGER_REWARD_CARDS = 4;

function fullImage(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? nonBlank((value as { FullImageUrl?: unknown }).FullImageUrl as string | undefined) : undefined;
}

/**
 * The above-the-fold images of `pathname` named by one read's answer (`url` is the read's address, `data`
 * its unwrapped answer).
 */
export function firstScreenImages(pathname: string, url: string, data: unknown, nowMs: number): string[] {
  const path = new URL(url, 'http://localhost').pathname;
  if (/\/dashboard\/[^/]+$/.test(path) && Array.isArray(data)) {
    const banner = tilesFromWire(data as WireDashboardItem[], nowMs).find((tile) => tile.imageUrl);
    return banner?.imageUrl ? [banner.imageUrl] : [];
  }
  // On / the reward grid sits below the dashboard and its images are lazy.
  if (/\/campaign$/.test(path) && Array.isArray(data) && pathname !== '/') {
    return data.slice(0, EAGER_REWARD_CARDS).flatMap((c) => fullImage(c) ?? []);
  }
  if (/\/campaign\/\d+$/.test(path)) return [fullImage(data)].flatMap((src) => src ?? []);
  return [];
}
