/**
 * A plain, serialisable description of a statechart read from a machine's resolved state nodes. Every
 * other part of the flows tooling (catalogue listing, Mermaid, the SVG chart, coverage, the flow
 * player) works from this one model, so they agree on what a state and a transition are.
 * Runs in Node and in the browser; no React and no DOM.
 */
import type { AnyStateMachine } from 'xstate';

/** Kind of a state node, as XState names it. */
export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** One transition of the chart (an event, a delay, an invoke outcome or an eventless `always`). */
export interface ChartTransition {
  /** Stable key: `<source id>#<event>#<index among the source's transitions for that event>`. */
  key: string;
  /** The event type (`xstate.after.<delay>.<id>` for delays, `''` for eventless transitions). */
  event: string;
  /** What product owners read: `SUBMIT`, `after 1.5s`, `done: redeemVoucher`, `always`. */
  label: string;
  /** Guard name, if any (`not(x)`, `and(a, b)` for composed guards). */
  guard?: string;
  /** Delay (name or ms) for delayed transitions. */
  delay?: string | number;
  /** Delay in ms when it can be resolved without context; undefined for delays computed from context. */
  delayMs?: number;
  /** Target state ids; empty for a targetless transition (actions only). */
  targets: string[];
  /** Named actions run by the transition. */
  actions: string[];
  /** True when the transition re-enters its source. */
  reenter: boolean;
  /** Source state id. */
  source: string;
}

/** One state node. */
export interface ChartState {
  /** Full id (`machine.parent.child`). */
  id: string;
  /** Key inside its parent. */
  key: string;
  /** Path from the root, dotted, without the machine id (`''` for the root). */
  path: string;
  kind: StateKind;
  description?: string;
  /** Id of the initial child for compound states. */
  initial?: string;
  tags: string[];
  /** Invoked actors (`src`, by name) with their ids. */
  invokes: Array<{ id: string; src: string }>;
  entry: string[];
  exit: string[];
  transitions: ChartTransition[];
  children: ChartState[];
}

/** The whole chart. */
export interface ChartModel {
  id: string;
  root: ChartState;
  /** Every state except the root, depth first. */
  states: ChartState[];
  /** Every transition, depth first. */
  transitions: ChartTransition[];
}

interface NodeLike {
  id: string;
  key: string;
  path: string[];
  type: StateKind;
  description?: string;
  initial?: { target: Array<{ id: string }> };
  tags: string[];
  invoke: Array<{ id: string; src: unknown }>;
  entry: unknown[];
  exit: unknown[];
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  states: Record<string, NodeLike>;
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: Array<{ id: string }>;
  actions: unknown[];
  reenter?: boolean;
  delay?: string | number;
}

/** Human name of a guard reference: `name`, `{ type }`, or XState's composed `and`/`or`/`not`. */
function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composed = guard as { guards?: unknown[]; name?: string };
    if (Array.isArray(composed.guards)) {
      const inner = composed.guards.map((g) => guardName(g) ?? '?').join(', ');
      return `${composed.name ?? 'guard'}(${inner})`;
    }
    return composed.name ? `inline ${composed.name}` : 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
}

/** Human name of an action reference; builtin actions (assign, raise…) show their XState type. */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function') {
    const fn = action as { type?: string; name?: string };
    if (typeof fn.type === 'string') {
      // xstate.raise for delayed transitions and xstate.cancel are bookkeeping, not product actions.
      return fn.type;
    }
    return fn.name ? `inline ${fn.name}` : 'inline';
  }
  return String(action);
}

function isBookkeeping(action: unknown): boolean {
  const type = typeof action === 'function' ? (action as { type?: string }).type : undefined;
  return type === 'xstate.raise' || type === 'xstate.cancel';
}

/** Formats milliseconds as product owners read them: `1s`, `1.5s`, `250ms`, `2 min`. */
function formatDelay(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  if (ms >= 60000 && ms % 60000 === 0) return `${ms / 60000} min`;
  return `${Number((ms / 1000).toFixed(2))}s`;
}

/** Resolves a delay name or number to ms using the machine's `delays` when they are constant. */
export function resolveDelay(machine: AnyStateMachine, delay: string | number, context?: unknown): number | undefined {
  if (typeof delay === 'number') return delay;
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function' && context !== undefined) {
    try {
      const value = (impl as (args: { context: unknown; event: unknown }) => unknown)({ context, event: { type: '' } });
      return typeof value === 'number' ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function transitionLabel(machine: AnyStateMachine, t: TransitionLike): { label: string; delayMs?: number } {
  if (t.eventType === '') return { label: 'always' };
  if (t.delay !== undefined) {
    const ms = resolveDelay(machine, t.delay);
    return ms === undefined ? { label: `after ${String(t.delay)}` } : { label: `after ${formatDelay(ms)}`, delayMs: ms };
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(t.eventType);
  if (done) return { label: `done: ${done[1]}` };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(t.eventType);
  if (error) return { label: `error: ${error[1]}` };
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(t.eventType);
  if (doneState) return { label: `done: ${doneState[1]!.split('.').pop()}` };
  return { label: t.eventType };
}

function toTransition(machine: AnyStateMachine, node: NodeLike, t: TransitionLike, index: number): ChartTransition {
  const { label, delayMs } = transitionLabel(machine, t);
  const out: ChartTransition = {
    key: `${node.id}#${t.eventType}#${index}`,
    event: t.eventType,
    label,
    targets: (t.target ?? []).map((s) => s.id),
    actions: t.actions.filter((a) => !isBookkeeping(a)).map(actionName),
    reenter: Boolean(t.reenter),
    source: node.id,
  };
  const guard = guardName(t.guard);
  if (guard !== undefined) out.guard = guard;
  if (t.delay !== undefined) out.delay = t.delay;
  if (delayMs !== undefined) out.delayMs = delayMs;
  return out;
}

function toState(machine: AnyStateMachine, node: NodeLike): ChartState {
  const transitions: ChartTransition[] = [];
  for (const [, list] of node.transitions) list.forEach((t, i) => transitions.push(toTransition(machine, node, t, i)));
  (node.always ?? []).forEach((t, i) => transitions.push(toTransition(machine, node, { ...t, eventType: '' }, i)));
  const state: ChartState = {
    id: node.id,
    key: node.key,
    path: node.path.join('.'),
    kind: node.type,
    tags: [...node.tags],
    invokes: node.invoke.map((i) => ({ id: i.id, src: typeof i.src === 'string' ? i.src : 'inline' })),
    entry: node.entry.filter((a) => !isBookkeeping(a)).map(actionName),
    exit: node.exit.filter((a) => !isBookkeeping(a)).map(actionName),
    transitions,
    children: Object.values(node.states).map((child) => toState(machine, child)),
  };
  if (node.description) state.description = node.description;
  const initial = node.initial?.target?.[0]?.id;
  if (node.type === 'compound' && initial) state.initial = initial;
  return state;
}

/** Reads the chart of a machine. Cheap: walks the state nodes once. */
export function chartModel(machine: AnyStateMachine): ChartModel {
  const root = toState(machine, machine.root as unknown as NodeLike);
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (s: ChartState, isRoot: boolean): void => {
    if (!isRoot) states.push(s);
    transitions.push(...s.transitions);
    s.children.forEach((c) => visit(c, false));
  };
  visit(root, true);
  return { id: machine.id, root, states, transitions };
}

/** Finds a state by full id, by path (`editing.filled`) or by its key when that is unique. */
export function findState(model: ChartModel, name: string): ChartState | undefined {
  const byId = model.states.find((s) => s.id === name || s.path === name);
  if (byId) return byId;
  const byKey = model.states.filter((s) => s.key === name);
  return byKey.length === 1 ? byKey[0] : undefined;
}
