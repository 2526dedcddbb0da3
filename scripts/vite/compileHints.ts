/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a script's first line, Chromium 136 and later) on
 * the chunks whose functions run once they have loaded: V8 then compiles every function of the chunk while the
 * script streams in, on a background thread, instead of each one on the main thread the first time it is called.
 * Without it, the first open of a dialog compiled the dialog's code inside the tap, and the load compiled
 * each start-up function in the task that first called it. Other engines read the line as a comment.
 *
 * Hinted: what a page runs at start (the entries and the chunks they import statically) and the chunks of the
 * app's own code (routes, on-demand pieces, the page frame). Not hinted: message catalogues (data) and chunks
 * that are mostly a package of which a page calls a few functions (arktype, Temporal, the barcode encoders,
 * the QR encoder, the sanitiser): compiling all of them would be wasted work; nor chunks under 4 kB of code.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export interface HintedChunk {
  fileName: string;
  isEntry: boolean;
  /** Static imports (file names). */
  imports: readonly string[];
  /** Rendered length of each module of the chunk, by module id. */
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

const PACKAGE = /[\\/]node_modules[\\/]/;
/** Smaller chunks compile quickly on first call; the line still costs each about 40 B gzip. */
export const MIN_HINTED_LENGTH = 4096;
const MESSAGES = /^\0?virtual:messages\//;

/** The file names of the chunks to hint: start-up chunks, and chunks mostly of the app's own code, but no tiny ones. */
export function chunksToHint(chunks: readonly HintedChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const startUp = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (startUp.has(name)) continue;
    startUp.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  const hinted = new Set<string>();
  for (const chunk of chunks) {
    const sizes = Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0);
    if (sizes.length === 0 || sizes.every(([id]) => MESSAGES.test(id))) continue;
    const total = sizes.reduce((sum, [, module]) => sum + module.renderedLength, 0);
    if (total < MIN_HINTED_LENGTH) continue;
    const own = sizes.filter(([id]) => !PACKAGE.test(id) && !MESSAGES.test(id)).reduce((sum, [, module]) => sum + module.renderedLength, 0);
    if (startUp.has(chunk.fileName) || own * 2 >= total) hinted.add(chunk.fileName);
  }
  return hinted;
}

/** A chunk as generateBundle sees it, and the bundle's files (its source map among them). */
export interface OutputChunkLike {
  fileName: string;
  code: string;
  map?: { mappings: string } | null;
}
export type BundleLike = Record<string, { type: string; source?: unknown } | OutputChunkLike>;

/**
 * Puts the hint on the chunk's first line. The source map's lines move down by one, in the chunk's map and in the
 * map file already in the bundle. The file name keeps its hash: a cached copy without the line runs the same.
 */
export function prependCompileHint(chunk: OutputChunkLike, bundle: BundleLike): void {
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile && 'type' in mapFile && mapFile.type === 'asset' && typeof mapFile.source === 'string') {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own post step, which writes the preload lists into chunks with dynamic imports from their
    // original code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [out] : []));
        const hinted = chunksToHint(chunks);
        for (const chunk of chunks) if (hinted.has(chunk.fileName)) prependCompileHint(chunk, bundle as BundleLike);
      },
    },
  };
}
