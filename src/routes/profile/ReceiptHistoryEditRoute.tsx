/** /profile/receipthistoryedit: correct and resend a receipt that was rejected. */
import { FormattedMessage } from 'react-intl';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';
import { Icon } from '@/ui/common/Icon';

export default function ReceiptHistoryEditRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.receiptEdit.title"
      icon={<Icon name="tool" />}
      leadId="profile.receiptEdit.lead"
      pointIds={['profile.receiptEdit.point.fields', 'profile.receiptEdit.point.photo']}
      availabilityId="profile.receiptEdit.availability"
      backTo="/profile/receipthistory"
      related={[{ to: '/profile/receipthistory', icon: <Icon name="receipt" />, label: <FormattedMessage id="profile.receiptHistory.title" /> }]}
    />
  );
}
