/**
 * Component tests' stand-in for src/flows/shared/useFlow: the same "build the logic once, start the actor with the
 * input" without the app's services, so a connected screen runs its real chart with the fake actors the
 * test's mocked wiring provides.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';

export function useFlow(create: (services: unknown) => AnyActorLogic, input?: unknown) {
  const [logic] = useState(() => create({}));
  const useStarted = useActorRef as (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>) => unknown;
  return useStarted(logic, { input });
}
