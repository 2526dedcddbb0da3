import type { DoneStateEvent } from 'xstate';

/**
 * The `error` of an `xstate.error.actor.*` event, read inside a named action or guard. Those events are not in
 * a chart's own event union, and an error is `unknown` by nature, so a runtime check types it honestly.
 */
export function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}

/**
 * A machine's output mapper that hands on the output of the final state it ended in. XState passes that
 * output untyped (`xstate.done.state.*`), so it is checked against the outcomes the chart's final states return.
 */
export function finalStateOutput<TOutput extends { status: string }>(outcomes: readonly TOutput['status'][]) {
  const known: ReadonlySet<unknown> = new Set(outcomes);
  const isOutcome = (value: unknown): value is TOutput =>
    typeof value === 'object' && value !== null && 'status' in value && known.has(value.status);
  return ({ event }: { event: DoneStateEvent }): TOutput => {
    if (isOutcome(event.output)) return event.output;
    throw new Error(`A final state ended without one of the outcomes ${outcomes.join(', ')}`);
  };
}
