/**
 * /profile/history/:tab: point history (earn, used, expiring) and redeem history, as a real tablist.
 * Each tab is its own address so it can be linked (the get-point dialog opens /profile/history/point,
 * which shows the earn tab). An unknown tab is the not-found page.
 */
import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Card } from '@/ui/common/Card';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';
import NotFoundRoute from '@/routes/notFound/NotFoundRoute';

export const HISTORY_TABS = ['earn', 'used', 'expiring', 'redeem'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** 'point' (from the get-point dialog) is the earn tab. */
export function parseHistoryTab(value: string | undefined): HistoryTab | undefined {
  if (value === 'point') return 'earn';
  return HISTORY_TABS.find((tab) => tab === value);
}

export default function HistoryRoute() {
  const { tab: param } = useParams();
  const tab = parseHistoryTab(param);
  if (!tab) return <NotFoundRoute />;
  return <HistoryPage tab={tab} />;
}

function HistoryPage({ tab }: { tab: HistoryTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const tabRefs = useRef<Partial<Record<HistoryTab, HTMLButtonElement | null>>>({});

  function select(next: HistoryTab, focus: boolean) {
    if (focus) tabRefs.current[next]?.focus();
    if (next !== tab) void navigate(`/profile/history/${next}`, { replace: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = HISTORY_TABS.indexOf(tab);
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
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`history-tab-${t}`}
            aria-selected={t === tab}
            aria-controls={`history-panel-${t}`}
            tabIndex={t === tab ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(t, false)}
          >
            <FormattedMessage id={`profile.history.tab.${t}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`history-panel-${tab}`} aria-labelledby={`history-tab-${tab}`} className="tabs__panel" tabIndex={0}>
        <Card heading={<FormattedMessage id={`profile.history.tab.${tab}`} />}>
          <p>
            <FormattedMessage id={`profile.history.${tab}.lead`} />
          </p>
        </Card>
        <Notice>
          <FormattedMessage id="profile.history.availability" />
        </Notice>
        {tab === 'redeem' ? (
          <p className="page-actions">
            <Link to="/" className="button button--secondary">
              <FormattedMessage id="shell.nav.rewards" />
            </Link>
          </p>
        ) : (
          <p className="page-actions">
            <Link to="/collectpoint" className="button button--secondary">
              <FormattedMessage id="shell.nav.collectPoints" />
            </Link>
          </p>
        )}
      </div>
    </PageShell>
  );
}
