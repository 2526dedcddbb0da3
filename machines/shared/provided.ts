/**
 * The plain idiom for charts the app builds once with its real implementations: the chart module exports
 * `createXMachine(provided)`, which passes the given implementations to `setup()` in place of the stubs, and
 * `xMachine()`, the chart as declared, built on first call. The app never runs a declared chart (only its
 * provided one), so building the declared tree at import, and again for `.provide()`, would be start-up
 * work thrown away.
 */
import { fromPromise, type ActorLogic, type AnyActorLogic, type AnyActorScope, type EmittedFrom, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';

/** Real implementations given at the edge; each replaces the stub of the same name and has its type. */
export interface Provided<TActors extends object, TActions extends object = Record<never, never>> {
  actors?: Partial<TActors>;
  actions?: Partial<TActions>;
}

/** `build()` on the first call, that same value on every later one. */
export function builtOnce<T>(build: () => T): () => T {
  let cell: { value: T } | undefined;
  return () => (cell ??= { value: build() }).value;
}

/**
 * The default of a call the edge provides (the flow's live module, `.provide()`): typed like the real one,
 * and failing loudly when a chart runs without it.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });
}

/**
 * A child chart a parent names in `setup({ actors })` without importing it: the parent's stub is typed as
 * the child's logic, and the app provides the real chart at the edge (where it may also arrive on demand).
 * The parent's module then carries the child's types only, not its code.
 */
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
