/**
 * The one sanitiser for HTML that comes from the backend (campaign descriptions and conditions, redeem
 * results and privilege messages, legal texts). DOMPurify's default profile keeps `<style>`, forms,
 * inputs, SVG and MathML, so a campaign could restyle the app or post a password form off-site; this
 * profile is an allow-list made for rich text instead:
 *
 * - text formatting, headings (h2–h6: the page keeps its one h1), paragraphs, lists, quotes, tables;
 * - links only to `https:` addresses, always `rel="noopener noreferrer"`; links off the app's origin
 *   open in a new tab (`target="_blank"`), so the member never leaves the app by accident;
 * - images only from the configured blob host ({@link configureBackendHtml}); any other image is removed;
 * - no `style`, `class`, `id`/`name` (DOM clobbering), event handlers, forms, inputs, buttons, frames,
 *   objects, SVG, MathML, templates or data attributes.
 *
 * A dedicated DOMPurify instance carries the hooks, so nothing else in the page is affected.
 *
 * Quiet parsing: every document a page creates to parse HTML (DOMParser, createHTMLDocument, <template>)
 * inherits the page's Content-Security-Policy, so merely parsing `<style>`, `style=""` or `onerror=""`
 * makes Chromium report violations, which in production is noise for the report collector and in e2e
 * fails the run. Before DOMPurify parses, {@link quietHtml} renames those constructs to inert names
 * (`x-style`, `x-onerror`…), which the profile then removes like any other unknown element or attribute.
 * The pass only renames and never makes anything allowed; whatever it misses is still removed by
 * DOMPurify (and blocked by the CSP), only with a report.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { backendHtmlOptions } from '@/ui/html/backendHtmlOptions';

/** Elements backend HTML may use. Everything else is removed (its text kept, unless listed in FORBID_CONTENTS). */
export const BACKEND_HTML_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's',
  'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
] as const;

/** Attributes backend HTML may use (on the elements above). */
export const BACKEND_HTML_ATTRIBUTES = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang', 'dir', 'start', 'reversed',
] as const;

/** Attributes the sanitiser itself sets (allowed in its output, never taken from the input). */
export const BACKEND_HTML_SET_ATTRIBUTES = ['rel', 'target', 'loading', 'referrerpolicy', 'decoding'] as const;

const PROFILE: Config = {
  ALLOWED_TAGS: [...BACKEND_HTML_TAGS],
  ALLOWED_ATTR: [...BACKEND_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  // Removed with everything inside them (not only the tag): their text is code or markup, not prose.
  FORBID_CONTENTS: ['script', 'style', 'x-style', 'template', 'noscript', 'noembed', 'noframes', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'select', 'textarea', 'title', 'xmp', 'plaintext'],
  // Only http(s) and relative addresses reach the hooks below, which decide per element.
  ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|[^:/?#]*(?:[/?#]|$))/i,
};

export { configureBackendHtml } from '@/ui/html/backendHtmlOptions';

function baseOrigin(): string {
  return backendHtmlOptions().appOrigin ?? globalThis.location?.origin ?? 'http://localhost';
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value.trim(), baseOrigin() + '/');
  } catch {
    return undefined;
  }
}

/** True when `src` is under the configured blob base (same origin, path below it). */
function isAllowedImageSource(src: string): boolean {
  const options = backendHtmlOptions();
  if (!options.imageBase) return false;
  const url = parseUrl(src);
  const base = parseUrl(options.imageBase);
  if (!url || !base) return false;
  if (url.protocol !== base.protocol || url.origin !== base.origin) return false;
  if (url.username || url.password) return false;
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return base.pathname === '/' || url.pathname.startsWith(prefix);
}

/** True for an `https:` link (no credentials in it). */
function isAllowedLink(href: string): boolean {
  const raw = href.trim();
  if (!/^https:\/\//i.test(raw)) return false;
  const url = parseUrl(raw);
  return url !== undefined && url.protocol === 'https:' && !url.username && !url.password;
}

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function instance(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const p = createDOMPurify(globalThis.window);
  p.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    const tag = element.tagName?.toLowerCase();
    if (tag === 'a') {
      const href = element.getAttribute('href');
      if (href === null || !isAllowedLink(href)) {
        element.removeAttribute('href');
        return;
      }
      element.setAttribute('href', new URL(href.trim()).href);
      element.setAttribute('rel', 'noopener noreferrer');
      if (new URL(href.trim()).origin === baseOrigin()) element.removeAttribute('target');
      else element.setAttribute('target', '_blank');
    } else if (tag === 'img') {
      const src = element.getAttribute('src');
      if (src === null || !isAllowedImageSource(src)) {
        element.remove();
        return;
      }
      element.setAttribute('src', parseUrl(src)!.href);
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
      element.setAttribute('referrerpolicy', 'no-referrer');
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/** A start tag, with quoted attribute values that may contain `<` or `>`. */
const START_TAG = /<[a-zA-Z](?:[^<>"']|"[^"]*"|'[^']*')*>/g;
/** One attribute of a start tag: its name and, when present, `= value` (quoted values consumed whole). */
const ATTRIBUTE = /([^\s"'<>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
const NOISY_NAME = /^(?:on|style$)/i;

function quietTag(tag: string): string {
  const name = /^<[a-zA-Z][^\s/>]*/.exec(tag)![0];
  const attributes = tag.slice(name.length).replace(ATTRIBUTE, (all: string, attr: string, value = '') =>
    NOISY_NAME.test(attr) ? `x-${attr}${value}` : all,
  );
  return name + attributes;
}

/** Renames `<style>` elements and style/event-handler attributes so parsing them reports nothing (see the module comment). */
export function quietHtml(html: string): string {
  return html.replace(/<(\/?)style(?=[\s/>])/gi, '<$1x-style').replace(START_TAG, quietTag);
}

/** Backend HTML → HTML safe to insert with `dangerouslySetInnerHTML` (see the module comment for the profile). */
export function sanitizeBackendHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(quietHtml(html), PROFILE);
}
