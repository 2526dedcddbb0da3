/**
 * Downloads the first screen does not need wait until it has shown its content. On a phone's
 * connection every byte requested before the first route's data and images arrives ahead of them (over
 * HTTP/2 one connection carries them one after another), so the rest of the Thai catalogue and the
 * standard dialogs start here instead of with start-up. Whoever needs one earlier loads it on demand as before (a lazy route waits for the rest
 * of Thai, a dialog for the dialog stack), so nothing the member does waits longer.
 *
 * The first screen counts as shown once the first route's tree has committed (the root layout's effect,
 * `firstScreen.committed`), the first route's start-up reads have settled (the warm requests, whose
 * answers that route renders; `firstScreen.setData`), the browser has painted a frame after both and the
 * main thread is idle: by then the route has rendered its data and requested its images.
 */
import { afterNextPaint } from '@/ui/common/onDemand';

type Task = () => void;

export interface FirstScreen {
  /** Runs `task` once the first screen has shown its content (at once when it has). */
  after(task: Task): void;
  /** Where the first route's start-up reads settle (renderApp: the session's warm requests). @default settled */
  setData(settled: () => Promise<unknown>): void;
  /** The first route's tree has committed (called by the root layout). */
  committed(): void;
}

/**
 * Once the main thread is idle (an idle period follows a painted frame; without requestIdleCallback, after
 * the next frame): React renders arriving data in slices over several frames, and the cards request their
 * images when that render commits.
 */
function afterPaintWhenIdle(task: Task): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else afterNextPaint(task);
}

/**
 * Each queued download starts in a task of its own: together (the rest of Thai's import, the dialogs', the
 * prefetches, the offline copy's registration) they made one long task on a slow phone, just as a tap may come.
 */
function inTaskOfItsOwn(task: Task): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 0);
}

/** `afterPaint` runs a task once the screen has painted, `apart` runs one in a task of its own (tests pass their own). */
export function createFirstScreen(afterPaint: (task: Task) => void = afterPaintWhenIdle, apart: (task: Task) => void = inTaskOfItsOwn): FirstScreen {
  const waiting: Task[] = [];
  let shown = false;
  let dataSettled: () => Promise<unknown> = () => Promise.resolve();

  const show = () => {
    shown = true;
    waiting.splice(0).forEach(apart);
  };

  // A failed read shows its error state: the screen has shown what it will.
  const paint = () => afterPaint(show);
  return {
    after(task) {
      if (shown) task();
      else waiting.push(task);
    },
    setData(settled) {
      dataSettled = settled;
    },
    committed() {
      // Once in practice (the root layout's mount); a second call finds nothing left to start.
      void dataSettled().then(paint, paint);
    },
  };
}

/**
 * The app's first screen: renderApp sets its data and queues the downloads; the root layout's effect calls
 * `committed` once the first route's tree is in.
 */
export const firstScreen = createFirstScreen();
