// @vitest-environment node
/**
 * The first route's preload (src/app/router.tsx `preloadRoute`): a page's chunk, and what the page loads inside
 * itself for the URL it opens with (the history tab's panel), start together at start-up instead of one after
 * the other.
 */
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute } from '@/app/router';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@/flows/cookieConsent/CookieConsentRoot', () => ({ CookieConsentRoot: () => null }));
vi.mock('@/flows/pointHistory/HistoryRoute', () => (loaded.push('HistoryRoute'), { default: () => null }));
vi.mock('@/flows/pointHistory/PointHistoryPanel', () => (loaded.push('PointHistoryPanel'), { default: () => null }));
vi.mock('@/flows/redeemHistory/RedeemHistoryPanel', () => (loaded.push('RedeemHistoryPanel'), { default: () => null }));

async function settled() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('preloadRoute', () => {
  // First: the modules count when first imported.
  it('a page preloads in a task after the match, not inside it', async () => {
    const tasks: Array<() => void> = [];
    preloadRoute('/profile/history/redeem', undefined, (task) => void tasks.push(task));
    await settled();
    expect(loaded).toEqual([]); // matched; nothing started inside the match's task
    expect(tasks).toHaveLength(1); // the history route's preload (its page and the tab's panel)
    tasks[0]!();
    await settled();
    expect(loaded).toEqual(expect.arrayContaining(['HistoryRoute', 'RedeemHistoryPanel']));
  });

  it('a history tab loads its panel with the route, and only that panel', async () => {
    preloadRoute('/profile/history/redeem');
    await settled();
    expect(loaded).toEqual(expect.arrayContaining(['HistoryRoute', 'RedeemHistoryPanel']));
    expect(loaded).not.toContain('PointHistoryPanel');
  });

  it('an alias opens its tab\'s panel; an unknown tab loads the route alone (it shows not found)', async () => {
    preloadRoute('/profile/history/nonsense');
    await settled();
    expect(loaded).not.toContain('PointHistoryPanel');
    preloadRoute('/profile/history/point');
    await settled();
    expect(loaded).toContain('PointHistoryPanel');
  });
});
