/** /profile/favorite: the member's favourite campaigns (opened from the add-to-favourite toast). */
import FavouritesPanel from './FavouritesPanel';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';

export default function FavoriteRoute() {
  const { locale } = useShellState();
  return (
    <PageShell titleId="profile.favorite.title" backTo="/profile" requireSignIn>
      <FavouritesPanel key={locale} />
    </PageShell>
  );
}
