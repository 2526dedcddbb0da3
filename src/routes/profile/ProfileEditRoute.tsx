/** /profile/edit: the member's personal details (spec section 3, "Profile"). */
import { FormattedMessage } from 'react-intl';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';

export default function ProfileEditRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.edit.title"
      icon="✏️"
      leadId="profile.edit.lead"
      pointIds={['profile.edit.point.name', 'profile.edit.point.contact', 'profile.edit.point.birthdate', 'profile.edit.point.address']}
      availabilityId="profile.edit.availability"
      related={[{ to: '/profile/usernamewifi', icon: '📶', label: <FormattedMessage id="profile.wifi.title" /> }]}
    />
  );
}
