/**
 * The history tabs' panels by tab id, and the other names that open a tab, apart from the tabs' labels
 * (historyTabs.ts): the route table starts a first load's panel with the route's chunk from here, without
 * taking the tabs' messages into the first route.
 */
import type { ComponentType } from 'react';
import { withMessages } from '@/i18n/runtimeMessages';

/** What a tab panel receives. */
export interface HistoryPanelProps {
  /** The selected tab id. */
  tab: string;
}

/** Loads a panel component (a separate chunk per panel, with the rest of the language). */
export type HistoryPanelLoad = () => Promise<{ default: ComponentType<HistoryPanelProps> }>;

const loadPointPanel: HistoryPanelLoad = withMessages(() => import('./PointHistoryPanel'));
const loadRedeemPanel: HistoryPanelLoad = withMessages(() => import('@/flows/redeemHistory/RedeemHistoryPanel'));

/** Each tab's panel: earn, used and expiring share the point panel; redeem is the redeem history's. */
export const HISTORY_PANEL_LOADS: Readonly<Record<string, HistoryPanelLoad>> = {
  earn: loadPointPanel,
  used: loadPointPanel,
  expiring: loadPointPanel,
  redeem: loadRedeemPanel,
};

/** Other names that open a tab: /profile/history/point (from the get-point dialog) is the earn tab. */
const ALIASES: Readonly<Record<string, string>> = { point: 'earn' };

/** The tab id a path segment opens (an alias resolved), or the segment itself. */
export function historyTabId(value: string | undefined): string | undefined {
  return value === undefined ? undefined : (ALIASES[value] ?? value);
}

/**
 * The panel of the tab a first load opens, started with the route's own chunk: the panel is a chunk the route
 * asks for only once it renders, which for a member is after start-up has restored the account.
 */
export function preloadHistoryPanel(params: Readonly<Record<string, string | undefined>>): Promise<unknown> | undefined {
  const id = historyTabId(params.tab);
  return id === undefined ? undefined : HISTORY_PANEL_LOADS[id]?.();
}
