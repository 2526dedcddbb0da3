/** /profile/favorite: rewards the member saved (opened from the add-to-favourite toast). */
import { FormattedMessage } from 'react-intl';
import { ProfileInfoPage } from '@/routes/profile/ProfileInfoPage';

export default function FavoriteRoute() {
  return (
    <ProfileInfoPage
      titleId="profile.favorite.title"
      icon="♥"
      leadId="profile.favorite.lead"
      pointIds={['profile.favorite.point.save', 'profile.favorite.point.open']}
      availabilityId="profile.favorite.availability"
      related={[{ to: '/', icon: '🎁', label: <FormattedMessage id="shell.nav.rewards" /> }]}
    />
  );
}
