/**
 * Shared chunks the first screen does not need but a later screen will (arktype, the form rules): the build
 * names them in index.html (`<meta name="idle-prefetch">`, scripts/vite/idlePrefetch.ts) and, once the first
 * screen has shown its content (src/app/firstScreen.ts), each is fetched into the HTTP cache as a prefetch
 * (network only, nothing evaluated), so the form that imports it does not wait for its bytes. Without the
 * meta (the dev server, tests) nothing is fetched.
 */
const IDLE_PREFETCH_META = 'idle-prefetch';

export function prefetchSharedChunks(doc: Document = document): void {
  for (const meta of doc.querySelectorAll<HTMLMetaElement>(`meta[name="${IDLE_PREFETCH_META}"]`)) {
    if (!meta.content || doc.querySelector(`link[rel="prefetch"][href="${CSS.escape(meta.content)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = meta.content;
    doc.head.append(link);
  }
}
