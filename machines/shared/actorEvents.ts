/**
 * The `error` of an `xstate.error.actor.*` event, read inside a named action or guard. Those events are not in
 * a chart's own event union, and an error is `unknown` by nature, so a runtime check types it honestly.
 */
export function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}
