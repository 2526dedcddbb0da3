/**
 * The browser sandbox for `npm start` (src/main.tsx imports this only when VITE_BACKEND is
 * `sandbox-browser`). msw's service worker answers every /sandbox request from the seeded world,
 * kept in localStorage so it survives a reload; faults come from `?fault=` and the dev panel and last
 * for the tab (sessionStorage). The worker script is served by src/sandbox/vitePlugin.ts in the dev
 * server only, so it never lands in production output.
 */
import { setupWorker } from 'msw/browser';
import { mountDevPanel } from '@/sandbox/devPanel';
import { applyFaultsFromSearch, isFault, persistFaults, type Fault } from '@/sandbox/faults';
import { handlers } from '@/sandbox/handlers';
import { configureWorld, storagePersistence } from '@/sandbox/world/store';

const FAULTS_KEY = 'sandbox.faults';

function loadFaults(): Array<[string, Fault]> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(FAULTS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((e): e is [string, Fault] => Array.isArray(e) && typeof e[0] === 'string' && isFault(e[1]))
      : [];
  } catch {
    return [];
  }
}

export async function startBrowserSandbox(): Promise<void> {
  configureWorld(storagePersistence(window.localStorage));
  persistFaults(loadFaults, (entries) => sessionStorage.setItem(FAULTS_KEY, JSON.stringify(entries)));
  const applied = applyFaultsFromSearch(window.location.search);
  for (const { operationId, fault } of applied) console.info(`[sandbox] fault from URL: ${operationId}`, fault);

  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/sandbox/')) print.warning();
    },
  });
  console.info('[sandbox] browser sandbox ready: accounts somchai / Passw0rd!, malee / Passw0rd!; OTP codes are logged here and shown in the sandbox panel.');
  // The panel follows the app's language (the app sets <html lang> once its locale is known).
  let unmount = mountDevPanel();
  new MutationObserver(() => {
    unmount();
    unmount = mountDevPanel();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}
