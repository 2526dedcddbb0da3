/**
 * The build's index.html: the entry stylesheet inlined, and the Content-Security-Policy `<meta>`.
 *
 * - The `<link rel="stylesheet">` Vite writes for the entry's CSS becomes a `<style>` with the same text
 *   (so the static shell paints as soon as the HTML has arrived, not one request later; Lighthouse
 *   then also sees the shell paint before the scripts have arrived). The `<link>` stays after it, `disabled`:
 *   a disabled stylesheet is neither fetched nor applied, and Vite's preloader, which loads a lazy chunk's
 *   stylesheets unless a `<link rel="stylesheet">` for them is in the document, finds it and does not fetch
 *   the entry's CSS again with the first route that imports a module of the shell (`npm run check:bundle`
 *   checks both). The CSS is 5 kB more in every HTML response instead of a file the browser caches; for a
 *   mini app opened from a chat, mostly a first visit, one render-blocking request less is the better deal.
 * - The policy `<meta>` goes first in `<head>` (before any script), from the settings of the build's
 *   VITE_APP_ENV and VITE_BACKEND (src/platform/config/contentSecurityPolicy.ts), with the hash of that
 *   `<style>` in style-src and nothing else inline.
 *
 * Builds get the strict policy; the dev server a relaxed one and no inlining (it injects CSS itself).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspMode } from '../../src/platform/config/contentSecurityPolicy.ts';
import type { AppEnvironment, BackendMode } from '../../src/platform/config/settings';

/**
 * The entry's stylesheet as Vite links it: `assets/index-<hash>.css` (the entry is index.html), or
 * `assets/app-<hash>.css` when the entry's code is the `app` chunk (scripts/vite/appStartChunk.ts).
 */
const ENTRY_CSS_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/(?:index|app)-[\w-]+\.css)">/;

/** Base64 SHA-256 of a `<style>` element's text, as a CSP hash source names it. */
export function styleHash(css: string): string {
  return createHash('sha256').update(css, 'utf8').digest('base64');
}

/**
 * Puts a `<style>` of the entry stylesheet's text (read by `readAsset`) in `html` where its `<link>` was, and
 * the `<link>` after it, disabled. Returns the new HTML, the file inlined and the `<style>` text (to hash).
 */
export function inlineEntryStylesheet(
  html: string,
  readAsset: (fileName: string) => string | undefined,
): { html: string; fileName?: string; css?: string } {
  const link = ENTRY_CSS_LINK.exec(html);
  if (!link) return { html };
  const fileName = link[1]!;
  const css = readAsset(fileName);
  if (css === undefined) throw new Error(`index.html links ${fileName}, which the build did not write`);
  if (/<\/style/i.test(css)) throw new Error(`${fileName} contains "</style": it cannot be inlined`);
  const disabledLink = link[0].replace(/>$/, ' disabled>');
  return { html: html.replace(link[0], () => `<style>${css}</style>${disabledLink}`), fileName, css };
}

export function contentSecurityPolicyPlugin(): Plugin {
  let mode: CspMode = 'strict';
  let appEnv: AppEnvironment = 'development';
  let backend: BackendMode = 'real';
  const meta = (styleHashes: string[]) => ({
    tag: 'meta',
    attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ appEnv, backend, mode, styleHashes }) },
    injectTo: 'head-prepend' as const,
  });
  return {
    name: 'content-security-policy',
    configResolved(config) {
      mode = config.command === 'serve' ? 'dev' : 'strict';
      appEnv = (config.env.VITE_APP_ENV as AppEnvironment | undefined) ?? 'development';
      backend = (config.env.VITE_BACKEND as BackendMode | undefined) ?? 'real';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (mode === 'dev' || !bundle) return [meta([])];
        const inlined = inlineEntryStylesheet(html, (fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        return { html: inlined.html, tags: [meta(inlined.css === undefined ? [] : [styleHash(inlined.css)])] };
      },
    },
  };
}
