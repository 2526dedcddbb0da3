/**
 * The dialog host's standard dialogs (src/app/dialogs/DialogStack.tsx) loaded on demand (issue 12: not part
 * of the first route; src/ui/common/onDemand.ts). The host starts the download once the first screen has
 * painted, so the dialogs are in place long before a tap or a failed call opens one; a dialog opened before
 * they have arrived shows once they have. They show only core messages (dialogs., common., errors.) and the
 * ids their callers pass, from screens whose messages are loaded, so they do not wait for the rest of Thai.
 */
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';

const dialogStack = onDemand(() => import('@/app/dialogs/DialogStack'), { messages: 'core' });

/** Loads the standard dialogs once (tests render them at once). */
export const loadDialogStack = dialogStack.load;

/** Starts the download once the browser has painted the next frame. */
export const preloadDialogStackAfterPaint = dialogStack.preloadAfterPaint;

/** The dialog stack once loaded, nothing while it downloads; a failed download is thrown during render. */
export const DialogStackLoader = onDemandComponent(dialogStack, (module) => module.default);
