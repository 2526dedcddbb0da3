import type { AnyStateMachine, EventFromLogic, EventObject, StateMachine } from 'xstate';

/**
 * One entry of the flow catalogue (machines/catalogue.ts). Product owners see `title` and `purpose`
 * in the flow player and the offline diagrams; QA's path generator uses `events` to know which
 * payloads to try for each event, including the outcomes of invoked actors
 * (`xstate.done.actor.<invokeId>` with an `output`, `xstate.error.actor.<invokeId>` with an `error`),
 * so that every state of the machine is reachable in the generated graph.
 */
export interface FlowDescriptor<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Stable id, kebab or camel case, the same as the machine's id. */
  id: string;
  /** Title for product owners. */
  title: string;
  /** One line: what the flow is for. */
  purpose: string;
  /** The machine with its default (stub) implementations; importable in Node without a DOM. */
  machine: TMachine;
  /** Input used to start the machine when generating paths and in the flow player. */
  input?: unknown;
  /**
   * Further inputs, by name, for flows whose start depends on input (for example `/register` and
   * `/register/phone`). Paths are generated and coverage is counted for `input` (named `default`) and for
   * each of these; the flow player offers them as variants.
   */
  inputs?: Record<string, unknown>;
  /**
   * Sample events by type. Each entry lists the payload variants the path generator tries
   * (an empty object for an event without payload). Delayed transitions need no entry.
   */
  events: Record<string, Array<Omit<EventObject, 'type'> & Record<string, unknown>>>;
  /**
   * State identity for path generation: return only what matters so the graph stays finite
   * (for example the state value plus a boolean derived from context). Defaults to the state value.
   */
  serializeState?: (snapshot: ReturnType<TMachine['resolveState']>) => string;
  /**
   * Upper bound on the number of distinct states (as identified by `serializeState`) the path generator
   * explores; going over it fails with a hint about unbounded context. @default 500
   */
  limit?: number;
  /**
   * Whether a person sees this flow on a screen. `true`: every generated path is driven through the rendered
   * UI by an executor map in `tests/flows/screens/<id>.screen.tsx` (docs/conventions.md, "Screen replays");
   * `npm run coverage:flows` and tests/flows/screens.gate.test.ts fail when it is missing or incomplete.
   * `{ none: reason }`: no screen of its own (a service flow, or a child whose states show only through its
   * parent's screen), with the reason.
   */
  screen: true | { none: string };
  /**
   * States (by dotted path) or transitions (`state -> EVENT`) that are unreachable on purpose,
   * each with a reason; the coverage gate skips them.
   */
  unreachable?: Record<string, string>;
}

/** Declares a flow; a typed identity so descriptors are checked where they are written. */
export function defineFlow<TMachine extends AnyStateMachine>(descriptor: FlowDescriptor<TMachine>): FlowDescriptor<TMachine> {
  return descriptor;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- positional type parameters of StateMachine */
type ActorSrcOf<M> =
  M extends StateMachine<any, any, any, infer TActor, any, any, any, any, any, any, any, any, any, any>
    ? TActor extends { src: infer S extends string }
      ? S
      : never
    : never;
type DelayOf<M> = M extends StateMachine<any, any, any, any, any, any, infer TDelay, any, any, any, any, any, any, any> ? TDelay : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Every event type a flow's plans can contain, as executor-map keys: the machine's own events, the
 * outcomes of its actors (`xstate.done.actor.<src>`, `xstate.error.actor.<src>`; invoke ids equal their src)
 * and its named delays (`xstate.after.<delay>`). A screen replay's executor map is checked against it with
 * `satisfies Record<FlowEventType<typeof machine>, ScreenExecutor>`, so a new event, actor or delay fails
 * to compile until it has an executor.
 */
export type FlowEventType<TMachine extends AnyStateMachine> =
  | EventFromLogic<TMachine>['type']
  | `xstate.done.actor.${ActorSrcOf<TMachine>}`
  | `xstate.error.actor.${ActorSrcOf<TMachine>}`
  | `xstate.after.${DelayOf<TMachine>}`;
