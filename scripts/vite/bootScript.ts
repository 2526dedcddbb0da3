/**
 * The boot script (src/app/boot/boot.ts) as a script of its own in index.html, `async` so it runs as soon as
 * it (and the few small modules it shares with the entry) have arrived, before the entry's larger graph:
 * the first screen's settings, lists and images start then instead of after the entry has run. A module
 * file of this origin, so the strict `script-src 'self'` holds.
 */
import type { Plugin } from 'vite';

const BOOT_MODULE = '/src/app/boot/boot.ts';
const BOOT_CHUNK = 'boot';

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
      handler(_html, ctx) {
        const src = serve
          ? BOOT_MODULE
          : Object.values(ctx.bundle ?? {}).find((out) => out.type === 'chunk' && out.name === BOOT_CHUNK && out.isEntry)?.fileName;
        if (!src) return [];
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: serve ? src : `/${src}` }, injectTo: 'head' as const }];
      },
    },
  };
}
