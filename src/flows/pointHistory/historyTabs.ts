/**
 * The tabs of /profile/history/{tab}, as data: the route shell (HistoryRoute) renders whatever is listed
 * here, in order, as a tablist, and mounts the entry's panel. Point tabs are earn, used and expiring;
 * the redeem tab is the redeem history's panel, plugged in by replacing its `load`. Entries that share a `panel` key
 * share one mounted panel, so switching between earn, used and expiring keeps the chosen month.
 */
import type { ComponentType } from 'react';
import { withMessages } from '@/i18n/runtimeMessages';

/** What a tab panel receives. */
export interface HistoryPanelProps {
  /** The selected tab id. */
  tab: string;
}

export interface HistoryTabDefinition {
  /** The path segment: /profile/history/{id}. */
  id: string;
  /** Message id of the tab label. */
  labelId: string;
  /** Tabs with the same panel key share one mounted panel (and its flow). */
  panel: string;
  /** Loads the panel component (a separate chunk per panel). */
  load: () => Promise<{ default: ComponentType<HistoryPanelProps> }>;
}

const loadPointPanel = withMessages(() => import('./PointHistoryPanel'));

export const HISTORY_TABS: readonly HistoryTabDefinition[] = [
  { id: 'earn', labelId: 'profile.history.tab.earn', panel: 'points', load: loadPointPanel },
  { id: 'used', labelId: 'profile.history.tab.used', panel: 'points', load: loadPointPanel },
  { id: 'expiring', labelId: 'profile.history.tab.expiring', panel: 'points', load: loadPointPanel },
  { id: 'redeem', labelId: 'profile.history.tab.redeem', panel: 'redeem', load: withMessages(() => import('@/flows/redeemHistory/RedeemHistoryPanel')) },
];

/** Other names that open a tab: /profile/history/point (from the get-point dialog) is the earn tab. */
const ALIASES: Readonly<Record<string, string>> = { point: 'earn' };

/** The tab for a path segment, or undefined (not found). */
export function findHistoryTab(value: string | undefined, tabs: readonly HistoryTabDefinition[] = HISTORY_TABS): HistoryTabDefinition | undefined {
  const id = value === undefined ? undefined : (ALIASES[value] ?? value);
  return tabs.find((tab) => tab.id === id);
}
