/**
 * The modules bundled with the first route, found the way the bundler finds them: from the roots, follow
 * every static `import … from` / `export … from` (not `import type`, not `import()`), resolving the `@/` and
 * `@machines/` aliases, relative paths and index files; packages and JSON are left out. Then the message ids
 * those modules name: every string literal that is a message id, and every id prefix they compute at run
 * time (a template literal's or a concatenation's static head such as `errors.business.`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const aliases: Array<[string, string]> = [
  ['@/', join(root, 'src/')],
  ['@machines/', join(root, 'machines/')],
];
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  for (const [prefix, dir] of aliases) if (specifier.startsWith(prefix)) base = join(dir, specifier.slice(prefix.length));
  if (!base && specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  if (!base) return undefined; // a package
  if (/\.(json|css|svg|png)$/.test(base)) return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  throw new Error(`cannot resolve ${specifier} from ${relative(root, from)}`);
}

/** Source without comments (so ids named in documentation do not count). */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const STATIC_IMPORT = /(?:^|\n)\s*(import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

/** Every module (absolute path) reached from `roots` (paths relative to the repository) by static imports. */
export function staticGraph(roots: string[]): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = stripComments(readFileSync(file, 'utf8'));
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[2]!);
      if (target) walk(target);
    }
  };
  roots.forEach((r) => walk(join(root, r)));
  return [...seen];
}

export const repoPath = (file: string) => relative(root, file);

/** The message ids named in `files`, and the id prefixes they compute at run time. */
export function messageIdsIn(files: string[], catalogue: Record<string, string>): { ids: Map<string, string>; prefixes: Map<string, string> } {
  const keys = Object.keys(catalogue);
  const ids = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of files) {
    const code = stripComments(readFileSync(file, 'utf8'));
    for (const m of code.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
      if (m[2]! in catalogue && !ids.has(m[2]!)) ids.set(m[2]!, repoPath(file));
    }
    // `area.part.${x}` and 'area.part.' + x: the static head is a prefix of ids chosen at run time.
    for (const m of code.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.[\w-]*)\$\{/g)) addPrefix(m[1]!, file);
    for (const m of code.matchAll(/(['"])([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\1\s*\+/g)) addPrefix(m[2]!, file);
  }
  function addPrefix(prefix: string, file: string) {
    if (keys.some((k) => k.startsWith(prefix)) && !prefixes.has(prefix)) prefixes.set(prefix, repoPath(file));
  }
  return { ids, prefixes };
}
