/**
 * /profile/history/:tab: the history shell. The tabs come from data (history/historyTabs.ts): point
 * history (earn, used, expiring) and redeem history, as a real tablist with arrow-key navigation. Each
 * tab is its own address so it can be linked (the get-point dialog opens /profile/history/point, which
 * shows the earn tab). An unknown tab is the not-found page. Panels load on demand; tabs sharing a panel
 * keep it mounted while switching between them.
 */
import { lazy, Suspense, useMemo, useRef, type ComponentType, type KeyboardEvent, type LazyExoticComponent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingState } from '@/ui/common/States';
import { PageShell } from '@/ui/layout/PageShell';
import NotFoundRoute from '@/flows/notFound/NotFoundRoute';
import { findHistoryTab, HISTORY_TABS, type HistoryPanelProps, type HistoryTabDefinition } from './historyTabs';

export default function HistoryRoute() {
  const { tab: param } = useParams();
  const tab = findHistoryTab(param);
  if (!tab) return <NotFoundRoute />;
  return <HistoryPage tab={tab} />;
}

/** One lazy component per panel key, created once. */
const panels = new Map<string, LazyExoticComponent<ComponentType<HistoryPanelProps>>>();
function panelFor(definition: HistoryTabDefinition) {
  let panel = panels.get(definition.panel);
  if (!panel) {
    panel = lazy(definition.load);
    panels.set(definition.panel, panel);
  }
  return panel;
}

function HistoryPage({ tab }: { tab: HistoryTabDefinition }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const Panel = useMemo(() => panelFor(tab), [tab]);

  function select(next: HistoryTabDefinition, focus: boolean) {
    if (focus) tabRefs.current[next.id]?.focus();
    if (next.id !== tab.id) void navigate(`/profile/history/${next.id}`, { replace: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = HISTORY_TABS.findIndex((t) => t.id === tab.id);
    const last = HISTORY_TABS.length - 1;
    const to =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    const next = HISTORY_TABS[to];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  }

  return (
    <PageShell titleId="profile.history.title" backTo="/profile" requireSignIn>
      <div className="tabs" role="tablist" aria-label={intl.formatMessage({ id: 'profile.history.tabsLabel' })} onKeyDown={onKeyDown}>
        {HISTORY_TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`history-tab-${t.id}`}
            aria-selected={t.id === tab.id}
            aria-controls={`history-panel-${t.id}`}
            tabIndex={t.id === tab.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(t, false)}
          >
            <FormattedMessage id={t.labelId} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`history-panel-${tab.id}`} aria-labelledby={`history-tab-${tab.id}`} className="tabs__panel" tabIndex={0}>
        <Suspense fallback={<LoadingState label={<FormattedMessage id="common.loading" />} />}>
          <Panel key={tab.panel} tab={tab.id} />
        </Suspense>
      </div>
    </PageShell>
  );
}
