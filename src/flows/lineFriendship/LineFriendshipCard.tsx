/**
 * The friendship card's flow (loaded on demand, only inside LINE; see LineFriendship.tsx): starts the
 * lineFriendship chart and renders its screen.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { lineFriendshipMachine } from '@machines/lineFriendship/lineFriendship.machine';
import { selectCanAddFriend, selectFriendshipStatus } from '@machines/lineFriendship/lineFriendship.selectors';
import { useServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createLineFriendshipLogic, lineFriendshipInputFor } from './lineFriendship.live';
import { FriendshipCard } from './FriendshipCard';

/** The card for a running lineFriendship actor (the screen replay renders this one). */
export function LineFriendshipScreen({ actor }: { actor: ActorRefFrom<typeof lineFriendshipMachine> }) {
  const status = useSelector(actor, selectFriendshipStatus);
  const error = useSelector(actor, (s) => s.context.error);
  const canAddFriend = useSelector(actor, selectCanAddFriend);
  return (
    <FriendshipCard
      status={status}
      error={error}
      canAddFriend={canAddFriend}
      onAddFriend={() => actor.send({ type: 'FRIENDSHIP.ADD_FRIEND' })}
      onRecheck={() => actor.send({ type: 'FRIENDSHIP.RECHECK' })}
      onRetry={() => actor.send({ type: 'FRIENDSHIP.RETRY' })}
    />
  );
}

export function LineFriendshipCard() {
  const services = useServices();
  const actor = useFlow(createLineFriendshipLogic, lineFriendshipInputFor(services));
  return <LineFriendshipScreen actor={actor} />;
}
