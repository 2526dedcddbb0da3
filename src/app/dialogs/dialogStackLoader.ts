/**
 * The dialog host's standard dialogs (src/app/dialogs/DialogStack.tsx) loaded on demand (kept out
 * of the first route; src/ui/common/onDemand.ts). The app starts the download once the first screen has
 * shown its content (src/app/firstScreen.ts, queued by renderApp), so the dialogs are in place long before
 * a tap opens one without going ahead of the first route's data and images; a dialog opened before they
 * have arrived (a failed start-up call) starts the download itself and shows once they have. They show only core messages (dialogs., common., errors.) and the
 * ids their callers pass, from screens whose messages are loaded, so they do not wait for the rest of Thai.
 */
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';

const dialogStack = onDemand(() => import('@/app/dialogs/DialogStack'), { messages: 'core' });

/** Loads the standard dialogs once (tests render them at once). */
export const loadDialogStack = dialogStack.load;

/** Starts the download without waiting for it (a failure is reported when a dialog renders). */
export const preloadDialogStack = dialogStack.preload;

/** The dialog stack once loaded, nothing while it downloads; a failed download is thrown during render. */
export const DialogStackLoader = onDemandComponent(dialogStack, (module) => module.default);
