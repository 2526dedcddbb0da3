/**
 * Walks a machine's config and lists what the Stately visualiser, the inspector and the path
 * generator cannot name: inline functions where a guard, action, actor or delay should be referenced by
 * name (a string or `{ type: 'name' }`), and invokes without a string `src` or an explicit `id`.
 * Input mappers (`input: ({ context }) => …`) and the context factory are allowed.
 */
import type { AnyStateMachine } from 'xstate';

type Cfg = Record<string, unknown>;

/** Names the machine's setup() provides, to catch references to nothing (a typo reads as a no-op). */
interface Known {
  guards: Set<string>;
  actions: Set<string>;
  actors: Set<string>;
  delays: Set<string>;
}

let known: Known | undefined;

function refName(ref: unknown): string | undefined {
  if (typeof ref === 'string') return ref;
  if (typeof ref === 'object' && ref !== null && typeof (ref as { type?: unknown }).type === 'string') return (ref as { type: string }).type;
  return undefined;
}

function isBuiltinComposedGuard(g: unknown): g is { guards: unknown[]; name: string } {
  return typeof g === 'function' && Array.isArray((g as { guards?: unknown }).guards);
}

function checkGuard(guard: unknown, where: string, out: string[]): void {
  const name = refName(guard);
  if (name !== undefined && known && !known.guards.has(name)) out.push(`${where}: guard "${name}" is not defined in setup({ guards })`);
  if (guard === undefined || name !== undefined) return;
  if (isBuiltinComposedGuard(guard)) {
    guard.guards.forEach((g) => checkGuard(g, where, out));
    return;
  }
  if (typeof guard === 'function') out.push(`${where}: inline guard function; name it in setup({ guards }) and reference it by name`);
  else if (typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type !== 'string') {
    out.push(`${where}: guard object without a string type`);
  }
}

function checkActions(actions: unknown, where: string, out: string[]): void {
  if (actions === undefined) return;
  for (const action of Array.isArray(actions) ? actions : [actions]) {
    const name = refName(action);
    if (name !== undefined && known && !known.actions.has(name) && !name.startsWith('xstate.')) {
      out.push(`${where}: action "${name}" is not defined in setup({ actions })`);
    }
    if (typeof action === 'string') continue;
    if (typeof action === 'function') {
      const type = (action as { type?: unknown }).type;
      out.push(
        `${where}: inline action${typeof type === 'string' ? ` (${type})` : ''}; name it in setup({ actions }) and reference it by name`,
      );
    } else if (typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type !== 'string') {
      out.push(`${where}: action object without a string type`);
    }
  }
}

function checkTransitions(value: unknown, where: string, out: string[]): void {
  if (value === undefined) return;
  for (const t of Array.isArray(value) ? value : [value]) {
    if (typeof t === 'string' || t === undefined || t === null) continue;
    if (typeof t === 'function') {
      out.push(`${where}: transition given as a function`);
      continue;
    }
    const tr = t as Cfg;
    checkGuard(tr.guard, where, out);
    checkActions(tr.actions, where, out);
  }
}

function checkState(config: Cfg, path: string, out: string[]): void {
  const at = path || '(root)';
  checkActions(config.entry, `${at} entry`, out);
  checkActions(config.exit, `${at} exit`, out);
  for (const [event, t] of Object.entries((config.on as Cfg | undefined) ?? {})) checkTransitions(t, `${at} on ${event}`, out);
  checkTransitions(config.always, `${at} always`, out);
  for (const [delay, t] of Object.entries((config.after as Cfg | undefined) ?? {})) {
    if (Number.isNaN(Number(delay)) && known && !known.delays.has(delay)) out.push(`${at} after ${delay}: delay "${delay}" is not defined in setup({ delays })`);
    checkTransitions(t, `${at} after ${delay}`, out);
  }
  const invokes = config.invoke === undefined ? [] : Array.isArray(config.invoke) ? config.invoke : [config.invoke];
  invokes.forEach((inv: Cfg, i: number) => {
    const where = `${at} invoke[${i}]`;
    if (typeof inv.src !== 'string') out.push(`${where}: src must be the name of an actor in setup({ actors }), not ${typeof inv.src}`);
    else if (known && !known.actors.has(inv.src)) out.push(`${where}: actor "${inv.src}" is not defined in setup({ actors })`);
    if (typeof inv.id !== 'string') out.push(`${where}: give the invoke an explicit id (equal to its src) so its outcomes read xstate.done.actor.<id>`);
    checkTransitions(inv.onDone, `${where} onDone`, out);
    checkTransitions(inv.onError, `${where} onError`, out);
    checkTransitions(inv.onSnapshot, `${where} onSnapshot`, out);
  });
  for (const [key, child] of Object.entries((config.states as Cfg | undefined) ?? {})) {
    checkState(child as Cfg, path ? `${path}.${key}` : key, out);
  }
}

/** Problems found in a machine's config; empty when the machine names everything. */
export function configProblems(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const impl = machine.implementations as unknown as Record<keyof Known, Record<string, unknown> | undefined>;
  known = {
    guards: new Set(Object.keys(impl.guards ?? {})),
    actions: new Set(Object.keys(impl.actions ?? {})),
    actors: new Set(Object.keys(impl.actors ?? {})),
    delays: new Set(Object.keys(impl.delays ?? {})),
  };
  try {
    checkState(machine.config as Cfg, '', out);
  } finally {
    known = undefined;
  }
  return out;
}
