/**
 * The app's modules evaluate after the static shell has painted (issue 12). Vite's index.html runs the entry
 * as `<script type="module" src="/assets/index-<hash>.js">`: a deferred script, which the browser may evaluate
 * before it paints the shell when the script arrives fast (a warm cache, a fast link), so whether the brand
 * header shows before JavaScript runs was a race. In builds the entry is instead
 *
 * - fetched from the start: `<link rel="modulepreload">` in the same place (with its imports, as before), so
 *   its download begins as the HTML is parsed, exactly when the script tag began it;
 * - evaluated by a tiny boot script (`assets/boot-<hash>.js`, script-src 'self', no inline script) once the
 *   browser has painted: a `requestAnimationFrame` callback runs just before the next paint, and a task it
 *   queues runs after it. In a hidden tab (no frames until it is shown) it evaluates at once.
 *
 * - and every modulepreload of index.html (the entry and its imports) is `fetchpriority="low"`: none of them
 *   is needed for the first paint any more, and the browser may say so. Nothing else is requested before
 *   they run (the stylesheet is inlined, the shell has no images), so they download as before; Lighthouse's
 *   simulation stopped counting them as render-blocking for the first contentful paint (FCP 1.1–1.2 s in
 *   runs where they had arrived before the paint, 0.76–0.87 s with them low; README, Performance).
 *
 * On a phone the modules take far longer to download than one frame, so they start exactly as before; what
 * changes is that the shell's first paint can no longer lose the race. The dev server is untouched.
 * Relative imports only: vite.config.ts loads this file.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The entry as Vite's index.html loads it. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;

/** The boot script's text for the entry at `entryUrl`. */
export function bootSource(entryUrl: string): string {
  return [
    '// Evaluates the app once the static shell has painted (scripts/vite/evaluateAfterPaint.ts); its modules are already downloading (modulepreload).',
    `const start = () => import(${JSON.stringify(entryUrl)});`,
    "if (document.visibilityState === 'hidden') start();",
    'else requestAnimationFrame(() => setTimeout(start, 0));',
    '',
  ].join('\n');
}

/**
 * Replaces the entry's `<script>` in `html` by its modulepreload and the boot script at `bootUrl`. Returns
 * undefined when the HTML has no entry script (nothing to change).
 */
export function evaluateEntryAfterPaint(html: string, bootFile: (entryUrl: string) => string): string | undefined {
  const script = ENTRY_SCRIPT.exec(html);
  if (!script) return undefined;
  const entryUrl = script[1]!;
  const bootUrl = bootFile(entryUrl);
  return html
    .replace(script[0], () => `<link rel="modulepreload" crossorigin href="${entryUrl}">\n    <script type="module" crossorigin src="${bootUrl}"></script>`)
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

export function evaluateAfterPaintPlugin(): Plugin {
  return {
    name: 'evaluate-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const next = evaluateEntryAfterPaint(html, (entryUrl) => {
        const source = bootSource(entryUrl);
        const fileName = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        return `/${fileName}`;
      });
      if (next === undefined) this.error('evaluateAfterPaint: index.html has no entry <script type="module"> to defer');
      page.source = next;
    },
  };
}
