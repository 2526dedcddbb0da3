/** The friendship card on /profile, only inside LINE: its code is fetched on demand, so browsers never load it. */
import { isInMessagingClient } from '@/platform/line/liffMockSwitch';
import { onDemand } from '@/ui/common/onDemand';

const friendshipCard = onDemand(() => import('./LineFriendshipCard'));

function LoadedFriendshipCard() {
  const loaded = friendshipCard.useLoaded();
  return loaded ? <loaded.LineFriendshipCard /> : null;
}

export function LineFriendship() {
  return isInMessagingClient() ? <LoadedFriendshipCard /> : null;
}
