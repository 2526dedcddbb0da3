/**
 * Child charts whose code downloads on demand, provided to a parent chart by name at the edge, so the
 * parent chart knows nothing of chunks. `load()` fetches the module once (calls share the download; after
 * a failure the next call tries again); `logic(key)` is the named chart, delegating to the loaded one. The
 * parent starts such a child only after one of its calls that awaited `load()` (the live actor runs both),
 * so the stand-in is never started empty.
 */
import type { AnyActorLogic } from 'xstate';
import type { LogicOf } from '@machines/shared/provided';
import { loadOnce } from '@/ui/common/loadOnce';

type LogicKeys<TModule> = { [K in keyof TModule]: TModule[K] extends AnyActorLogic ? K : never }[keyof TModule];

export interface LazyLogic<TModule> {
  load(): Promise<TModule>;
  logic<K extends LogicKeys<TModule>>(key: K): LogicOf<TModule[K] & AnyActorLogic>;
}

export function lazyLogic<TModule extends object>(fetchModule: () => Promise<TModule>): LazyLogic<TModule> {
  const { load, current: loadedModule } = loadOnce(fetchModule);

  function logic<K extends LogicKeys<TModule>>(key: K): LogicOf<TModule[K] & AnyActorLogic> {
    const current = (): AnyActorLogic => {
      const loaded = loadedModule();
      if (!loaded) throw new Error(`${String(key)} was started before its module was loaded`);
      return loaded.value[key] as AnyActorLogic;
    };
    return {
      transition: (snapshot, event, scope) => current().transition(snapshot, event, scope),
      getInitialSnapshot: (scope, input) => current().getInitialSnapshot(scope, input),
      start: (snapshot, scope) => current().start?.(snapshot, scope),
      getPersistedSnapshot: (snapshot, options) => current().getPersistedSnapshot(snapshot, options),
      restoreSnapshot: (persisted, scope) => {
        const chart = current();
        return chart.restoreSnapshot ? chart.restoreSnapshot(persisted, scope) : persisted;
      },
    };
  }

  return { load, logic };
}
