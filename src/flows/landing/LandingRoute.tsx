/**
 * /landing: the programme's landing page: a welcome with the ways in (browse rewards, join), then the
 * home dashboard content (banners, menu categories, campaign lists by their configured names).
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { DashboardSection } from '@/flows/dashboard/DashboardSection';
import { Hero } from '@/ui/common/Hero';
import { Icon } from '@/ui/common/Icon';
import { PageShell } from '@/ui/layout/PageShell';
import { isMember, useShellState } from '@/ui/layout/shellState';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

export default function LandingRoute() {
  const { member, locale } = useShellState();
  // The network came back: read this page's data again.
  const { comebacks } = useConnectivity();
  return (
    <PageShell titleId="routes.landing.title">
      <Hero icon={<Icon name="star" />} lead={<FormattedMessage id="routes.landing.lead" />}>
        <Link to="/" className="button button--primary">
          <FormattedMessage id="routes.landing.browseRewards" />
        </Link>
        {isMember(member) ? null : (
          <Link to="/register" className="button button--secondary">
            <FormattedMessage id="routes.landing.join" />
          </Link>
        )}
      </Hero>
      <DashboardSection key={`${locale}:${comebacks}`} locale={locale} />
    </PageShell>
  );
}
