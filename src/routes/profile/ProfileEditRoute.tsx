/** /profile/edit: the member's personal details (spec section 3, "Profile"). */
import { FormattedMessage } from 'react-intl';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';
import { Icon } from '@/ui/common/Icon';
import { AddressBookLauncher } from '@/routes/address/AddressBookLauncher';

export default function ProfileEditRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.edit.title"
      icon={<Icon name="edit" />}
      leadId="profile.edit.lead"
      pointIds={['profile.edit.point.name', 'profile.edit.point.contact', 'profile.edit.point.birthdate', 'profile.edit.point.address']}
      availabilityId="profile.edit.availability"
      related={[{ to: '/profile/usernamewifi', icon: <Icon name="wifi" />, label: <FormattedMessage id="profile.wifi.title" /> }]}
    >
      <div className="page-actions address-books">
        <AddressBookLauncher input={{ kind: 'delivery' }}>
          <FormattedMessage id="addressBook.delivery.listTitle" />
        </AddressBookLauncher>
        <AddressBookLauncher input={{ kind: 'tax' }}>
          <FormattedMessage id="addressBook.tax.listTitle" />
        </AddressBookLauncher>
      </div>
    </ProfileInfoPage>
  );
}
