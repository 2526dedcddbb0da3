// @vitest-environment node
/**
 * The Content-Security-Policy of each build, the bundle check behind "no eval in the bundle", and the
 * build step that keeps arktype from compiling code at run time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives } from '@/platform/config/contentSecurityPolicy';
import { environments } from '@/platform/config/settings';
import { checkIndexHtml, findEval, inlinedStylesheets } from '../../scripts/check-bundle';
import { inlineEntryStylesheet, styleHash } from '../../scripts/vite/contentSecurityPolicy';
import { rewriteArkFunctions } from '../../scripts/vite/arktypeWithoutEval';

const directive = (policy: Array<[string, string[]]>, name: string) => policy.find(([n]) => n === name)?.[1];

describe('Content-Security-Policy', () => {
  it('is same-origin only for sandbox builds (e2e)', () => {
    const policy = cspDirectives({ appEnv: 'development', backend: 'sandbox-server', mode: 'strict' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('names exactly the configured hosts in a real build', () => {
    const hosts = environments.staging.hosts;
    const policy = cspDirectives({ appEnv: 'staging', backend: 'real', mode: 'strict' });
    const origin = (url: string) => new URL(url).origin;
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.google.com', origin(hosts.blob), origin(hosts.analytics), 'https://www.gstatic.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', origin(hosts.blob)]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      origin(hosts.modules),
      origin(hosts.cart),
      origin(hosts.webApi),
      origin(hosts.blob),
      origin(hosts.misc),
      'https://api.line.me',
      origin(hosts.analytics),
    ]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    const text = contentSecurityPolicy({ appEnv: 'staging', backend: 'real', mode: 'strict' });
    expect(text).not.toMatch(/unsafe|\*/);
  });

  it('is relaxed only for the dev server (inline preamble and styles, HMR socket)', () => {
    const policy = cspDirectives({ appEnv: 'development', backend: 'sandbox-browser', mode: 'dev' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'connect-src')).toContain('ws:');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('is accepted by the index.html check only when strict', () => {
    const meta = (p: string) => `<html><head><meta http-equiv="Content-Security-Policy" content="${p}"><script type="module" src="/a.js"></script></head></html>`;
    expect(checkIndexHtml(meta(contentSecurityPolicy({ appEnv: 'staging', backend: 'real', mode: 'strict' })))).toEqual([]);
    expect(checkIndexHtml(meta(contentSecurityPolicy({ appEnv: 'development', backend: 'sandbox-browser', mode: 'dev' })))).not.toEqual([]);
    expect(checkIndexHtml('<html><head></head></html>')).toEqual(['index.html has no Content-Security-Policy <meta>']);
    expect(checkIndexHtml(meta("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; object-src 'none'; base-uri 'none'").replace('</head>', '<script>alert(1)</script></head>'))).toEqual([
      'index.html has an inline script',
    ]);
  });

  it("names the hash of the build's own <style> in style-src, and the check holds index.html to exactly those", () => {
    const css = '.app-frame{display:grid}';
    const hash = styleHash(css);
    expect(hash).toBe(createHash('sha256').update(css).digest('base64'));
    const policy = contentSecurityPolicy({ appEnv: 'staging', backend: 'real', mode: 'strict', styleHashes: [hash] });
    expect(directive(cspDirectives({ appEnv: 'staging', backend: 'real', mode: 'strict', styleHashes: [hash] }), 'style-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
    const page = (p: string, head: string) =>
      `<html><head><meta http-equiv="Content-Security-Policy" content="${p.replaceAll("'", '&#39;')}">${head}<script type="module" src="/a.js"></script></head></html>`;
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-A1.css"';
    expect(checkIndexHtml(page(policy, `<style>${css}</style>${link} disabled>`))).toEqual([]);
    expect(checkIndexHtml(page(policy, `<style>${css} </style>${link} disabled>`))).toEqual([
      `index.html has a <style> whose hash style-src does not name ('sha256-${styleHash(`${css} `)}')`,
      `style-src names 'sha256-${hash}', the hash of no <style> in index.html`,
    ]);
    const plain = contentSecurityPolicy({ appEnv: 'staging', backend: 'real', mode: 'strict' });
    expect(checkIndexHtml(page(plain, `<style>${css}</style>`))).toEqual([`index.html has a <style> whose hash style-src does not name ('sha256-${hash}')`]);
    expect(checkIndexHtml(page(plain, `${link}>`))).toEqual(['/assets/index-A1.css is a render-blocking stylesheet: the build inlines the entry stylesheet']);
    expect(checkIndexHtml(page(plain, '<div style="color:red"></div>'))).toEqual(['index.html has a style attribute']);
    expect(inlinedStylesheets(`${link} disabled><link rel="stylesheet" href="/b.css">`, { enabled: false })).toEqual(['/assets/index-A1.css']);
  });
});

describe('inlining the entry stylesheet', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-Xy_1.css">\n</head>';

  it("puts the stylesheet's text where its link was and keeps the link, disabled", () => {
    const inlined = inlineEntryStylesheet(html, (file) => (file === 'assets/index-Xy_1.css' ? 'a{b:c}' : undefined));
    expect(inlined).toEqual({
      html: '<head><style>a{b:c}</style><link rel="stylesheet" crossorigin href="/assets/index-Xy_1.css" disabled>\n</head>',
      fileName: 'assets/index-Xy_1.css',
      css: 'a{b:c}',
    });
    // When the entry's code is the `app` chunk, its stylesheet is too.
    const app = '<head><link rel="stylesheet" crossorigin href="/assets/app-Q9.css">\n</head>';
    expect(inlineEntryStylesheet(app, (file) => (file === 'assets/app-Q9.css' ? 'a{b:c}' : undefined)).fileName).toBe('assets/app-Q9.css');
    expect(inlineEntryStylesheet('<head><link rel="stylesheet" crossorigin href="/assets/other-Q9.css"></head>', () => 'a{}').fileName).toBeUndefined();
  });

  it('leaves a page without the entry stylesheet alone, and refuses what it cannot inline', () => {
    expect(inlineEntryStylesheet('<head></head>', () => 'a{}')).toEqual({ html: '<head></head>' });
    expect(() => inlineEntryStylesheet(html, () => undefined)).toThrow('index.html links assets/index-Xy_1.css, which the build did not write');
    expect(() => inlineEntryStylesheet(html, () => 'a{content:"</style>"}')).toThrow('cannot be inlined');
  });
});

describe('bundle check (no eval)', () => {
  it('finds every way of compiling code from a string, and nothing inside strings', () => {
    const found = findEval('eval("1"); (0, eval)("1"); new Function("a"); Function("return 1")(); window["eval"]("x"); globalThis.Function("x"); setTimeout("x()", 1); class A extends Function {}');
    expect(found.map((f) => f.what)).toEqual(['eval(…)', 'eval(…)', 'new Function(…)', 'Function(…)', 'eval(…)', 'Function(…)', 'setTimeout with a string', 'class extends Function']);
    expect(findEval('const s = `Function(${x})`; obj.eval(1); "new Function()"; setTimeout(() => 1, 5); class B extends Error {}')).toEqual([]);
  });
});

describe('arktype without eval (build step)', () => {
  const file = resolve('node_modules/@ark/util/out/functions.js');
  const original = readFileSync(file, 'utf8');

  it('removes the Function probe and the Function subclass of the installed @ark/util', () => {
    expect(findEval(original).length).toBe(2);
    const rewritten = rewriteArkFunctions(original);
    expect(findEval(rewritten)).toEqual([]);
    expect(rewritten).toContain('export const envHasCsp = cached(() => true);');
  });

  it('fails loudly when @ark/util changes shape', () => {
    expect(() => rewriteArkFunctions('export const x = 1;')).toThrow(/changed shape/);
  });
});
