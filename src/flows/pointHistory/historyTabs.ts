/**
 * The tabs of /profile/history/{tab}, as data: the route shell (HistoryRoute) renders whatever is listed
 * here, in order, as a tablist, and mounts the entry's panel. Point tabs are earn, used and expiring;
 * the redeem tab is the redeem history's panel, plugged in by replacing its `load`. Entries that share a `panel` key
 * share one mounted panel, so switching between earn, used and expiring keeps the chosen month.
 */
import { HISTORY_PANEL_LOADS, historyTabId, type HistoryPanelLoad } from './historyPanels';

export type { HistoryPanelProps } from './historyPanels';

export interface HistoryTabDefinition {
  /** The path segment: /profile/history/{id}. */
  id: string;
  /** Message id of the tab label. */
  labelId: string;
  /** Tabs with the same panel key share one mounted panel (and its flow). */
  panel: string;
  /** Loads the panel component (a separate chunk per panel). */
  load: HistoryPanelLoad;
}

const panelLoad = (id: string): HistoryPanelLoad => {
  const load = HISTORY_PANEL_LOADS[id];
  if (!load) throw new Error(`No history panel for the tab ${id}`);
  return load;
};

export const HISTORY_TABS: readonly HistoryTabDefinition[] = [
  { id: 'earn', labelId: 'profile.history.tab.earn', panel: 'points', load: panelLoad('earn') },
  { id: 'used', labelId: 'profile.history.tab.used', panel: 'points', load: panelLoad('used') },
  { id: 'expiring', labelId: 'profile.history.tab.expiring', panel: 'points', load: panelLoad('expiring') },
  { id: 'redeem', labelId: 'profile.history.tab.redeem', panel: 'redeem', load: panelLoad('redeem') },
];

/** The tab for a path segment, or undefined (not found). */
export function findHistoryTab(value: string | undefined, tabs: readonly HistoryTabDefinition[] = HISTORY_TABS): HistoryTabDefinition | undefined {
  const id = historyTabId(value);
  return tabs.find((tab) => tab.id === id);
}

