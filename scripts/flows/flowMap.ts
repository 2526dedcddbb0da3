/**
 * docs/flows/map.md: every flow's files found from its id alone. Chart and browser folders are named by the id,
 * but sandbox handlers are organised by service and tests by area, so this page scans the source once and lists,
 * per flow, its files, the calls its code makes (operationId → the sandbox file that answers it) and its tests.
 * Written and checked by `npm run charts` / `npm run charts:check` with the diagrams.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { operations } from '../../src/sandbox/operations.generated';

const METHODS = 'GET|POST|PUT|PATCH|DELETE';
/** `clients`, `services.clients` or `getClients()`. */
const CLIENTS = '\\b(?:getC|c)lients(?:\\(\\s*\\))?';
/** The API client names of src/api/clients.ts, by the service name of src/sandbox/operations.generated.ts. */
const CLIENT_SERVICE: Record<string, string[]> = {
  modules: ['modules'],
  cart: ['cart'],
  webApi: ['webapi'],
  blob: ['blob'],
  misc: ['misc'],
  line: ['line-api', 'line-access'],
  lineAccess: ['line-access'],
};

/** One call a flow's code makes; no `operationId` or an empty `sandbox` when the scan finds no match. */
export interface FlowCall {
  client: string;
  method: string;
  path: string;
  operationId?: string;
  sandbox: string[];
}

export interface FlowEntry {
  id: string;
  /** machines/<id>/* (paths from the repository root). */
  chart: string[];
  /** src/flows/<id>/**. */
  browser: string[];
  messages?: { file: string; count: number };
  calls: FlowCall[];
  /** Modules of src/flows outside its folder that it imports and that make calls (their calls are listed there). */
  callsThrough: string[];
  /** Files under tests/ and e2e/ named by the id. */
  tests: string[];
  /** docs/flows/<id>.md when the flow has a diagram. */
  diagram?: string;
}

function filesUnder(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const name of readdirSync(abs).sort()) {
    if (name.startsWith('.')) continue;
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) out.push(...filesUnder(root, rel));
    else out.push(rel);
  }
  return out;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every flow id: machines/<id>/ with a chart, plus src/flows/<id>/ without one (src/flows/shared excluded). */
export function flowIds(root: string): string[] {
  const dirs = (dir: string) =>
    existsSync(join(root, dir)) ? readdirSync(join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
  const charts = dirs('machines').filter((id) => existsSync(join(root, 'machines', id, `${id}.machine.ts`)));
  const browser = dirs('src/flows').filter((id) => id !== 'shared');
  return [...new Set([...charts, ...browser])].sort(byText);
}

/** The calls in one source text: `clients.<client>.<METHOD>('<path>'` and aliases (`const modules = services.clients.modules`, `const { line } = services.clients`). */
export function scanCalls(text: string): Array<{ client: string; method: string; path: string }> {
  const alias = new Map<string, string>();
  for (const m of text.matchAll(new RegExp(`\\b(?:const|let)\\s+(\\w+)\\s*=\\s*(?:[\\w.]+\\.)?${CLIENTS}\\s*\\.\\s*(\\w+)\\b`, 'g'))) alias.set(m[1]!, m[2]!);
  for (const m of text.matchAll(new RegExp(`\\b(?:const|let)\\s*\\{([^}]*)\\}\\s*=\\s*(?:[\\w.]+\\.)?${CLIENTS}`, 'g'))) {
    for (const part of m[1]!.split(',')) {
      const [name, renamed] = part.split(':').map((s) => s.trim());
      if (name && /^\w+$/.test(name)) alias.set(renamed || name, name);
    }
  }
  const calls: Array<{ client: string; method: string; path: string }> = [];
  const call = new RegExp(`(?:${CLIENTS}\\s*\\.\\s*(\\w+)|\\b(\\w+))\\s*\\.\\s*(${METHODS})\\s*\\(\\s*(['"\`])([^'"\`]+)\\4`, 'g');
  for (const m of text.matchAll(call)) {
    const client = m[1] ?? alias.get(m[2]!);
    if (client) calls.push({ client, method: m[3]!, path: m[5]! });
  }
  return calls;
}

/** A path with its parameters blanked, so `{liffId}` and `:liffId` compare equal. */
const pathKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:\w+/g, '{}')}`;

/** A handler's path without its base (`${API}`, `*`, `/sandbox/<service>`), as the OpenAPI path. */
function handlerPath(path: string): string {
  return path.replace(/^\*?(?:\$\{\w+\})?/, '').replace(/^\/sandbox\/[\w-]+(?=\/)/, '');
}

/** An expression handler's path (`/\/sandbox\/modules\/auth\/([a-z0-9]+)_login\/?$/`) with its groups as parameters. */
function expressionPath(source: string): string {
  return source
    .replace(/\\\/\?\$?$/, '')
    .replace(/^\^|\$$/g, '')
    .replace(/\((?:\\.|[^)])*\)/g, '{}')
    .replace(/\\(.)/g, '$1');
}

/**
 * Which sandbox files answer each method and path. Handlers are `<name>.<method>('<path>'` (typed per service),
 * `` http.<method>(`${API}/<path>` `` (LINE) or `<name>.<method>(/<expression>/` where a path template cannot say it.
 */
export function sandboxHandlers(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (method: string, path: string, file: string) => {
    const key = pathKey(method, handlerPath(path));
    const files = found.get(key) ?? [];
    if (!files.includes(file)) files.push(file);
    found.set(key, files.sort(byText));
  };
  const byTemplate = /\b\w+\s*\.\s*(get|post|put|patch|delete)\s*\(\s*(['"`])([^'"`]*)\2/g;
  const byExpression = /\b\w+\s*\.\s*(get|post|put|patch|delete)\s*\(\s*\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/[a-z]*\s*,/g;
  for (const file of filesUnder(root, 'src/sandbox').filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(byTemplate)) add(m[1]!, m[3]!, file);
    for (const m of text.matchAll(byExpression)) add(m[1]!, expressionPath(m[2]!), file);
  }
  return found;
}

/** Test files named by the id: `<id>.` or `<Id>` then a capital or a dot, the longest id winning (`RedeemHistoryView` is redeemHistory's). */
export function testOwner(fileName: string, ids: string[]): string | undefined {
  let owner: string | undefined;
  for (const id of ids) {
    const pascal = id[0]!.toUpperCase() + id.slice(1);
    const matches = fileName.startsWith(`${id}.`) || (fileName.startsWith(pascal) && /^[A-Z.]/.test(fileName.slice(pascal.length)));
    if (matches && (!owner || id.length > owner.length)) owner = id;
  }
  return owner;
}

/** The src/flows modules a file imports (`@/flows/...` or relative), resolved to files that exist. */
function flowImports(root: string, file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+'((?:@\/flows\/|\.{1,2}\/)[^']+)'/g)) {
    const spec = m[1]!;
    const bare = spec.startsWith('@/') ? `src/${spec.slice(2)}` : posix.join(posix.dirname(file), spec);
    const found = [`${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`].find((f) => f.startsWith('src/flows/') && existsSync(join(root, f)));
    if (found) out.push(found);
  }
  return out;
}

/** The calls a module makes, mapped to their operation and sandbox files. */
function callsOf(root: string, files: string[], handlers: Map<string, string[]>): FlowCall[] {
  const calls = new Map<string, FlowCall>();
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    for (const c of scanCalls(readFileSync(join(root, file), 'utf8'))) {
      const services = CLIENT_SERVICE[c.client] ?? [c.client];
      const row = operations.find((o) => services.includes(o.service) && o.method === c.method && o.path === c.path);
      const key = `${row?.operationId ?? ''} ${c.method} ${c.path}`;
      if (!calls.has(key)) calls.set(key, { ...c, ...(row ? { operationId: row.operationId } : {}), sandbox: handlers.get(pathKey(c.method, c.path)) ?? [] });
    }
  }
  return [...calls.values()].sort((a, b) => byText(a.operationId ?? `~${a.path}`, b.operationId ?? `~${b.path}`) || byText(a.method, b.method));
}

/** The map's entries, sorted by id. `diagrams` are the ids that have docs/flows/<id>.md. */
export function flowMap(root: string, diagrams: ReadonlySet<string>): FlowEntry[] {
  const ids = flowIds(root);
  const handlers = sandboxHandlers(root);
  const testFiles = [...filesUnder(root, 'tests'), ...filesUnder(root, 'e2e').filter((f) => f.endsWith('.spec.ts'))];
  const tests = new Map<string, string[]>();
  for (const file of testFiles) {
    const owner = testOwner(file.slice(file.lastIndexOf('/') + 1), ids);
    if (owner) tests.set(owner, [...(tests.get(owner) ?? []), file]);
  }
  return ids.map((id) => {
    const browser = filesUnder(root, `src/flows/${id}`);
    const messagesFile = `src/flows/${id}/${id}.messages.json`;
    const code = browser.filter((f) => /\.tsx?$/.test(f));
    const through = new Set<string>();
    for (const file of code) {
      for (const imported of flowImports(root, file, readFileSync(join(root, file), 'utf8'))) {
        if (!imported.startsWith(`src/flows/${id}/`) && scanCalls(readFileSync(join(root, imported), 'utf8')).length) through.add(imported);
      }
    }
    return {
      id,
      chart: filesUnder(root, `machines/${id}`),
      browser,
      ...(existsSync(join(root, messagesFile)) ? { messages: { file: messagesFile, count: Object.keys(JSON.parse(readFileSync(join(root, messagesFile), 'utf8')) as object).length } } : {}),
      calls: callsOf(root, code, handlers),
      callsThrough: [...through].sort(byText),
      tests: (tests.get(id) ?? []).sort(byText),
      ...(diagrams.has(id) ? { diagram: `docs/flows/${id}.md` } : {}),
    };
  });
}

const HEADER = 'Generated by `npm run charts` from the source tree; do not edit. `npm run charts:check` fails when it is stale.';
const from = 'docs/flows';
const link = (path: string, text = path) => `[${text}](${relative(from, path).split('\\').join('/')})`;
const base = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function callLines(calls: FlowCall[]): string[] {
  return calls.map((c) => {
    const what = c.operationId ? `\`${c.operationId}\` (${c.method} \`${c.path}\`)` : `${c.method} \`${c.path}\` (no documented operation found)`;
    const where = c.sandbox.length ? c.sandbox.map((f) => link(f, f.slice('src/sandbox/'.length))).join(', ') : 'no sandbox handler found';
    return `  - ${what} → ${where}`;
  });
}

/** The calls made by src/flows/shared/ modules, which several flows use. */
export function sharedCalls(root: string): Array<{ file: string; calls: FlowCall[] }> {
  const handlers = sandboxHandlers(root);
  return filesUnder(root, 'src/flows/shared')
    .map((file) => ({ file, calls: callsOf(root, [file], handlers) }))
    .filter((s) => s.calls.length);
}

function entryLines(e: FlowEntry): string[] {
  const lines = [`### ${e.id}`, ''];
  if (e.diagram) lines.push(`- Diagram: ${link(e.diagram, `${e.id}.md`)} · ${link(`docs/flows/${e.id}.html`, 'html')}`);
  if (e.chart.length) lines.push(`- Chart \`machines/${e.id}/\`: ${e.chart.map((f) => link(f, base(f))).join(' · ')}`);
  else lines.push('- Chart: none (a page without a chart)');
  const browser = e.browser.filter((f) => f !== e.messages?.file);
  if (browser.length) lines.push(`- Browser \`src/flows/${e.id}/\`: ${browser.map((f) => link(f, f.slice(`src/flows/${e.id}/`.length))).join(' · ')}`);
  if (e.messages) lines.push(`- Messages: ${link(e.messages.file, base(e.messages.file))} (${e.messages.count} ids)`);
  if (e.calls.length) lines.push('- Calls:', ...callLines(e.calls));
  if (e.callsThrough.length) lines.push(`- Calls made through: ${e.callsThrough.map((f) => link(f, f.slice('src/flows/'.length))).join(' · ')}`);
  if (e.tests.length) lines.push(`- Tests: ${e.tests.map((f) => link(f, f.replace(/^tests\//, ''))).join(' · ')}`);
  lines.push('');
  return lines;
}

/** The text of docs/flows/map.md. */
export function flowMapPage(root: string, diagrams: ReadonlySet<string>): string {
  const entries = flowMap(root, diagrams);
  return [
    '# Flow map',
    '',
    `<!-- ${HEADER} -->`,
    '',
    'Every flow by its id: the chart folder (`machines/<id>/`: chart, types, connect, actors, descriptor), the browser',
    'folder (`src/flows/<id>/`: live actors, route, screen, views, styles, messages), the calls its browser code makes',
    '(`clients.<service>.<METHOD>(\'<path>\'`) with their operationId and the sandbox file that answers them, and its tests.',
    '',
    'How it is found, so you know what it misses:',
    '',
    '- Calls are read from `src/flows/<id>/`. A call made on its behalf in a module it imports from another flow\'s folder',
    '  or from `src/flows/shared/` is listed there ("Calls made through"; the shared ones at the end); a call made for it',
    '  by a module that imports it (the campaign page runs the redeem chart) is listed under that module\'s flow.',
    '  Search the sandbox file for the path to find the handler.',
    '- Tests are the files under `tests/` named `<id>.…` or `<Id>…` (then a capital or a dot; the longest id wins, so',
    '  `redeemHistory.*` is not `redeem`\'s), and the `e2e/` specs named `<id>.spec.ts`. Other end-to-end specs follow',
    '  journeys across flows (`e2e/*.spec.ts`) and are not listed; a test named after something else is missed too.',
    '',
    entries.map((e) => `[${e.id}](#${e.id.toLowerCase()})`).join(' · '),
    '',
    ...entries.flatMap(entryLines),
    '## Calls in src/flows/shared/',
    '',
    ...sharedCalls(root).flatMap((m) => [`- ${link(m.file, m.file.slice('src/flows/'.length))}:`, ...callLines(m.calls)]),
    '',
  ].join('\n');
}
