/**
 * A module fetched on demand (so route chunks stay within 25 kB gzip), the same way wherever it is used
 * (the backend-HTML sanitiser, the serial dialogs): loaded once and shared by every caller; a failed
 * download is tried again by the next call; a component reads it with `useLoaded`, which is undefined while
 * it downloads and throws a failed download during render, so the route's error page offers a reload, as
 * for any module that cannot be fetched. A module that shows messages outside the Thai core
 * (src/i18n/coreMessages.ts) is ready only once the rest of Thai has arrived too (`messages: 'all'`, the
 * default); a module that shows none, or only core ones, says `messages: 'core'`.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { withMessages } from '@/i18n/runtimeMessages';
import { loadOnce } from './loadOnce';

export interface OnDemand<T> {
  /** Loads it once (later calls share the download; after a failure the next call tries again). */
  load(): Promise<T>;
  /** Starts the download without waiting for it (a failure is reported by the component that needs it). */
  preload(): void;
  /**
   * Starts the download once the browser has painted the next frame: for a download a tap sets off, so
   * the tap's answer paints first (starting an import inserts its preload links, a long piece of work
   * on a slow phone when it runs in the effect React flushes before that paint).
   */
  preloadAfterPaint(): void;
  /** The loaded value, or undefined while it downloads (starting the download when needed). */
  useLoaded(): T | undefined;
}

export function onDemand<T>(fetchModule: () => Promise<T>, options: { messages?: 'core' | 'all' } = {}): OnDemand<T> {
  const importer = options.messages === 'core' ? fetchModule : withMessages(fetchModule);
  const { load, current } = loadOnce(importer);

  function useLoaded(): T | undefined {
    const [state, setState] = useState<{ loaded?: { value: T }; error?: unknown }>(() => ({ loaded: current() }));
    useEffect(() => {
      if (state.loaded || state.error) return;
      let live = true;
      load().then(
        (value) => live && setState({ loaded: { value } }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state.error) throw state.error;
    return state.loaded?.value;
  }

  const preload = () => void load().catch(() => undefined);
  return {
    load,
    preload,
    preloadAfterPaint: () => afterNextPaint(preload),
    useLoaded,
  };
}

/**
 * A component standing in for one from an on-demand module: it renders `pick(module)` with its props once the
 * module has arrived, and nothing before (for pieces that may appear late without moving anything).
 */
export function onDemandComponent<T, P extends object>(source: OnDemand<T>, pick: (module: T) => ComponentType<P>): ComponentType<P> {
  return function OnDemandComponent(props: P) {
    const module = source.useLoaded();
    return module ? createElement(pick(module), props) : null;
  };
}

/** Runs `task` in a task after the next frame (at once where the environment has no frames). */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * `ready`, one paint late when it turns true after mount: a section below the fold shown with it is laid
 * out in a frame of its own, not in the one that paints what the screen shows (true at mount: at once).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (!ready || shown) return;
    let live = true;
    afterNextPaint(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [ready, shown]);
  return ready && shown;
}
