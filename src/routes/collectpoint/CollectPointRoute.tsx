/**
 * /collectpoint: earn points by uploading a receipt (spec sections 2, 3 and 5): the receipt form with
 * its photo guidance, the get-point dialog (the member's QR code to show at the counter), and links to
 * receipt history and point history.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Hero } from '@/ui/common/Hero';
import { Icon } from '@/ui/common/Icon';
import { LinkList } from '@/ui/common/LinkList';
import { PageShell } from '@/ui/layout/PageShell';
import { ReceiptUploadScreen } from '@/routes/collectpoint/ReceiptUploadScreen';
import { useShellState } from '@/ui/layout/shellState';
import { PointCodeSection } from '@/routes/line/PointCodeSection';

export default function CollectPointRoute() {
  const intl = useIntl();
  const { locale } = useShellState();
  return (
    <PageShell titleId="routes.collectpoint.title" requireSignIn>
      <Hero icon={<Icon name="receipt" />} lead={<FormattedMessage id="routes.collectpoint.lead" />} />
      <ReceiptUploadScreen input={{ mode: 'new' }} />
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
      <PointCodeSection locale={locale} />
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
