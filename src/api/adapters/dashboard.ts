/**
 * The one place the home dashboard's answers become the app's dashboard content
 * (src/domain/dashboard/dashboard.ts): the platform's dashboard items (GET misc /dashboard/{name} and the
 * home campaign lists GET misc /content/{name}: lower/snake case keys, platform-api.md §1 Dashboard) and the
 * platform's category menu for the home menu (GET /campaigncat/menu, id, name, image_url). Items come in
 * display order; only those whose start_date..end_date window holds now are shown.
 * Used by the live actor in src/flows/dashboard/dashboard.live.ts.
 */
import type { MiscSchema, ModulesSchema } from '@/api/types';
import { inAppPath, type CampaignList, type ContentTile } from '@/domain/dashboard/dashboard';
import { nonBlank } from './common';

export type WireDashboardItem = MiscSchema<'DashboardItem'>;
export type WireSubCampaign = MiscSchema<'SubCampaign'>;

function pathOf(item: WireDashboardItem): string | undefined {
  if (item.type === 'campaign' && /^\d+$/.test(item.id)) return `/campaign/${item.id}`;
  if (item.type === 'category' && typeof item.cat === 'number') return `/reward/${item.cat}`;
  if (item.type === 'text') return undefined;
  return inAppPath(item.url);
}

/** True when the window (unix seconds, either end open) holds `nowMs`. */
function showing(start: number | null | undefined, end: number | null | undefined, nowMs: number): boolean {
  const now = nowMs / 1000;
  return (start == null || start <= now) && (end == null || end >= now);
}

function tileFromWire(item: WireDashboardItem): ContentTile {
  const tile: ContentTile = { id: item.id, name: item.name ?? '' };
  const description = nonBlank(item.line1);
  if (description) tile.description = description;
  if (item.image_url) tile.imageUrl = item.image_url;
  const to = pathOf(item);
  if (to) tile.to = to;
  return tile;
}

/** A campaign of a list: its page, its image and its points. */
function tileFromSubCampaign(c: WireSubCampaign): ContentTile {
  return { id: `campaign-${c.ID}`, name: c.Name, ...(c.FullImageUrl ? { imageUrl: c.FullImageUrl } : {}), to: `/campaign/${c.ID}`, points: c.PointPerUnit };
}

/** The banner or tile items showing now, lists left out. */
export function tilesFromWire(items: readonly WireDashboardItem[], nowMs: number): ContentTile[] {
  return items.filter((i) => i.type !== 'list' && showing(i.start_date, i.end_date, nowMs)).map(tileFromWire);
}

/** The titled campaign lists showing now, each with its campaigns showing now; an empty list is left out. */
export function listsFromWire(items: readonly WireDashboardItem[], nowMs: number): CampaignList[] {
  return items
    .filter((i) => i.type === 'list' && showing(i.start_date, i.end_date, nowMs))
    .map((i) => ({
      id: i.id,
      name: i.name ?? '',
      tiles: (i.subcampaigndetails ?? []).filter((c) => showing(c.StartDate, c.ExpireDate, nowMs)).map(tileFromSubCampaign),
    }))
    .filter((l) => l.tiles.length > 0);
}

/** The home menu: each category of the menu opens the reward page filtered by it. */
export function menuFromWire(categories: readonly ModulesSchema<'Category'>[]): ContentTile[] {
  return categories.map((k) => ({ id: `menu-${k.id}`, name: k.name, ...(nonBlank(k.image_url) ? { imageUrl: k.image_url } : {}), to: `/reward/${k.id}` }));
}
