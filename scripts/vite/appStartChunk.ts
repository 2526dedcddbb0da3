/**
 * A code-splitting group for what the app's entry imports statically: one chunk (`app`, which the entry's own
 * small chunk imports) instead of the ten small common chunks the default grouping cut it into, because lazy
 * routes share those modules too (xstate, react-intl, the services, the inspector hook...). They all run at
 * start-up anyway; as separate chunks each cost a request and a module task on the main thread, and their
 * import/export glue bytes. Nothing lazy becomes eager: only modules of an entry's static graph carry the
 * `$initial` tag. What the boot script imports stays out (`boot-shared`, or the boot script's own chunk), so
 * the boot script does not download the app to draw the first screen.
 */
import { walkImporters } from './importerWalk.ts';

export interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const BOOT_SCRIPT = /src[\\/]app[\\/]boot[\\/]boot\.ts$/;
const APP_ENTRY = /src[\\/]main\.tsx$/;

/**
 * The group's `name` function for start-up modules: `app` for what only the app's entry reaches,
 * `boot-shared` for what the boot script imports and the app imports too, at start or in a lazy chunk (its own
 * chunk: left to the default grouping, it was merged into the entry, and the boot script then imported the
 * whole app; or it was cut into small common chunks, each a request of the boot script), none for what only the
 * boot script imports (it stays in the boot script's chunk).
 */
export function appStartChunk(): (id: string, ctx: ChunkingContext) => string | null {
  const names = new Map<string, string | null>();
  const reachedBy = (start: string, ctx: ChunkingContext) => {
    let boot = false;
    // Another root than the boot script: the app's entry, or a lazy chunk's module (imported only dynamically).
    let other = false;
    walkImporters(
      start,
      (id) => ctx.getModuleInfo(id)?.importers ?? [],
      (id) => {
        if (BOOT_SCRIPT.test(id)) boot = true;
        else if (APP_ENTRY.test(id) || (ctx.getModuleInfo(id)?.importers.length ?? 0) === 0) other = true;
        return boot && other ? 'stop' : undefined;
      },
    );
    return boot ? (other ? 'boot-shared' : null) : APP_ENTRY.test(start) ? null : 'app';
  };
  return (id, ctx) => {
    if (!names.has(id)) names.set(id, reachedBy(id, ctx));
    return names.get(id)!;
  };
}
