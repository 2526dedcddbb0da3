/**
 * The dashboard adapter: the platform's dashboard items (lower/snake case, display order) and category menu
 * become the home dashboard's banners, menu and campaign lists.
 */
import { describe, expect, it } from 'vitest';
import { listsFromWire, menuFromWire, tilesFromWire, type WireDashboardItem } from '@/api/adapters/dashboard';

const now = 1_700_000_000_000;
const item = (id: string, extra: Partial<WireDashboardItem>): WireDashboardItem => ({ id, type: 'link', name: id, ...extra });

describe('dashboard adapter', () => {
  it('keeps the answer’s order, drops items outside start_date..end_date, links campaigns, categories and in-app urls only', () => {
    const tiles = tilesFromWire(
      [
        item('1040', { type: 'campaign', line1: 'New tee', image_url: 'https://cdn.test/t.png' }),
        item('cat', { type: 'category', cat: 101 }),
        item('old', { end_date: now / 1000 - 1, url: '/reward' }),
        item('later', { start_date: now / 1000 + 60, url: '/reward' }),
        item('off', { url: 'javascript:alert(1)' }),
        item('store', { url: '/findstore' }),
        item('note', { type: 'text', url: '/reward' }),
      ],
      now,
    );
    expect(tiles.map((t) => [t.id, t.to])).toEqual([
      ['1040', '/campaign/1040'],
      ['cat', '/reward/101'],
      ['off', undefined],
      ['store', '/findstore'],
      ['note', undefined],
    ]);
    expect(tiles[0]).toEqual({ id: '1040', name: '1040', description: 'New tee', imageUrl: 'https://cdn.test/t.png', to: '/campaign/1040' });
  });

  it('a list item becomes a titled list of its subcampaigndetails, with their points; an empty list is left out', () => {
    const lists = listsFromWire(
      [
        item('l', { type: 'list', name: 'Popular', subcampaigndetails: [{ ID: 1001, Name: 'Americano', PointPerUnit: 0, FullImageUrl: 'https://cdn.test/a.png' }, { ID: 1002, Name: 'Gone', PointPerUnit: 5, ExpireDate: now / 1000 - 5 }] }),
        item('empty', { type: 'list', name: 'Nothing', subcampaigndetails: [] }),
        item('banner', { url: '/reward' }),
      ],
      now,
    );
    expect(lists).toEqual([{ id: 'l', name: 'Popular', tiles: [{ id: 'campaign-1001', name: 'Americano', imageUrl: 'https://cdn.test/a.png', to: '/campaign/1001', points: 0 }] }]);
    expect(tilesFromWire([item('l', { type: 'list' })], now)).toEqual([]);
  });

  it('the home menu is the category menu: each category opens the reward page filtered by it', () => {
    expect(menuFromWire([{ id: 101, name: 'Drinks', image_url: 'https://cdn.test/d.png', count: 3 }, { id: 102, name: 'Food', image_url: '' }])).toEqual([
      { id: 'menu-101', name: 'Drinks', imageUrl: 'https://cdn.test/d.png', to: '/reward/101' },
      { id: 'menu-102', name: 'Food', to: '/reward/102' },
    ]);
  });
});
