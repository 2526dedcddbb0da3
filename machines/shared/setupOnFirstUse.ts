/**
 * xstate's `setup()`, except that `createMachine` builds the machine when it is first used instead of when
 * its module is imported, and `.provide()` builds the provided machine straight from the config (issue 12).
 *
 * Why: the app never runs a flow's machine as declared; its wiring (src/app/wiring) runs
 * `machine.provide({ actors })`, and xstate builds a whole new state-node tree for that. With plain
 * `setup().createMachine()` the declared tree was built at import as well, in the entry's evaluation
 * task, and thrown away: the session, cookie-consent, script-loader, cart-count and map-text charts
 * cost ~90 ms of that task at 4x CPU (Lighthouse counts it as blocking time). Here the declared machine
 * is built only when something reads it (tests, the flow tooling, a component that runs it as declared),
 * and `.provide()` gives the same machine xstate's own `provide` would: the setup's implementations
 * overlaid with the given ones.
 *
 * The returned object stands in for the machine everywhere (its type is the machine's; every property
 * read, `in` and prototype check goes to the machine built on first use).
 */
import { createMachine, setup, type AnyStateMachine } from 'xstate';

type Implementations = {
  actors?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  guards?: Record<string, unknown>;
  delays?: Record<string, unknown>;
};

function machineOnFirstUse(config: Record<string, unknown>, base: Implementations & { schemas?: unknown }): AnyStateMachine {
  let built: AnyStateMachine | undefined;
  const machine = (): AnyStateMachine => (built ??= build({}));
  function build(extra: Implementations): AnyStateMachine {
    return createMachine({ ...config, schemas: base.schemas } as never, {
      actors: { ...base.actors, ...extra.actors },
      actions: { ...base.actions, ...extra.actions },
      guards: { ...base.guards, ...extra.guards },
      delays: { ...base.delays, ...extra.delays },
    } as never) as AnyStateMachine;
  }
  const provide = (extra: Implementations) => build(extra);
  return new Proxy({} as AnyStateMachine, {
    get(_target, key) {
      if (key === 'provide') return provide;
      const target = machine();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has: (_target, key) => key in machine(),
    getPrototypeOf: () => Object.getPrototypeOf(machine()) as object,
    ownKeys: () => Reflect.ownKeys(machine()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(machine(), key);
      // The proxy's own target has no such property; a proxy may report it only as configurable.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/** `setup()` whose `createMachine` builds on first use (see the module comment). */
export const setupOnFirstUse: typeof setup = ((args: Implementations & { schemas?: unknown }) => {
  const plain = (setup as (a: unknown) => Record<string, unknown>)(args);
  return {
    ...plain,
    createMachine: (config: Record<string, unknown>) => machineOnFirstUse(config, args),
  };
}) as unknown as typeof setup;
