/**
 * The redeem tab of /profile/history (issue 7 builds its content: the redeem history with serials and
 * purchase states). Until then it says so and links to the rewards.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/common/Card';
import { Notice } from '@/ui/common/Notice';

export default function RedeemHistoryPanel() {
  return (
    <>
      <Card heading={<FormattedMessage id="profile.history.tab.redeem" />}>
        <p>
          <FormattedMessage id="profile.history.redeem.lead" />
        </p>
      </Card>
      <Notice>
        <FormattedMessage id="profile.history.availability" />
      </Notice>
      <p className="page-actions">
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="shell.nav.rewards" />
        </Link>
      </p>
    </>
  );
}
