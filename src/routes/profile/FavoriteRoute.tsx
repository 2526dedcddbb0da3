/** /profile/favorite: rewards the member saved (opened from the add-to-favourite toast). */
import { FormattedMessage } from 'react-intl';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';
import { Icon } from '@/ui/common/Icon';

export default function FavoriteRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.favorite.title"
      icon={<Icon name="heart" />}
      leadId="profile.favorite.lead"
      pointIds={['profile.favorite.point.save', 'profile.favorite.point.open']}
      availabilityId="profile.favorite.availability"
      related={[{ to: '/', icon: <Icon name="gift" />, label: <FormattedMessage id="shell.nav.rewards" /> }]}
    />
  );
}
