/**
 * Live inspection for product owners: in development, `?inspect` in the URL (or VITE_INSPECT=true)
 * attaches the Stately inspector (@statelyai/inspect, `createBrowserInspector`) to every actor the app
 * creates, so the running charts show live at stately.ai/inspect in a second window.
 *
 * Pass `getInspector()` as the `inspect` option where a root actor is created:
 *   createActor(logic, { input, inspect: getInspector() })   or   useActorRef(logic, { inspect: getInspector() })
 * Child actors (invoked or spawned) are inspected through their parent's system, so only root actors
 * need it. `getInspector()` is synchronous: it returns undefined when inspection is off (nothing is
 * loaded), otherwise a function that buffers events until the inspector module has loaded. The module is
 * imported dynamically inside an `import.meta.env.DEV` branch, so production builds contain neither the
 * branch nor the chunk.
 */
import type { InspectionEvent } from 'xstate';

/** What XState's `inspect` option accepts. */
export type InspectFn = (event: InspectionEvent) => void;

interface InspectEnv {
  DEV?: boolean;
  VITE_INSPECT?: string;
}

/** True when this page asked for inspection: `?inspect` in the URL or VITE_INSPECT=true, in development only. */
export function inspectionRequested(search: string = typeof location === 'undefined' ? '' : location.search, env: InspectEnv = import.meta.env as InspectEnv): boolean {
  if (!env.DEV) return false;
  if (env.VITE_INSPECT === 'true') return true;
  const params = new URLSearchParams(search);
  return params.has('inspect') && params.get('inspect') !== 'false';
}

let shared: InspectFn | undefined;

/**
 * The `inspect` option for createActor/useActorRef: undefined unless inspection was requested in a
 * development build. Every call returns the same function (one inspector window for the whole app).
 */
export function getInspector(): InspectFn | undefined {
  if (import.meta.env.DEV) {
    if (!inspectionRequested()) return undefined;
    if (shared) return shared;
    const buffer: InspectionEvent[] = [];
    let forward: InspectFn | undefined;
    shared = (event) => {
      if (forward) forward(event);
      else buffer.push(event);
    };
    void import('@statelyai/inspect')
      .then(({ createBrowserInspector }) => {
        const inspector = createBrowserInspector();
        forward = (event) => inspector.inspect.next?.(event);
        buffer.splice(0).forEach(forward);
      })
      .catch((error: unknown) => {
        console.warn('The Stately inspector could not be loaded', error);
        forward = () => {};
        buffer.length = 0;
      });
    return shared;
  }
  return undefined;
}
