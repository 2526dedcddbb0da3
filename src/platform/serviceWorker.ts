/**
 * Registers the build's service worker (scripts/vite/serviceWorker.ts, Workbox) through workbox-window, loaded
 * on demand so the first route does not carry it. Only where it helps and cannot surprise: production builds,
 * browsers that offer service workers, and not inside LINE (the LIFF browser has none, and the app there
 * behaves as it always did). A new build's worker waits until the member taps Reload.
 */

export interface ServiceWorkerHooks {
  /** A new build's worker is installed and waiting to take over. */
  onUpdateWaiting: () => void;
}

export interface AppServiceWorker {
  /** Lets the waiting worker take over, then reloads the page; rejects when there is none. */
  applyUpdate: () => Promise<void>;
}

export interface ServiceWorkerEnvironment {
  production: boolean;
  inMessagingClient: boolean;
  /** @default globalThis.navigator */
  navigator?: Pick<Navigator, 'serviceWorker'> | undefined;
}

/** True where the app registers its worker. */
export function offersServiceWorker(env: ServiceWorkerEnvironment): boolean {
  const nav = 'navigator' in env ? env.navigator : globalThis.navigator;
  return env.production && !env.inMessagingClient && nav !== undefined && 'serviceWorker' in nav && nav.serviceWorker !== undefined;
}

/** Registers `/sw.js`; resolves to null where no worker is offered or the registration fails. */
export async function registerAppServiceWorker(env: ServiceWorkerEnvironment, hooks: ServiceWorkerHooks): Promise<AppServiceWorker | null> {
  if (!offersServiceWorker(env)) return null;
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => hooks.onUpdateWaiting());
    const registration = await workbox.register();
    if (!registration) return null;
    return {
      applyUpdate: () =>
        new Promise<void>((resolve, reject) => {
          if (!registration.waiting) {
            reject(new Error('No new version is waiting'));
            return;
          }
          workbox.addEventListener('controlling', () => {
            resolve();
            globalThis.location.reload();
          });
          workbox.messageSkipWaiting();
        }),
    };
  } catch {
    // Registration refused (private mode, storage blocked): the app runs as it does without a worker.
    return null;
  }
}
