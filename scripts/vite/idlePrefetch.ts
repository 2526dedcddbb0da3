/**
 * Names the build's shared chunks that no screen needs at start (arktype) in index.html as
 * `<meta name="idle-prefetch" content="/assets/…">`; the app fetches them once the first screen has shown
 * (src/app/idlePrefetch.ts). index.html is revalidated on every visit, so it always names this build's files.
 */
import type { Plugin } from 'vite';

/** The codeSplitting groups of vite.config.ts fetched when idle. */
const IDLE_PREFETCH_CHUNKS = ['arktype'];

export function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        return Object.values(bundle)
          .filter((out) => out.type === 'chunk' && IDLE_PREFETCH_CHUNKS.includes(out.name))
          .map((out) => ({ tag: 'meta', attrs: { name: 'idle-prefetch', content: `/${out.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
