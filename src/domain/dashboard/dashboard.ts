/**
 * The home dashboard content (spec section 3: named content lists: home dashboard, home menu category,
 * home campaign list) as /landing and the top of the reward page show it, mapped from the platform's
 * dashboard items and category menu by src/api/adapters/dashboard.ts. Every item links where it says: a
 * campaign opens its page, a category the reward page filtered by it, a link its in-app path.
 */
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

export const isDashboardEmpty = (c: DashboardContent): boolean => c.banners.length === 0 && c.menu.length === 0 && c.lists.length === 0;
