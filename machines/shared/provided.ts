/**
 * The plain idiom for charts the app builds once with its real implementations: the chart module exports
 * `createXMachine(provided)`, which passes the given implementations to `setup()` in place of the stubs, and
 * `xMachine()`, the chart as declared, built on first call. The app never runs a declared chart (only its
 * provided one), so building the declared tree at import, and again for `.provide()`, would be start-up
 * work thrown away.
 */
import { fromPromise } from 'xstate';

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
