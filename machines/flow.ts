import type { AnyStateMachine, EventObject } from 'xstate';

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
   * States (by dotted path) or transitions (`state -> EVENT`) that are unreachable on purpose,
   * each with a reason; the coverage gate skips them.
   */
  unreachable?: Record<string, string>;
}

/** Declares a flow; a typed identity so descriptors are checked where they are written. */
export function defineFlow<TMachine extends AnyStateMachine>(descriptor: FlowDescriptor<TMachine>): FlowDescriptor<TMachine> {
  return descriptor;
}
