/**
 * `useFlow(createXLogic, input)`: the one way a route starts its flow. It reads the app's services,
 * builds the wired logic once (src/flows/<flow>/<flow>.live.ts), starts the actor with the inspector attached
 * and returns its ref, so a route reads: get the actor, select, render, send.
 *
 *   const actor = useFlow(createRewardCatalogLogic, { categoryId });
 *   const view = useSelector(actor, selectRewardView);
 *   <Button onClick={() => actor.send({ type: 'CATALOG.RETRY' })} />
 *
 * The logic and the input are read once, when the component mounts (like `useActorRef`); a route that
 * needs a fresh actor for new input (another campaign, another language) gives its component a `key`.
 * Wiring that needs more than the services (router navigation, a clock) takes it in a closure:
 * `useFlow((services) => createLoginLogic(services, effects), input)`; keep the values the closure reads
 * current through a ref, since it runs only once.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate';
import { getInspector } from './inspect';
import { useServices, type AppServices } from './services';

/** Builds a flow's wired logic from the app's services (a `create<Flow>Logic` of src/flows/<flow>/<flow>.live.ts). */
export type FlowFactory<TLogic extends AnyActorLogic> = (services: AppServices) => TLogic;

/** Starts the flow built by `create` with `input` and returns its actor ref (stopped on unmount). */
export function useFlow<TLogic extends AnyActorLogic>(
  create: FlowFactory<TLogic>,
  ...[input]: undefined extends InputFrom<TLogic> ? [input?: InputFrom<TLogic>] : [input: InputFrom<TLogic>]
): ActorRefFrom<TLogic> {
  const services = useServices();
  const [logic] = useState(() => create(services));
  // useActorRef's option tuple is conditional on the logic; the input type is checked by this signature.
  const useStartedActor = useActorRef as (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>) => unknown;
  return useStartedActor(logic, { input, inspect: getInspector() }) as ActorRefFrom<TLogic>;
}
