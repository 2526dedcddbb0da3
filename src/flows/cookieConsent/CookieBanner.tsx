/**
 * The cookie banner of spec section 2 (first visit, signed in or not): title, description, a link to
 * the detail, Setting and Accept, plus Reject so refusing is as easy as accepting. A non-modal region
 * at the bottom of the page: the page stays usable while it shows.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import '@/ui/consent/consent.css';

export interface CookieBannerProps {
  onAccept: () => void;
  onReject: () => void;
  onSettings: () => void;
}

export function CookieBanner({ onAccept, onReject, onSettings }: CookieBannerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        {t('consent.cookies.banner.title')}
      </h2>
      <p className="cookie-banner__text">
        {t('consent.cookies.banner.description')}{' '}
        <Link to="/profile/legalpolicy/cookies" className="cookie-banner__link">
          {t('consent.cookies.banner.detail')}
        </Link>
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--secondary" onClick={onSettings}>
          {t('consent.cookies.banner.settings')}
        </button>
        <button type="button" className="button button--secondary" onClick={onReject}>
          {t('consent.cookies.banner.reject')}
        </button>
        <button type="button" className="button button--primary" onClick={onAccept}>
          {t('consent.cookies.banner.accept')}
        </button>
      </div>
    </section>
  );
}
