/**
 * A download done once and shared: later calls share the running one, a failure lets the next call try again,
 * and what arrived can be read synchronously. Used by `onDemand` (modules a screen shows) and `lazyLogic`
 * (child charts provided at the edge).
 */
export interface LoadOnce<T> {
  load(): Promise<T>;
  /** The loaded value, boxed (so a loaded `undefined` counts), or undefined before it has arrived. */
  current(): { value: T } | undefined;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (loaded) return Promise.resolve(loaded.value);
      pending ??= fetch().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}
