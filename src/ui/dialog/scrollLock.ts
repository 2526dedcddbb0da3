/**
 * Page scroll lock shared by every open dialog. Reference-counted so nested dialogs keep the page
 * locked until the last one closes; the body's previous overflow is restored exactly.
 */
let holders = 0;
let previousOverflow = '';
let previousPaddingRight = '';

/** Locks page scrolling; returns the release function (safe to call more than once). */
export function lockPageScroll(): () => void {
  if (holders === 0) {
    const body = document.body;
    previousOverflow = body.style.overflow;
    previousPaddingRight = body.style.paddingRight;
    // Keep the layout from jumping when the scrollbar disappears (desktop browsers).
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
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
      body.style.paddingRight = previousPaddingRight;
      delete body.dataset.scrollLocked;
    }
  };
}

/** How many dialogs hold the lock (for tests and diagnostics). */
export function scrollLockCount(): number {
  return holders;
}
