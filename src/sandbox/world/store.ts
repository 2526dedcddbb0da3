/**
 * The one mutable world. Handlers read it with `world()` and change it inside `mutate()`, which
 * persists the whole state through the configured {@link WorldPersistence}: localStorage in the
 * browser, a JSON file for the standalone server (optional), memory in tests. `resetWorld()`
 * re-seeds and persists.
 */
import { seedWorld, WORLD_VERSION } from '@/sandbox/world/seed';
import type { WorldState } from '@/sandbox/world/types';

/** Where the world is kept between reloads. */
export interface WorldPersistence {
  load(): string | null | undefined;
  save(serialised: string): void;
  clear(): void;
}

/** Keeps the serialised world in a variable; a "reload" is `configureWorld(samePersistence)`. */
export function memoryPersistence(): WorldPersistence & { peek(): string | undefined } {
  let saved: string | undefined;
  return {
    load: () => saved,
    save: (s) => {
      saved = s;
    },
    clear: () => {
      saved = undefined;
    },
    peek: () => saved,
  };
}

/** localStorage (or any Storage) under one key. */
export function storagePersistence(storage: Storage, key = 'sandbox.world'): WorldPersistence {
  return {
    load: () => storage.getItem(key),
    save: (s) => {
      try {
        storage.setItem(key, s);
      } catch {
        // Quota exceeded: the world still works in memory for this page.
      }
    },
    clear: () => storage.removeItem(key),
  };
}

let persistence: WorldPersistence | undefined;
let state: WorldState | undefined;
const listeners = new Set<() => void>();

function restore(): WorldState {
  const saved = persistence?.load();
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as WorldState;
      if (parsed.version === WORLD_VERSION) return parsed;
    } catch {
      // A corrupt save is replaced by a fresh seed.
    }
  }
  const fresh = seedWorld();
  persistence?.save(JSON.stringify(fresh));
  return fresh;
}

/** Chooses where the world is kept and loads it from there (a simulated reload when called again). */
export function configureWorld(next: WorldPersistence | undefined): WorldState {
  persistence = next;
  state = restore();
  notify();
  return state;
}

/** The current world (loaded on first use). */
export function world(): WorldState {
  state ??= restore();
  return state;
}

/** Applies a change and persists it. */
export function mutate<T>(change: (w: WorldState) => T): T {
  const w = world();
  const result = change(w);
  persistence?.save(JSON.stringify(w));
  notify();
  return result;
}

/** Re-seeds the world, drops every session and OTP, and persists the fresh state. */
export function resetWorld(): WorldState {
  persistence?.clear();
  state = seedWorld();
  persistence?.save(JSON.stringify(state));
  notify();
  return state;
}

/** Called after every change (the dev panel refreshes its last-OTP line). */
export function onWorldChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const l of listeners) l();
}

/** Next unique number for keys and serials. */
export function nextSeq(w: WorldState): number {
  w.seq += 1;
  return w.seq;
}
