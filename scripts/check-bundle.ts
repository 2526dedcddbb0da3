/**
 * Fails when a built bundle could not run under the app's Content-Security-Policy:
 * - any `eval(...)`, `Function(...)`, `new Function(...)`, `class … extends Function`, or string code
 *   given to setTimeout/setInterval, in any JavaScript file of the output (found by parsing each file
 *   with the TypeScript parser, so text inside strings and templates does not count);
 * - an index.html without the CSP `<meta>` (with no 'unsafe-eval'/'unsafe-inline' in script-src), with an
 *   inline script, a `style=""`, a `<style>` whose hash style-src does not name (or a hash of no `<style>`),
 *   or a stylesheet `<link>` that is not disabled (the build inlines the entry stylesheet:
 *   scripts/vite/contentSecurityPolicy.ts), or a disabled one whose file is not the inlined text.
 * Usage: npx tsx scripts/check-bundle.ts [outDir]   (default dist; `npm test` runs it after the size report)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { styleHash } from './vite/contentSecurityPolicy';

export interface Finding {
  file: string;
  line: number;
  what: string;
}

const GLOBAL_OBJECTS = new Set(['window', 'self', 'globalThis', 'global']);

function calleeName(expr: ts.Expression): string | undefined {
  let e = expr;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && GLOBAL_OBJECTS.has(e.expression.text)) return e.name.text;
  if (ts.isElementAccessExpression(e) && ts.isIdentifier(e.expression) && GLOBAL_OBJECTS.has(e.expression.text) && ts.isStringLiteralLike(e.argumentExpression)) {
    return e.argumentExpression.text;
  }
  // (0, eval)(...) — indirect eval
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.CommaToken) return calleeName(e.right);
  return undefined;
}

/** Every eval-like construct in one JavaScript source. */
export function findEval(source: string, file = 'input.js'): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, what: string) =>
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, what });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      if (name === 'eval' || name === 'Function') report(node, `${ts.isNewExpression(node) ? 'new ' : ''}${name}(…)`);
      if ((name === 'setTimeout' || name === 'setInterval') && node.arguments?.[0] && (ts.isStringLiteralLike(node.arguments[0]) || ts.isTemplateExpression(node.arguments[0]))) {
        report(node, `${name} with a string`);
      }
    }
    if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.heritageClauses) {
      for (const clause of node.heritageClauses) {
        for (const type of clause.types) {
          if (calleeName(type.expression) === 'Function') report(node, 'class extends Function');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** Problems of a built index.html under the CSP rules. */
export function checkIndexHtml(html: string): string[] {
  const problems: string[] = [];
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  if (!meta) return ['index.html has no Content-Security-Policy <meta>'];
  const policy = meta[1]!.replaceAll('&#39;', "'");
  const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(policy)?.[1]?.trim();
  const scriptSrc = directive('script-src') ?? '';
  if (!scriptSrc.startsWith("'self'")) problems.push(`script-src must start with 'self': ${scriptSrc}`);
  if (/unsafe-(eval|inline)|wasm-unsafe-eval/.test(scriptSrc)) problems.push(`script-src allows unsafe code: ${scriptSrc}`);
  const expected: Record<string, string> = { 'form-action': "'self'", 'object-src': "'none'", 'base-uri': "'none'" };
  for (const [name, value] of Object.entries(expected)) {
    if (directive(name) !== value) problems.push(`${name} must be ${value}, is ${directive(name) ?? 'missing'}`);
  }
  if (!/^'self' data:/.test(directive('img-src') ?? '')) problems.push(`img-src must be 'self' data: and the blob host, is ${directive('img-src') ?? 'missing'}`);
  if (!(directive('connect-src') ?? '').startsWith("'self'")) problems.push('connect-src is missing');
  if (html.indexOf('Content-Security-Policy') > html.search(/<script/i) && /<script/i.test(html)) problems.push('the CSP <meta> must come before every script');
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc=/.test(script[1]!) || script[2]!.trim() !== '') problems.push('index.html has an inline script');
  }
  if (/\sstyle="/i.test(html)) problems.push('index.html has a style attribute');
  const [styleSelf, ...styleHashes] = (directive('style-src') ?? '').split(/\s+/);
  if (styleSelf !== "'self'") problems.push(`style-src must be 'self' and the hashes of index.html's own <style>, is ${directive('style-src') ?? 'missing'}`);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((style) => `'sha256-${styleHash(style[1]!)}'`);
  for (const style of styles) if (!styleHashes.includes(style)) problems.push(`index.html has a <style> whose hash style-src does not name (${style})`);
  for (const hash of styleHashes) if (!styles.includes(hash)) problems.push(`style-src names ${hash}, the hash of no <style> in index.html`);
  for (const link of inlinedStylesheets(html, { enabled: true })) problems.push(`${link} is a render-blocking stylesheet: the build inlines the entry stylesheet`);
  return problems;
}

/** The stylesheets index.html links, enabled (render-blocking) or disabled (inlined: the `<link>` marks them loaded). */
export function inlinedStylesheets(html: string, { enabled }: { enabled: boolean }): string[] {
  return [...html.matchAll(/<link\b([^>]*)>/gi)]
    .map((link) => link[1]!)
    .filter((attrs) => /\brel="stylesheet"/.test(attrs) && /\sdisabled\b/.test(attrs) !== enabled)
    .map((attrs) => /\bhref="([^"]*)"/.exec(attrs)?.[1] ?? '(no href)');
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return /\.(m?js)$/.test(name) ? [path] : [];
  });
}

function main(): void {
  const outDir = process.argv[2] ?? 'dist';
  const findings = jsFiles(outDir).flatMap((file) => findEval(readFileSync(file, 'utf8'), relative(outDir, file)));
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const htmlProblems = checkIndexHtml(html);
  const inlined = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((style) => style[1]!);
  for (const href of inlinedStylesheets(html, { enabled: false })) {
    if (!inlined.includes(readFileSync(join(outDir, href), 'utf8'))) htmlProblems.push(`the disabled ${href} is not the inlined stylesheet`);
  }
  for (const f of findings) console.error(`eval in bundle: ${f.file}:${f.line} ${f.what}`);
  for (const p of htmlProblems) console.error(`index.html: ${p}`);
  if (findings.length || htmlProblems.length) process.exit(1);
  console.log(`bundle check: ${jsFiles(outDir).length} JavaScript files with no eval/new Function; index.html carries the strict CSP`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) main();
