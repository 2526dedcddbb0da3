/**
 * Running a catalogued machine outside the app: every actor is a stub that never settles (its outcome
 * is fed as an `xstate.done.actor.*` / `xstate.error.actor.*` event), every custom side-effect action is
 * a no-op (XState's own assign/raise/emit/sendTo still run), and time is a SimulatedClock that only moves
 * when asked. The model-based replays and the flow player both use this, so what QA replays is what
 * product owners step through. Runs in Node and in the browser.
 */
import { createActor, fromPromise, SimulatedClock, type Actor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import type { FlowDescriptor } from '@machines/flow';
import { ownEventTypes, waitText } from './graph';
import { resolveDelay } from './chartModel';
import type { PlanStep } from './graph';

/** The machine with stub actors and no-op custom actions. */
export function stubbedMachine(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions ?? {})
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in (impl as object)))
      .map(([name]) => [name, () => {}]),
  );
  return machine.provide({ actors, actions } as never) as AnyStateMachine;
}

/** A started actor of a flow on simulated time. */
export interface FlowRun {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
}

/** Starts a flow with its descriptor's input, stub actors and a simulated clock. */
export function startFlow(flow: FlowDescriptor, options: { inspect?: (event: InspectionEvent) => void; input?: unknown } = {}): FlowRun {
  const clock = new SimulatedClock();
  const actor = createActor(stubbedMachine(flow.machine), {
    input: 'input' in options ? options.input : flow.input,
    clock,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  }) as Actor<AnyStateMachine>;
  actor.start();
  return { actor, clock };
}

/**
 * Performs one plan step: sends the event with its payload. A delayed transition is taken by sending its
 * `xstate.after.*` event rather than advancing the clock: in a parallel chart two regions' timers of the
 * same length (every call's REQUEST_SLOW, machines/shared/request.ts) would otherwise fire together, while
 * the generated path takes them one at a time. Leaving the state cancels the pending timer as usual.
 */
export function performStep(run: FlowRun, step: Pick<PlanStep, 'event' | 'payload' | 'waitMs'>): void {
  run.actor.send({ ...step.payload, type: step.event });
}

/** An event the flow player can offer now, with its label. */
export interface OfferedEvent {
  /** Unique within one snapshot. */
  key: string;
  event: EventObject;
  /** `wait 1.5 s` for a delay, otherwise the event type. */
  label: string;
  /** JSON of the payload, when there is one. */
  payload?: string;
  /** For delays: the ms to advance the simulated clock. */
  waitMs?: number;
}

/**
 * The events that can fire now: for every event the active states handle, each sample payload of the
 * descriptor (or none) for which `snapshot.can` holds; delays and invoke outcomes included.
 */
export function offeredEvents(flow: FlowDescriptor, snapshot: AnyMachineSnapshot): OfferedEvent[] {
  if (snapshot.status !== 'active') return [];
  const out: OfferedEvent[] = [];
  for (const type of ownEventTypes(snapshot)) {
    if (type === '*' || type.endsWith('.*')) continue;
    const samples = flow.events[type]?.length ? flow.events[type]! : [{}];
    samples.forEach((payload, i) => {
      const event = { ...payload, type } as EventObject;
      if (!snapshot.can(event)) return;
      const after = /^xstate\.after\.([^.]+)\./.exec(type);
      const key = `${type}#${i}`;
      if (after) {
        const raw = after[1]!;
        const ms = resolveDelay(flow.machine, Number.isNaN(Number(raw)) ? raw : Number(raw), snapshot.context);
        out.push({ key, event, label: ms === undefined ? `wait (${raw})` : `wait ${waitText(ms)}`, ...(ms !== undefined ? { waitMs: ms } : {}) });
        return;
      }
      const { type: _t, ...rest } = event as EventObject & Record<string, unknown>;
      out.push({ key, event, label: type, ...(Object.keys(rest).length ? { payload: JSON.stringify(rest) } : {}) });
    });
  }
  return out;
}
