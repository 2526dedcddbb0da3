/**
 * Downloads the first screen does not need wait until it has shown its content (issue 12). On a phone's
 * connection every byte requested before the first route's data and images arrives ahead of them (over
 * HTTP/2 one connection carries them one after another), so the rest of the Thai catalogue and the
 * standard dialogs start here instead of with start-up. Whoever needs one earlier loads it on demand as before (a lazy route waits for the rest
 * of Thai, a dialog for the dialog stack), so nothing the member does waits longer.
 *
 * The first screen counts as shown once the first route's tree has committed (the root layout's effect,
 * {@link firstRouteCommitted}), the first route's start-up reads have settled (the warm requests, whose
 * answers that route renders; {@link setFirstScreenData}) and the browser has painted the next frame after
 * both: by then the route has rendered its data and requested its images.
 */
import { afterNextPaint } from '@/ui/common/onDemand';

type Task = () => void;

export interface FirstScreen {
  /** Runs `task` once the first screen has shown its content (at once when it has). */
  after(task: Task): void;
  /** Where the first route's start-up reads settle (renderApp: the session's warm requests). @default settled */
  setData(settled: () => Promise<unknown>): void;
  /** The first route's tree has committed (called by the root layout; later calls do nothing). */
  committed(): void;
  /** True once the first screen has shown its content. */
  readonly shown: boolean;
}

export interface FirstScreenOptions {
  /** @default afterNextPaint (a task after the next frame) */
  afterPaint?: (task: Task) => void;
}

export function createFirstScreen(options: FirstScreenOptions = {}): FirstScreen {
  const afterPaint = options.afterPaint ?? afterNextPaint;
  const waiting: Task[] = [];
  let shown = false;
  let committed = false;
  let dataSettled: () => Promise<unknown> = () => Promise.resolve();

  const show = () => {
    shown = true;
    for (const task of waiting.splice(0)) task();
  };

  return {
    after(task) {
      if (shown) task();
      else waiting.push(task);
    },
    setData(settled) {
      dataSettled = settled;
    },
    committed() {
      if (committed) return;
      committed = true;
      // A failed read shows its error state: the screen has shown what it will.
      void dataSettled()
        .catch(() => undefined)
        .then(() => afterPaint(show));
    },
    get shown() {
      return shown;
    },
  };
}

/** The app's first screen (renderApp sets its data and queues the downloads; the root layout marks the commit). */
export const firstScreen = createFirstScreen();

/** The root layout's effect: the first route's tree has committed. */
export function firstRouteCommitted(): void {
  firstScreen.committed();
}
