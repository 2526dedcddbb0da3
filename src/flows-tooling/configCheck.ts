/**
 * Walks a machine's config and lists what the Stately visualiser, the inspector and the path
 * generator cannot name: inline functions where a guard, action, actor or delay should be referenced by
 * name (a string or `{ type: 'name' }`), and invokes without a string `src` or an explicit `id`.
 * Input mappers (`input: ({ context }) => …`) and the context factory are allowed.
 */
import type { AnyStateMachine } from 'xstate';

type Cfg = Record<string, unknown>;

function isBuiltinComposedGuard(g: unknown): g is { guards: unknown[]; name: string } {
  return typeof g === 'function' && Array.isArray((g as { guards?: unknown }).guards);
}

function checkGuard(guard: unknown, where: string, out: string[]): void {
  if (guard === undefined || typeof guard === 'string') return;
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
  for (const [delay, t] of Object.entries((config.after as Cfg | undefined) ?? {})) checkTransitions(t, `${at} after ${delay}`, out);
  const invokes = config.invoke === undefined ? [] : Array.isArray(config.invoke) ? config.invoke : [config.invoke];
  invokes.forEach((inv: Cfg, i: number) => {
    const where = `${at} invoke[${i}]`;
    if (typeof inv.src !== 'string') out.push(`${where}: src must be the name of an actor in setup({ actors }), not ${typeof inv.src}`);
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
  checkState(machine.config as Cfg, '', out);
  return out;
}
