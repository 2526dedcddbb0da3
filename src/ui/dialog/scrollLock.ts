/**
 * Page scroll lock shared by every open dialog. Reference-counted so nested dialogs keep the page
 * locked until the last one closes; the body's previous overflow is restored exactly. The page does not
 * shift when the scrollbar goes: the theme keeps its room (`scrollbar-gutter: stable` on html), so the
 * lock measures nothing (reading the scrollbar's width forced a layout of the whole page while a
 * dialog opened, which slowed the tap).
 */
let holders = 0;
let previousOverflow = '';

/** Locks page scrolling; returns the release function (safe to call more than once). */
export function lockPageScroll(): () => void {
  if (holders === 0) {
    const body = document.body;
    previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = 'true';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      const body = document.body;
      body.style.overflow = previousOverflow;
      delete body.dataset.scrollLocked;
    }
  };
}

/** How many dialogs hold the lock (for tests and diagnostics). */
export function scrollLockCount(): number {
  return holders;
}
