/** /collectpoint: earn points by uploading a receipt (spec sections 2 and 3, "Receipt upload"). */
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '@/ui/common/Card';
import { Hero } from '@/ui/common/Hero';
import { LinkList } from '@/ui/common/LinkList';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';
import { Icon } from '@/ui/common/Icon';

export default function CollectPointRoute() {
  const intl = useIntl();
  return (
    <PageShell titleId="routes.collectpoint.title" requireSignIn>
      <Hero icon={<Icon name="receipt" />} lead={<FormattedMessage id="routes.collectpoint.lead" />} />
      <Card heading={<FormattedMessage id="routes.collectpoint.steps.heading" />}>
        <ol className="steps">
          <li>
            <FormattedMessage id="routes.collectpoint.steps.photo" />
          </li>
          <li>
            <FormattedMessage id="routes.collectpoint.steps.details" />
          </li>
          <li>
            <FormattedMessage id="routes.collectpoint.steps.review" />
          </li>
        </ol>
        <p className="muted">
          <FormattedMessage id="routes.collectpoint.photoGuidance" />
        </p>
      </Card>
      <Notice>
        <FormattedMessage id="routes.collectpoint.availability" />
      </Notice>
      <LinkList
        label={intl.formatMessage({ id: 'routes.collectpoint.related' })}
        items={[
          {
            to: '/profile/receipthistory',
            icon: <Icon name="clock" />,
            label: <FormattedMessage id="profile.receiptHistory.title" />,
            description: <FormattedMessage id="routes.collectpoint.receiptHistoryHint" />,
          },
          {
            to: '/profile/history/earn',
            icon: <Icon name="star" />,
            label: <FormattedMessage id="profile.history.title" />,
            description: <FormattedMessage id="routes.collectpoint.pointHistoryHint" />,
          },
        ]}
      />
    </PageShell>
  );
}
