/** /landing: the programme's landing page (its content is not described by the spec). */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/common/Card';
import { Hero } from '@/ui/common/Hero';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { Icon } from '@/ui/common/Icon';

export default function LandingRoute() {
  const { member } = useShellState();
  return (
    <PageShell titleId="routes.landing.title">
      <Hero icon={<Icon name="star" />} lead={<FormattedMessage id="routes.landing.lead" />}>
        <Link to="/" className="button button--primary">
          <FormattedMessage id="routes.landing.browseRewards" />
        </Link>
        {member.signedIn ? null : (
          <Link to="/register" className="button button--secondary">
            <FormattedMessage id="routes.landing.join" />
          </Link>
        )}
      </Hero>
      <div className="card-grid">
        <Card heading={<FormattedMessage id="routes.landing.earn.heading" />} headingLevel={2}>
          <p>
            <FormattedMessage id="routes.landing.earn.text" />
          </p>
        </Card>
        <Card heading={<FormattedMessage id="routes.landing.redeem.heading" />} headingLevel={2}>
          <p>
            <FormattedMessage id="routes.landing.redeem.text" />
          </p>
        </Card>
        <Card heading={<FormattedMessage id="routes.landing.level.heading" />} headingLevel={2}>
          <p>
            <FormattedMessage id="routes.landing.level.text" />
          </p>
        </Card>
      </div>
    </PageShell>
  );
}
