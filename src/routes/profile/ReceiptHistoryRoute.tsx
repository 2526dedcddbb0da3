/** /profile/receipthistory: receipts the member uploaded and their status (spec section 3, "Receipt upload"). */
import { FormattedMessage } from 'react-intl';
import { Card } from '@/ui/common/Card';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';
import { Icon } from '@/ui/common/Icon';

export default function ReceiptHistoryRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.receiptHistory.title"
      icon={<Icon name="receipt" />}
      leadId="profile.receiptHistory.lead"
      pointIds={['profile.receiptHistory.point.list', 'profile.receiptHistory.point.points']}
      availabilityId="profile.receiptHistory.availability"
      related={[
        { to: '/collectpoint', icon: <Icon name="camera" />, label: <FormattedMessage id="routes.collectpoint.title" /> },
        { to: '/profile/receipthistoryedit', icon: <Icon name="tool" />, label: <FormattedMessage id="profile.receiptEdit.title" /> },
      ]}
    >
      <Card heading={<FormattedMessage id="profile.receiptHistory.statuses" />}>
        <ul className="status-list">
          <li>
            <span className="status-chip status-chip--waiting">
              <FormattedMessage id="profile.receipt.status.waiting" />
            </span>
            <FormattedMessage id="profile.receipt.status.waitingHint" />
          </li>
          <li>
            <span className="status-chip status-chip--approved">
              <FormattedMessage id="profile.receipt.status.approved" />
            </span>
            <FormattedMessage id="profile.receipt.status.approvedHint" />
          </li>
          <li>
            <span className="status-chip status-chip--rejected">
              <FormattedMessage id="profile.receipt.status.rejected" />
            </span>
            <FormattedMessage id="profile.receipt.status.rejectedHint" />
          </li>
        </ul>
      </Card>
    </ProfileInfoPage>
  );
}
