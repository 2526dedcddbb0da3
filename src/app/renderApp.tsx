/** Mounts the app into `el` (called by src/main.tsx once the sandbox, if any, is running). */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { settingsForThisBuild } from '@/platform/config/settings';
import { installPreloadErrorListener, preloadRoute, warmRoute } from '@/app/router';
import { createSessionActor, createSessionRuntime, type StartedSession } from '@/app/session/SessionRoot';
import { createMessagingSetup } from '@/flows/session/lineLogout';
import { preloadCookieConsent } from '@/flows/cookieConsent/CookieConsentRoot';
import { preloadDialogStack } from '@/app/dialogs/dialogStackLoader';
import { prefetchSharedChunks } from '@/app/idlePrefetch';
import { firstScreen } from '@/app/firstScreen';
import { preloadMessages } from '@/i18n/runtimeMessages';
import { configureBackendHtml } from '@/ui/html/backendHtmlOptions';
import '@/ui/theme.css';
import '@/ui/consent/cookieBanner.css';

export function renderApp(el: HTMLElement): void {
  installPreloadErrorListener();
  // The first route's module downloads while settings load (the router would ask only after them), and so
  // does the cookie-consent chart (not in the entry): a first visit shows its banner on the first screen
  // (often its largest paint), and a signed-in member's re-consent check runs early, not after a tap.
  // Each in a task of its own: matching the path and inserting Vite's preload links for the chunks made the
  // entry's evaluation task much longer, and the two together were still one long task on a slow phone.
  const pathname = window.location.pathname;
  setTimeout(() => preloadRoute(pathname), 0);
  setTimeout(preloadCookieConsent, 0);
  setTimeout(readLocaleData, 0);
  // Images in backend HTML only from the blob host of this build (hosts never come from the server).
  configureBackendHtml({ imageBase: settingsForThisBuild().baseUrls.blob });
  void startSession(el);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The session, then the React root, each step in a task of its own: the messaging setup, the runtime with its
 * chart, the actor, its first step (the settings request: the boot script's when it ran) and the root. Made in
 * one task they were the longest of start-up on a slow phone.
 */
async function startSession(el: HTMLElement): Promise<void> {
  const messaging = createMessagingSetup();
  const options = {
    inMessagingClient: messaging.inMessagingClient,
    lineSignInAtStart: messaging.lineSignInAtStart,
    messaging: messaging.hooks,
    warmRoutes: warmRoute,
  };
  await nextTask();
  const runtime = createSessionRuntime(options);
  await nextTask();
  const session = createSessionActor(runtime, options);
  // What the first screen does not show waits until it has shown its content (src/app/firstScreen.ts), so
  // its bytes do not go ahead of that screen's data and images: the rest of Thai (16 kB; a lazy route or
  // on-demand piece that needs it earlier loads it itself) and the standard dialogs (a dialog opened
  // earlier loads them itself).
  firstScreen.setData(() => session.runtime.warmCache.settled());
  firstScreen.after(preloadMessages);
  firstScreen.after(preloadDialogStack);
  // The form rules' shared chunk (arktype), fetched not evaluated: a form then finds it in the cache.
  firstScreen.after(() => prefetchSharedChunks());
  await nextTask();
  session.session.start();
  await nextTask();
  mount(el, session, messaging);
}

/** The React root, in a task after the session's creation (together they made one long task on a slow phone). */
function mount(el: HTMLElement, session: StartedSession, messaging: ReturnType<typeof createMessagingSetup>): void {
  const root = createRoot(el);
  // No <StrictMode>: its development-only unmount/remount stops each `useActorRef` actor and
  // restarts it from its snapshot, and the request the first mount started is aborted and delivered
  // to the restarted actor as an error ("aborted"), so `npm start` would open on error screens.
  // Flows own their requests through invoked actors, so the double mount adds nothing here.
  // A transition: React renders the first tree in slices and yields to the browser between them.
  startTransition(() => root.render(<App session={session} messaging={messaging} />));
}

/**
 * The first `Intl` call of a page loads the browser's locale data (slow the first time, fast afterwards).
 * The boot script's worker has usually loaded it already (src/app/boot/intlWarmup.worker.ts); where it has not,
 * this call does, in a task of its own rather than inside one of React's first render slices, where
 * react-intl's `supportedLocalesOf` would make it a long task.
 */
function readLocaleData(): void {
  Intl.NumberFormat.supportedLocalesOf(['th', 'en']);
  Intl.DateTimeFormat.supportedLocalesOf(['th', 'en']);
}
