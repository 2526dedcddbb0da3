/**
 * A child chart a parent names in `setup({ actors })` without importing it: the parent's stub is typed as
 * the child's logic, and the app provides the real chart at the edge (where it may also arrive on demand).
 * The parent's module then carries the child's types only, not its code.
 */
import type { ActorLogic, AnyActorLogic, AnyActorScope, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/** Any actor system (the one xstate's own `AnyActorLogic` takes). */
type AnyActorSystem = AnyActorScope['system'];

/** The actor logic of `TLogic` as a parent sees it: its snapshot, events, input and emitted events. */
export type LogicOf<TLogic extends AnyActorLogic> = ActorLogic<
  SnapshotFrom<TLogic>,
  EventFromLogic<TLogic>,
  InputFrom<TLogic>,
  AnyActorSystem,
  EmittedFrom<TLogic>
>;

/** A typed stub for a child chart: a child started from it fails with `'<name> is not provided'`, like the call stubs. */
export function notProvidedLogic<TLogic extends AnyActorLogic>(name: string): LogicOf<TLogic> {
  const fail = (): never => {
    throw new Error(`${name} is not provided`);
  };
  return { transition: fail, getInitialSnapshot: fail, getPersistedSnapshot: fail };
}
