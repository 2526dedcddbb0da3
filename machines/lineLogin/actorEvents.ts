/**
 * Reading `xstate.done.actor.*` outputs and `xstate.error.actor.*` errors inside named actions and guards,
 * so the chart configs stay free of inline lambdas. In setup() actions see the machine's own event union;
 * the done/error events of invoked actors arrive through these two readers.
 */
export function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

export { errorOf } from '../shared/actorEvents';
