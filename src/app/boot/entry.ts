/**
 * Starting the app from the boot script. A build names its entry and the chunks the entry imports in
 * `<meta name="app-entry" content="entry dep…">` (scripts/vite/bootScript.ts); development keeps Vite's own
 * entry script and has no such tag.
 */

/** The tag the build writes (scripts/vite/bootScript.ts). */
const ENTRY_META = 'meta[name="app-entry"]';

/** Preloads the entry's chunks together and imports the entry, once; false when the page names none. */
export function startEntry(doc: Document, load: (src: string) => Promise<unknown> = (src) => import(/* @vite-ignore */ src)): boolean {
  const meta = doc.querySelector<HTMLMetaElement>(ENTRY_META);
  const [entry, ...chunks] = (meta?.content ?? '').split(/\s+/).filter(Boolean);
  if (!meta || !entry) return false;
  meta.remove();
  for (const href of chunks) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  void load(entry).catch(() => {
    // The browser reports a failed module itself, as it did for a failed entry script.
  });
  return true;
}

/**
 * Resolves after the browser has painted what is on the page now (the frame after the next), or after 100 ms in
 * a hidden tab, which paints nothing.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, 100);
  });
}
