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
import { GetPointButton } from '@/flows/getPoint/GetPointButton';
import { ReceiptUploadScreen } from './ReceiptUploadScreen';
import { PointCodeSection } from '@/flows/pointCode/PointCodeSection';
import { useShellState } from '@/ui/layout/shellState';

export default function CollectPointRoute() {
  const intl = useIntl();
  const { locale } = useShellState();
  return (
    <PageShell titleId="routes.collectpoint.title" requireSignIn>
      <Hero icon={<Icon name="receipt" />} lead={<FormattedMessage id="routes.collectpoint.lead" />} />
      <p className="page-actions">
        <GetPointButton />
      </p>
      <ReceiptUploadScreen input={{ mode: 'new' }} />
      <PointCodeSection locale={locale} />
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
