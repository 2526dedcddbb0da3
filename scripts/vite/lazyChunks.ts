/**
 * Code-splitting groups for what the app loads after its start-up chunks (scripts/vite/appStartChunk.ts): fewer,
 * larger lazy chunks. Each chunk costs a request and a module task on the main thread (about 1 ms at 1x with
 * the network messages of the request), and left to the default grouping `/` loaded 19 lazy chunks, most under
 * 2 kB: every module shared by a different set of routes became a chunk of its own.
 *
 * - {@link pageFrameChunk}: what every page loads with its route (the page frame, the cookie banner's chart, date
 *   and number formatting, the charts' shared patterns) is one chunk, `frame`. The dialog host stays out: the app
 *   asks for it after the first screen's pictures.
 * - {@link entryChunk}: lazy modules used by the same lazy entries (routes, on-demand pieces) share a chunk, the
 *   one of their entry when they have one, whatever the flow player of sandbox builds imports. The player imports
 *   every chart (the product owners' and QA's chart viewer), so in sandbox builds each chart used to be a chunk of
 *   its own beside its route: it is not in the build members get, and must not change how the app is cut.
 */
import { basename } from 'node:path';
import { walkImporters } from './importerWalk.ts';

export interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

type NameFunction = (id: string, ctx: ChunkingContext) => string | null;

export interface LazyChunkOptions {
  /** Modules other groups hold (arktype, Temporal): left to them. */
  except?: readonly RegExp[];
}

/**
 * The roots of the page frame: what every page loads with its route. PageShell frames every page; the app starts
 * the cookie banner's chart with every route; formatting and the charts' shared patterns serve nearly every page.
 */
export const PAGE_FRAME_ROOTS: readonly RegExp[] = [
  /src[\\/]ui[\\/]layout[\\/]PageShell\.tsx$/,
  /src[\\/]flows[\\/]cookieConsent[\\/]CookieConsentRunner\.tsx$/,
  /src[\\/]i18n[\\/]format\.ts$/,
  /machines[\\/]shared[\\/][^\\/]+\.ts$/,
];

/**
 * The LINE features' common code (LIFF loading, PKCE, the LINE state, feature limits and errors, the permission and
 * sub-window charts): one chunk, `line`, not seven of 1 to 13 kB each shared by a different set of features (the
 * campaign page's Share asked for ten scripts). The charts' `.flow.ts` files stay with the flow player that imports
 * them, and the ID-token check with the LINE sign-in that alone uses it (and its JOSE package).
 */
export const LINE_CHUNK =
  /src[\\/](domain|ui)[\\/]line[\\/]|src[\\/]platform[\\/]line[\\/](liff|lineWindow)\.ts$|src[\\/]platform[\\/]storage[\\/]lineState\.ts$|src[\\/]flows[\\/]shared[\\/]lineFeatures\.ts$|(machines|src[\\/]flows)[\\/](subWindow|linePermission)[\\/](?!.*\.flow\.ts$)/;

/** The flow player of sandbox builds (src/flows/devFlows) and the chart catalogue only it imports. */
export const FLOW_PLAYER = /src[\\/]flows[\\/]devFlows[\\/]|machines[\\/]catalogue\.ts$|\.flow\.ts$/;

const PACKAGE = /[\\/]node_modules[\\/]/;

const importersIn = (ctx: ChunkingContext) => (id: string) => ctx.getModuleInfo(id)?.importers ?? [];

/**
 * `frame` for the app's own modules a page-frame root imports (statically, at any depth) and the roots; else none.
 * Packages keep their own grouping (Temporal is its own chunk, loaded with the first date shown).
 */
export function pageFrameChunk({ except = [], roots = PAGE_FRAME_ROOTS }: LazyChunkOptions & { roots?: readonly RegExp[] } = {}): NameFunction {
  const names = new Map<string, string | null>();
  return (id, ctx) => {
    if (!names.has(id)) names.set(id, !PACKAGE.test(id) && !except.some((other) => other.test(id)) && walkImporters(id, importersIn(ctx), (m) => (roots.some((root) => root.test(m)) ? 'stop' : undefined)) ? 'frame' : null);
    return names.get(id)!;
  };
}

/**
 * The chunk of the lazy entries (modules imported only with `import()`: routes, on-demand pieces) whose static
 * imports reach `id`, not counting the flow player's: modules reached by the same entries share a chunk, as the
 * default grouping cuts them when the player is not built. None for what a page entry reaches.
 */
export function entryChunk({ except = [], ignore = FLOW_PLAYER }: LazyChunkOptions & { ignore?: RegExp } = {}): NameFunction {
  const names = new Map<string, string | null>();
  const chunkNames = new Map<string, string>();
  // Named after its entry, or for a chunk several share, after its first module (as the default grouping does).
  const nameOf = (entries: string[], first: string) => {
    const key = entries.join('\n');
    let name = chunkNames.get(key);
    if (!name) {
      const base = basename(entries.length === 1 ? entries[0]! : first).replace(/\.[^.]+$/, '');
      const taken = new Set(chunkNames.values());
      name = base;
      for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
      chunkNames.set(key, name);
    }
    return name;
  };
  const entriesOf = (start: string, ctx: ChunkingContext) => {
    const entries = new Set<string>();
    let pageEntry = false;
    walkImporters(start, importersIn(ctx), (id) => {
      if (ignore.test(id)) return 'prune';
      const info = ctx.getModuleInfo(id);
      if ((info?.importers.length ?? 0) > 0) return undefined;
      // A page entry (index.html's, the boot script) keeps its chunks as the default grouping cuts them.
      if ((info?.dynamicImporters.length ?? 0) === 0) {
        pageEntry = true;
        return 'stop';
      }
      entries.add(id);
      return undefined;
    });
    return pageEntry ? null : [...entries].sort();
  };
  return (id, ctx) => {
    if (!names.has(id)) {
      const entries = ignore.test(id) || except.some((other) => other.test(id)) ? null : entriesOf(id, ctx);
      names.set(id, entries && entries.length > 0 ? nameOf(entries, id) : null);
    }
    return names.get(id)!;
  };
}
