/** /profile/usernamewifi: change the Wi-Fi username and password (spec sections 3 and 5). */
import { FormattedMessage } from 'react-intl';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';
import { Icon } from '@/ui/common/Icon';

export default function UsernameWifiRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.wifi.title"
      icon={<Icon name="wifi" />}
      leadId="profile.wifi.lead"
      pointIds={['profile.wifi.point.rules', 'profile.wifi.point.length', 'profile.wifi.point.confirm']}
      availabilityId="profile.wifi.availability"
      related={[{ to: '/profile/edit', icon: <Icon name="edit" />, label: <FormattedMessage id="profile.edit.title" /> }]}
    />
  );
}
