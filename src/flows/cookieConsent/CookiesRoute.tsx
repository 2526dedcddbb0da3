/**
 * /profile/legalpolicy/cookies: the cookie choice in force (one line per category) and the cookie
 * settings dialog, which opens on arrival and from the button. The choice belongs to the app-wide
 * cookie-consent chart, so a change here also starts or stops analytics at once.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { connect } from '@machines/cookieConsent/cookieConsent.connect';
import { useCookieConsent, type CookieConsentActor } from './CookieConsentRoot';
import { COOKIE_CATEGORIES } from '@/domain/consent/cookies';
import { Card } from '@/ui/common/Card';
import { LoadingState } from '@/ui/common/States';
import { PageShell } from '@/ui/layout/PageShell';

function Cookies() {
  const actor = useCookieConsent();
  // The app's cookie-consent chart is not in the entry (it downloads during start-up): on a first
  // visit straight to this page it may still be on its way.
  return actor ? <CookiesFor actor={actor} /> : <LoadingState label={<FormattedMessage id="common.loading" />} />;
}

function CookiesFor({ actor }: { actor: CookieConsentActor }) {
  // Arriving here is asking for the settings.
  useEffect(() => {
    connect(actor.getSnapshot(), (event) => actor.send(event)).onOpenSettings();
  }, [actor]);
  return <CookiesPanel actor={actor} />;
}

/** The choice in force and the button to the settings, for the app's cookie-consent actor (also driven by the screen replays). */
export function CookiesPanel({ actor }: { actor: CookieConsentActor }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const { choices, canOpenSettings, onOpenSettings } = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <>
      <Card heading={<FormattedMessage id="consent.cookies.page.current" />}>
        {choices ? (
          <ul className="consent-summary" data-testid="cookie-summary">
            {COOKIE_CATEGORIES.map((category) => (
              <li key={category}>
                <span>{intl.formatMessage({ id: `consent.cookies.category.${category}` })}</span>
                <strong>{intl.formatMessage({ id: choices[category] === 1 ? 'consent.cookies.page.accepted' : 'consent.cookies.page.rejected' })}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <FormattedMessage id="consent.cookies.page.none" />
          </p>
        )}
      </Card>
      <p className="page-actions">
        <button type="button" className="button button--primary" disabled={!canOpenSettings} onClick={onOpenSettings}>
          <FormattedMessage id="consent.cookies.page.open" />
        </button>
      </p>
    </>
  );
}

export default function CookiesRoute() {
  return (
    <PageShell titleId="profile.legal.cookies.title" backTo="/profile/legalpolicy">
      <Cookies />
      <p className="page-actions">
        <Link to="/profile/legalpolicy" className="button button--secondary">
          <FormattedMessage id="profile.legal.all" />
        </Link>
      </p>
    </PageShell>
  );
}
