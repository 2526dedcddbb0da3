/**
 * Test paths and coverage for a catalogued flow, built on XState's own graph utilities
 * (`@xstate/graph`: getShortestPaths, getSimplePaths). Runs in Node (the CLIs and
 * vitest) and in the browser (the flow player). No React, no DOM.
 *
 * The plans are: one shortest path to every distinct state (as identified by the descriptor's
 * `serializeState`), plus, for every chart transition those paths do not take, the shortest path to a
 * state where it is enabled followed by that transition. Coverage is computed from the plans, so "covered"
 * means "a generated path takes it", and the model-based replays run exactly those plans.
 */
import {
  createActor,
  createEmptyActor,
  fromTransition,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import type { FlowDescriptor } from '@machines/flow';
import { chartModel, findState, resolveDelay, type ChartModel, type ChartState, type ChartTransition } from './chartModel';

/** Name of the descriptor's own `input` among its variants. */
const DEFAULT_VARIANT = 'default';

/** The inputs a flow is explored with: `default` first, then the descriptor's `inputs`. */
export function flowVariants(flow: FlowDescriptor): Array<{ name: string; input: unknown }> {
  return [{ name: DEFAULT_VARIANT, input: flow.input }, ...Object.entries(flow.inputs ?? {}).map(([name, input]) => ({ name, input }))];
}

/** @default 500 — the traversal bound used when a descriptor sets no `limit`. */
const DEFAULT_LIMIT = 500;

type Snap = AnyMachineSnapshot;
type Path = StatePath<Snap, EventObject>;

/** One numbered step of a test plan. */
export interface PlanStep {
  /** 1-based. */
  n: number;
  /** The event type sent (or the delayed event that fires). */
  event: string;
  /** Event payload without `type` (empty object when none). */
  payload: Record<string, unknown>;
  /** For delayed transitions: how long to wait, in ms. */
  waitMs?: number;
  /** What a tester does: `send VOUCHER.SUBMIT`, `wait 1.5 s`, `redeemVoucher succeeds with {…}`. */
  action: string;
  /** Expected active leaf states after the step, dotted paths (one per parallel region). */
  expected: string[];
  /** Expected state value after the step (what replays compare). */
  expectedValue: unknown;
}

/** One test plan: a path from the start to a state. */
export interface TestPlan {
  /** `<flow>#<n>`. */
  id: string;
  flow: string;
  /** `shortest` (to a state), `transition` (takes a transition the shortest paths miss), `simple`. */
  kind: 'shortest' | 'transition' | 'simple';
  /** One line: `Reaches failed` or `Takes failed -> VOUCHER.RETRY [canRetry]`. */
  title: string;
  /** Which input the plan starts with: `default` (the descriptor's `input`) or a key of `inputs`. */
  variant: string;
  /** The input itself. */
  input: unknown;
  /** Expected leaf states at the start (after `xstate.init`). */
  start: string[];
  startValue: unknown;
  steps: PlanStep[];
}

/** Everything QA and the gates need for one flow. */
export interface FlowAnalysis {
  flow: FlowDescriptor;
  model: ChartModel;
  plans: TestPlan[];
  coverage: FlowCoverage;
  /** Milliseconds spent generating. */
  ms: number;
}

export interface CoverageItem {
  /** State path (`editing.filled`) or transition key (`failed -> VOUCHER.RETRY [canRetry]`). */
  name: string;
  covered: boolean;
  /** Reason from the descriptor's `unreachable` map, when declared. */
  declared?: string;
  /** The `unreachable` entry that declared it. */
  declaredKey?: string;
}

export interface FlowCoverage {
  states: CoverageItem[];
  transitions: CoverageItem[];
  /** Events that threw while the graph was explored (a missing sample payload, usually). */
  errors: string[];
  /** Events the machine handles for which the descriptor gives no sample (sent without payload). */
  missingSamples: string[];
  /** `unreachable` entries that match nothing in the chart. */
  unknownDeclarations: string[];
}

const AFTER = /^xstate\.after\.([^.]+)\.(.+)$/;

function isAfterEvent(type: string): boolean {
  return type.startsWith('xstate.after.');
}

/** The event types the active state nodes handle (XState's own "own events"). */
export function ownEventTypes(snapshot: Snap): string[] {
  return [...new Set(activeNodes(snapshot).flatMap((n) => n.ownEvents))];
}

type StateNodeOf = AnyStateMachine['root'];

const activeCache = new WeakMap<Snap, StateNodeOf[]>();

/** The active state nodes, root first, in document order: the state value walked down the public `states` maps. */
function activeNodes(snapshot: Snap): StateNodeOf[] {
  let nodes = activeCache.get(snapshot);
  if (!nodes) {
    const out: StateNodeOf[] = [];
    const walk = (node: StateNodeOf | undefined, value: unknown): void => {
      if (!node) return;
      out.push(node);
      if (typeof value === 'string') walk(node.states[value], undefined);
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(node.states[key], child);
    };
    walk(snapshot.machine.root, snapshot.value);
    nodes = out;
    activeCache.set(snapshot, nodes);
  }
  return nodes;
}

/** Sample events for a snapshot: the descriptor's payload variants for every event the state handles. */
function sampleEvents(flow: FlowDescriptor, snapshot: Snap, missing?: Set<string>): EventObject[] {
  const out: EventObject[] = [];
  for (const type of ownEventTypes(snapshot)) {
    if (type === '*' || type.endsWith('.*')) continue;
    const samples = flow.events[type];
    if (samples && samples.length) {
      for (const payload of samples) out.push({ ...payload, type });
    } else {
      if (!isAfterEvent(type) && !type.startsWith('xstate.done.state.')) missing?.add(type);
      out.push({ type });
    }
  }
  return out;
}

/** Default state identity: the state value only. */
function defaultSerialize(snapshot: Snap): string {
  return JSON.stringify(snapshot.value);
}

function serializerOf(flow: FlowDescriptor): (s: Snap) => string {
  const custom = flow.serializeState as ((s: Snap) => string) | undefined;
  return custom ? (s) => `${s.status}|${custom(s)}` : (s) => `${s.status}|${defaultSerialize(s)}`;
}

interface Recording {
  taken: AnyTransitionDefinition[];
  /** Ids of the states active in any microstep (transient `always` states included). */
  visited: Set<string>;
}

/**
 * An actor scope like @xstate/graph's mock one, whose system reports each microstep to an inspector
 * (XState's public `createActor(logic, { inspect })`), so a pure `transition` call tells which chart
 * transitions it took and which states it passed through.
 */
class TransitionTap {
  readonly scope: AnyActorScope;
  private current: Recording | undefined;

  constructor() {
    // Only its system is used: an inspected root actor that never starts.
    const inspected = createActor(fromTransition((state: null) => state, null), { inspect: (event) => this.observe(event) });
    // Children spawned during a step hang off this empty actor, outside the inspected system, as with @xstate/graph.
    const self = createEmptyActor();
    this.scope = {
      self,
      logger: () => {},
      id: '',
      sessionId: 'flows-tooling',
      defer: () => {},
      system: inspected.system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    };
  }

  private observe(event: InspectionEvent): void {
    if (event.type !== '@xstate.microstep' || event.actorRef !== this.scope.self || !this.current) return;
    this.current.taken.push(...event._transitions);
    activeIds(event.snapshot as Snap).forEach((id) => this.current!.visited.add(id));
  }

  /** Runs one pure step of the chart with this scope and returns what it took. */
  record<T>(run: (scope: AnyActorScope) => T): Recording & { result: T } {
    const recording: Recording = { taken: [], visited: new Set() };
    this.current = recording;
    try {
      return { ...recording, result: run(this.scope) };
    } finally {
      this.current = undefined;
    }
  }
}

/** A machine whose `transition` never throws: a failing event leaves the state unchanged and is recorded. */
function guardedLogic(machine: AnyStateMachine, errors: Set<string>): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  (logic as { transition: AnyStateMachine['transition'] }).transition = (snapshot, event, scope) => {
    try {
      return machine.transition(snapshot, event, scope);
    } catch (error) {
      errors.add(`${leafPaths(snapshot as Snap).join(' + ')} on ${event.type}: ${(error as Error).message}`);
      return snapshot;
    }
  };
  return logic;
}

/** Active leaf states as dotted paths without the machine id. */
export function leafPaths(snapshot: Snap): string[] {
  const nodes = activeNodes(snapshot);
  // Sorted: the order of XState's active nodes depends on the order regions were entered.
  return nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.')).sort();
}

/** Ids of the active state nodes (the root included), read from the public state value. */
export function activeIds(snapshot: Snap): string[] {
  return activeNodes(snapshot).map((n) => n.id);
}

/** Key used in coverage reports and `unreachable` maps: `failed -> VOUCHER.RETRY [canRetry]`. */
function transitionName(model: ChartModel, t: ChartTransition): string {
  const source = model.states.find((s) => s.id === t.source)?.path || model.id;
  const event = t.event === '' ? 'always' : t.delay !== undefined ? t.label : t.event;
  return `${source} -> ${event}${t.guard ? ` [${t.guard}]` : ''}`;
}

/** `250 ms`, `1.5 s`, `5 min`. */
export function waitText(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms >= 60000 && ms % 60000 === 0) return `${ms / 60000} min`;
  return `${Number((ms / 1000).toFixed(2))} s`;
}

function describeStep(machine: AnyStateMachine, before: Snap, event: EventObject): { action: string; waitMs?: number } {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const after = AFTER.exec(type);
  if (after) {
    const delay = Number.isNaN(Number(after[1])) ? after[1]! : Number(after[1]);
    const ms = resolveDelay(machine, delay, before.context);
    return ms === undefined ? { action: `wait (${after[1]})` } : { action: `wait ${waitText(ms)}`, waitMs: ms };
  }
  const hasPayload = Object.keys(payload).length > 0;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return { action: `${done[1]} succeeds${hasPayload ? ` with ${JSON.stringify(payload.output ?? payload)}` : ''}` };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return { action: `${error[1]} fails${hasPayload ? ` with ${JSON.stringify(payload.error ?? payload)}` : ''}` };
  return { action: `send ${type}${hasPayload ? ` ${JSON.stringify(payload)}` : ''}` };
}

function toPlan(flow: FlowDescriptor, path: Path, kind: TestPlan['kind'], title: string, n: number): TestPlan {
  const [init, ...rest] = path.steps;
  const startSnap = (init?.state ?? path.state) as Snap;
  let prev = startSnap;
  const steps: PlanStep[] = rest.map((step, i) => {
    const { type, ...payload } = step.event;
    const { action, waitMs } = describeStep(flow.machine, prev, step.event);
    prev = step.state as Snap;
    const out: PlanStep = { n: i + 1, event: type, payload, action, expected: leafPaths(step.state as Snap), expectedValue: (step.state as Snap).value };
    if (waitMs !== undefined) out.waitMs = waitMs;
    return out;
  });
  return { id: `${flow.id}#${n}`, flow: flow.id, kind, title, variant: DEFAULT_VARIANT, input: flow.input, start: leafPaths(startSnap), startValue: startSnap.value, steps };
}

/** Thrown when a flow has more distinct states than its `limit`. */
class StateLimitError extends Error {}

function traversalOptions(flow: FlowDescriptor, missing?: Set<string>) {
  const serialize = serializerOf(flow);
  const limit = flow.limit ?? DEFAULT_LIMIT;
  const seen = new Set<string>();
  return {
    input: flow.input,
    events: (s: Snap) => sampleEvents(flow, s, missing),
    // `limit` bounds the number of distinct states (identities); xstate's own limit counts every
    // explored edge, which grows with the number of sample events rather than with the chart.
    serializeState: (s: Snap) => {
      const key = serialize(s);
      if (!seen.has(key)) {
        seen.add(key);
        if (seen.size > limit) throw new StateLimitError('Traversal limit exceeded');
      }
      return key;
    },
  };
}

/** Chart transitions each macrostep of a path takes, by identity with the machine's definitions. */
function transitionIndex(flow: FlowDescriptor, model: ChartModel): Map<unknown, ChartTransition> {
  const byKey = new Map(model.transitions.map((t) => [t.key, t]));
  const index = new Map<unknown, ChartTransition>();
  const visit = (node: { id: string; transitions: Map<string, unknown[]>; always?: unknown[]; states: Record<string, unknown> }) => {
    for (const [event, list] of node.transitions) list.forEach((t, i) => { const c = byKey.get(`${node.id}#${event}#${i}`); if (c) index.set(t, c); });
    (node.always ?? []).forEach((t, i) => { const c = byKey.get(`${node.id}##${i}`); if (c) index.set(t, c); });
    Object.values(node.states).forEach((c) => visit(c as typeof node));
  };
  visit(flow.machine.root as unknown as Parameters<typeof visit>[0]);
  return index;
}

interface StepInfo {
  transitions: ChartTransition[];
  visited: string[];
  next?: Snap;
}

/**
 * What one event does from one snapshot: the chart transitions taken and the states passed through
 * (transient `always` states included). Cached by snapshot object and event, since generated paths share
 * their prefixes (the graph utilities reuse snapshot objects between paths).
 */
class StepRecorder {
  private cache = new WeakMap<object, Map<string, StepInfo>>();
  private initInfo: StepInfo | undefined;
  private tap = new TransitionTap();

  constructor(
    private flow: FlowDescriptor,
    private index: Map<unknown, ChartTransition>,
  ) {}

  private toInfo(rec: Recording, next?: Snap): StepInfo {
    const transitions = rec.taken.map((t) => this.index.get(t)).filter((c): c is ChartTransition => !!c);
    // A transition's source was active when it was taken: this counts a transient start state (left by
    // `always` inside the initial macrostep, so never in a recorded snapshot) as visited.
    const visited = new Set([...rec.visited, ...transitions.map((t) => t.source)]);
    return { transitions, visited: [...visited], ...(next ? { next } : {}) };
  }

  init(): StepInfo {
    if (!this.initInfo) {
      const machine = this.flow.machine as AnyStateMachine;
      const rec = this.tap.record((scope) => machine.getInitialSnapshot(scope, this.flow.input));
      this.initInfo = this.toInfo(rec);
    }
    return this.initInfo;
  }

  step(before: Snap, event: EventObject): StepInfo | undefined {
    let byEvent = this.cache.get(before);
    if (!byEvent) this.cache.set(before, (byEvent = new Map()));
    const key = JSON.stringify(event);
    const hit = byEvent.get(key);
    if (hit) return hit;
    const machine = this.flow.machine as AnyStateMachine;
    let rec: Recording & { result: Snap };
    try {
      rec = this.tap.record((scope) => machine.transition(before, event, scope) as Snap);
    } catch {
      return undefined;
    }
    const info = this.toInfo(rec, rec.result);
    byEvent.set(key, info);
    return info;
  }

  /** Transitions taken and states visited along a path. */
  path(path: Path): { transitions: ChartTransition[]; visited: Set<string> } {
    const init = this.init();
    const transitions = [...init.transitions];
    const visited = new Set(init.visited);
    for (let i = 1; i < path.steps.length; i++) {
      const info = this.step(path.steps[i - 1]!.state as Snap, path.steps[i]!.event);
      if (!info) continue;
      transitions.push(...info.transitions);
      info.visited.forEach((id) => visited.add(id));
    }
    return { transitions, visited };
  }
}

function matchesDeclared(model: ChartModel, flow: FlowDescriptor, name: string, t?: ChartTransition): { key: string; reason: string } | undefined {
  const declared = flow.unreachable ?? {};
  if (name in declared) return { key: name, reason: declared[name]! };
  if (t) {
    const source = model.states.find((s) => s.id === t.source)?.path || model.id;
    for (const [key, reason] of Object.entries(declared)) {
      const m = /^(.*?)\s*->\s*(.+?)\s*$/.exec(key);
      if (m && m[1] === source && (m[2] === t.event || m[2] === t.label)) return { key, reason };
    }
  }
  return undefined;
}

function withLimitHint<T>(flow: FlowDescriptor, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if ((error as Error).message === 'Traversal limit exceeded') {
      throw new Error(
        `${flow.id}: the state graph has more than ${flow.limit ?? DEFAULT_LIMIT} distinct states. ` +
          'Context that grows without bound (a counter, a list) makes it endless: give the descriptor a serializeState ' +
          'that keeps only what decides transitions, or raise its limit if the graph is finite but large.',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Generates the plans and the coverage of one flow, for its `input` and each of its `inputs`: the plans
 * are concatenated (titles say the variant), an item is covered when any variant covers it.
 */
export function analyseFlow(flow: FlowDescriptor): FlowAnalysis {
  const variants = flowVariants(flow);
  if (variants.length === 1) return analyseInput(flow);
  const started = performance.now();
  const parts = variants.map((v) => ({ v, a: analyseInput({ ...flow, input: v.input }) }));
  const plans: TestPlan[] = [];
  for (const { v, a } of parts) {
    for (const p of a.plans) plans.push({ ...p, id: `${flow.id}#${plans.length + 1}`, title: `[${v.name}] ${p.title}`, variant: v.name, input: v.input });
  }
  const merge = (pick: (c: FlowCoverage) => CoverageItem[]): CoverageItem[] =>
    pick(parts[0]!.a.coverage).map((item, i) => ({ ...item, covered: parts.some(({ a }) => pick(a.coverage)[i]!.covered) }));
  const union = (pick: (c: FlowCoverage) => string[]) => [...new Set(parts.flatMap(({ a }) => pick(a.coverage)))].sort();
  return {
    flow,
    model: parts[0]!.a.model,
    plans,
    coverage: {
      states: merge((c) => c.states),
      transitions: merge((c) => c.transitions),
      errors: union((c) => c.errors.map((e) => e)),
      missingSamples: union((c) => c.missingSamples),
      unknownDeclarations: parts[0]!.a.coverage.unknownDeclarations,
    },
    ms: performance.now() - started,
  };
}

function analyseInput(flow: FlowDescriptor): FlowAnalysis {
  const started = performance.now();
  const model = chartModel(flow.machine);
  const errors = new Set<string>();
  const missing = new Set<string>();
  const logic = guardedLogic(flow.machine, errors);
  const options = traversalOptions(flow, missing);

  const shortest = withLimitHint(flow, () => getShortestPaths(logic, options) as Path[]);
  const plans: TestPlan[] = [];
  // One plan per distinct set of active states: identities that differ only in context (a retry left,
  // a code typed) add no state for QA; the transitions they enable are picked up below.
  const reached = new Set<string>();
  const kept: Path[] = [];
  for (const p of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
    const leaves = leafPaths(p.state).join(' + ');
    if (reached.has(leaves)) continue;
    reached.add(leaves);
    kept.push(p);
    plans.push(toPlan(flow, p, 'shortest', `Reaches ${leaves}`, plans.length + 1));
  }

  const index = transitionIndex(flow, model);
  const recorder = new StepRecorder(flow, index);
  const coveredT = new Set<string>();
  const coveredS = new Set<string>();
  const note = (p: Path) => {
    for (const s of p.steps) activeIds(s.state as Snap).forEach((id) => coveredS.add(id));
    const taken = recorder.path(p);
    taken.visited.forEach((id) => coveredS.add(id));
    for (const t of taken.transitions) coveredT.add(t.key);
  };
  kept.forEach(note);

  // Transitions the shortest paths miss: from every distinct state, try each sample event; when it takes
  // a transition no plan takes yet, extend that state's shortest path by the event.
  if (coveredT.size < model.transitions.length) {
    for (const head of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
      if (coveredT.size >= model.transitions.length) break;
      const from = head.state as Snap;
      if (from.status !== 'active') continue;
      for (const event of sampleEvents(flow, from)) {
        const info = recorder.step(from, event);
        if (!info?.next) continue;
        const fresh = info.transitions.filter((c) => !coveredT.has(c.key));
        if (!fresh.length) continue;
        const path: Path = { state: info.next, weight: head.weight + 1, steps: [...head.steps, { event, state: info.next }] };
        note(path);
        plans.push(toPlan(flow, path, 'transition', `Takes ${fresh.map((t) => transitionName(model, t)).join(', ')}`, plans.length + 1));
      }
    }
  }

  const declaredNames = new Set<string>();
  const states: CoverageItem[] = model.states
    .filter((s) => s.kind !== 'history')
    .map((s) => {
      const match = matchesDeclared(model, flow, s.path);
      if (match) declaredNames.add(match.key);
      return { name: s.path, covered: coveredS.has(s.id), ...(match ? { declared: match.reason, declaredKey: match.key } : {}) };
    });
  const transitions: CoverageItem[] = model.transitions.map((t) => {
    const name = transitionName(model, t);
    const match = matchesDeclared(model, flow, name, t);
    if (match) declaredNames.add(match.key);
    return { name, covered: coveredT.has(t.key), ...(match ? { declared: match.reason, declaredKey: match.key } : {}) };
  });
  const unknownDeclarations = Object.keys(flow.unreachable ?? {}).filter((k) => !declaredNames.has(k));

  return {
    flow,
    model,
    plans,
    coverage: { states, transitions, errors: [...errors], missingSamples: [...missing].sort(), unknownDeclarations },
    ms: performance.now() - started,
  };
}

function stateMatcher(model: ChartModel, name: string): { state: ChartState; test: (s: Snap) => boolean } {
  const state = findState(model, name);
  if (!state) {
    const known = model.states.map((s) => s.path).join(', ');
    throw new Error(`No state "${name}" in ${model.id}. States: ${known}`);
  }
  return { state, test: (s) => activeIds(s).includes(state.id) };
}

/** Plans filtered to those ending in a state (`--to`). */
export function plansTo(analysis: FlowAnalysis, to: string): TestPlan[] {
  const { state } = stateMatcher(analysis.model, to);
  const prefix = state.path;
  return analysis.plans.filter((p) => {
    const last = p.steps.length ? p.steps[p.steps.length - 1]!.expected : p.start;
    return last.some((leaf) => leaf === prefix || leaf.startsWith(`${prefix}.`));
  });
}

/** Simple paths (no state visited twice) from a state to another (`--from`, `--to`), at most `max`. */
export function simplePlans(flow: FlowDescriptor, from: string | undefined, to: string, max = 100, variant: string = DEFAULT_VARIANT): TestPlan[] {
  const chosen = flowVariants(flow).find((v) => v.name === variant);
  if (!chosen) throw new Error(`No input variant "${variant}" in ${flow.id}: ${flowVariants(flow).map((v) => v.name).join(', ')}`);
  if (variant !== DEFAULT_VARIANT) {
    return simplePlans({ ...flow, input: chosen.input }, from, to, max).map((p) => ({ ...p, variant, title: `[${variant}] ${p.title}` }));
  }
  const model = chartModel(flow.machine);
  const errors = new Set<string>();
  const logic = guardedLogic(flow.machine, errors);
  const options = traversalOptions(flow);
  const target = stateMatcher(model, to);
  let heads: Path[] = [];
  if (from) {
    const source = stateMatcher(model, from);
    const head = (getShortestPaths(logic, { ...options, toState: source.test }) as Path[])[0];
    if (!head) throw new Error(`State "${from}" of ${flow.id} is not reachable with the descriptor's sample events`);
    heads = [head];
  }
  const out: TestPlan[] = [];
  const tails = (getSimplePaths(logic, { ...options, ...(heads[0] ? { fromState: heads[0].state } : {}), toState: target.test }) as Path[])
    // Shortest first, so a capped list keeps the paths a tester would try first.
    .sort((a, b) => a.steps.length - b.steps.length);
  for (const tail of tails) {
    if (out.length >= max) break;
    const path: Path = heads[0]
      ? { state: tail.state, weight: heads[0].weight + tail.weight, steps: [...heads[0].steps, ...tail.steps.slice(1)] }
      : tail;
    const title = from ? `From ${source(model, from)} to ${target.state.path}` : `To ${target.state.path}`;
    out.push(toPlan(flow, path, 'simple', title, out.length + 1));
  }
  return out;
}

function source(model: ChartModel, name: string): string {
  return findState(model, name)?.path ?? name;
}

/** `unreachable` entries every matching item of which is covered after all: they can be removed. */
export function staleDeclarations(c: FlowCoverage): string[] {
  const byKey = new Map<string, boolean>();
  for (const item of [...c.states, ...c.transitions]) {
    if (item.declaredKey === undefined) continue;
    byKey.set(item.declaredKey, (byKey.get(item.declaredKey) ?? true) && item.covered);
  }
  return [...byKey].filter(([, allCovered]) => allCovered).map(([key]) => key);
}

/** Totals for a coverage table row. */
export function coverageTotals(c: FlowCoverage) {
  const count = (items: CoverageItem[]) => ({
    total: items.length,
    covered: items.filter((i) => i.covered).length,
    declared: items.filter((i) => !i.covered && i.declared !== undefined).length,
    missing: items.filter((i) => !i.covered && i.declared === undefined).map((i) => i.name),
  });
  return { states: count(c.states), transitions: count(c.transitions) };
}
