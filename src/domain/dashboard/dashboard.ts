/**
 * The home dashboard content (spec section 3: named content lists: home dashboard, home menu category,
 * home campaign list) as /landing and the top of the reward page show it, mapped from the miscellaneous
 * content API (openapi/misc.yaml, ContentItem). Every item links where it says: a campaign opens its
 * page, a category the reward page filtered by it, a link its in-app path.
 */
import type { components } from '@/api/schema/misc';

type ApiItem = components['schemas']['ContentItem'];

export interface ContentTile {
  id: string;
  name: string;
  description?: string;
  imageUrl?: string;
  /** In-app path to open; absent for a plain tile. */
  to?: string;
  /** Points of a campaign tile. */
  points?: number;
}

export interface CampaignList {
  id: string;
  name: string;
  tiles: ContentTile[];
}

export interface DashboardContent {
  banners: ContentTile[];
  menu: ContentTile[];
  lists: CampaignList[];
}

/** Only in-app paths are followed (a content item cannot send the member off-site or run script). */
export function inAppPath(link: string | undefined): string | undefined {
  if (!link) return undefined;
  const path = link.trim();
  return /^\/(?![/\\])[^\s]*$/.test(path) ? path : undefined;
}

function pathOf(item: ApiItem): string | undefined {
  if (item.type === 'campaign' && typeof item.campaignId === 'number') return `/campaign/${item.campaignId}`;
  if (item.type === 'category' && typeof item.categoryId === 'number') return `/reward/${item.categoryId}`;
  if (item.type === 'text') return undefined;
  return inAppPath(item.link);
}

const bySequence = (a: ApiItem, b: ApiItem) => a.sequence - b.sequence;

/** Items whose display window (startDate..endDate, unix seconds) contains `nowMs`. */
function current(items: ApiItem[], nowMs: number): ApiItem[] {
  const now = nowMs / 1000;
  return items.filter((i) => (i.startDate == null || i.startDate <= now) && (i.endDate == null || i.endDate >= now));
}

export function tileFromApi(item: ApiItem): ContentTile {
  const tile: ContentTile = { id: item.id, name: item.name ?? '' };
  if (item.description) tile.description = item.description;
  if (item.image_url) tile.imageUrl = item.image_url;
  const to = pathOf(item);
  if (to) tile.to = to;
  if (typeof item.pointPerUnit === 'number') tile.points = item.pointPerUnit;
  return tile;
}

export function tilesFromApi(items: ApiItem[], nowMs: number): ContentTile[] {
  return current(items, nowMs).filter((i) => i.type !== 'list').sort(bySequence).map(tileFromApi);
}

export function listsFromApi(items: ApiItem[], nowMs: number): CampaignList[] {
  return current(items, nowMs)
    .filter((i) => i.type === 'list')
    .sort(bySequence)
    .map((i) => ({ id: i.id, name: i.name ?? '', tiles: tilesFromApi(i.items ?? [], nowMs) }))
    .filter((l) => l.tiles.length > 0);
}

export const isDashboardEmpty = (c: DashboardContent): boolean => c.banners.length === 0 && c.menu.length === 0 && c.lists.length === 0;
