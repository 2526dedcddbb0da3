/** /profile/favorite: the member's favourite campaigns (opened from the add-to-favourite toast). */
import FavouritesPanel from './FavouritesPanel';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

export default function FavoriteRoute() {
  const { locale } = useShellState();
  // The network came back: read this page's data again.
  const { comebacks } = useConnectivity();
  return (
    <PageShell titleId="profile.favorite.title" backTo="/profile" requireSignIn>
      <FavouritesPanel key={`${locale}:${comebacks}`} />
    </PageShell>
  );
}
