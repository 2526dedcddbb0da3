/**
 * The boot script (src/app/boot/boot.ts) as the page's only script, first in `<head>`: it draws the first screen
 * it can (placeholders, the images its reads name, the cookie banner) and starts the first screen's reads; the
 * entry (the app: React, the router, the charts) is fetched once that first screen has painted. A module file of
 * this origin, so the strict `script-src 'self'` holds.
 *
 * Built, the entry's `<script>` and Vite's `<link rel="modulepreload">` tags leave index.html for
 * `<meta name="app-entry">` (the entry, then the chunks it imports): the boot script preloads and imports them
 * when its first screen is up, so the app's bytes no longer share the network with the first screen's. In
 * development the entry stays where Vite put it (its React Refresh preamble must run first).
 *
 * The chunks the boot script imports (what it shares with the app) get a `<link rel="modulepreload">` beside it:
 * otherwise the browser finds them only once the boot script has arrived, one round trip later, on every page.
 */
import type { Plugin } from 'vite';

const BOOT_MODULE = '/src/app/boot/boot.ts';
const BOOT_CHUNK = 'boot';
/** The meta tag the boot script reads (src/app/boot/entry.ts). */
export const APP_ENTRY_META = 'app-entry';

/**
 * Moves the built entry's `<script type="module">` and its modulepreload links into one
 * `<meta name="app-entry" content="entry dep dep…">`; html without an entry script is returned unchanged.
 */
export function entryToMeta(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  let out = html.replace(entry[0], '');
  out = out.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  // Once each: the build can list the entry among its own preloads.
  const meta = `<meta name="${APP_ENTRY_META}" content="${[...new Set([entry[1], ...preloads])].join(' ')}">`;
  return out.replace('</head>', `  ${meta}\n  </head>`);
}

export function bootScriptPlugin(): Plugin {
  let serve = false;
  return {
    name: 'boot-script',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    buildStart() {
      if (!serve) this.emitFile({ type: 'chunk', id: `.${BOOT_MODULE}`, name: BOOT_CHUNK });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = serve ? undefined : Object.values(ctx.bundle ?? {}).find((out) => out.type === 'chunk' && out.name === BOOT_CHUNK && out.isEntry);
        const src = serve ? BOOT_MODULE : chunk?.fileName;
        if (!src) return html;
        const imports = chunk?.type === 'chunk' ? chunk.imports : [];
        return {
          html: serve ? html : entryToMeta(html),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: true, fetchpriority: 'high', src: serve ? src : `/${src}` },
              injectTo: 'head' as const,
            },
            ...imports.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'high', href: `/${file}` },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}
