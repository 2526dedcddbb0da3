/**
 * The friendship card's flow (loaded on demand, only inside LINE; see LineFriendship.tsx): starts the
 * lineFriendship chart and renders its screen.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/lineFriendship/lineFriendship.connect';
import type { lineFriendshipMachine } from '@machines/lineFriendship/lineFriendship.machine';
import { useServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createLineFriendshipLogic, lineFriendshipInputFor } from './lineFriendship.live';
import { FriendshipCard } from './FriendshipCard';

/** The card for a running lineFriendship actor (the screen replay renders this one). */
export function LineFriendshipScreen({ actor }: { actor: ActorRefFrom<typeof lineFriendshipMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <FriendshipCard {...view} />;
}

export function LineFriendshipCard() {
  const services = useServices();
  const actor = useFlow(createLineFriendshipLogic, lineFriendshipInputFor(services));
  return <LineFriendshipScreen actor={actor} />;
}
