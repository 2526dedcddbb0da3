/**
 * The walk the code-splitting groups share (scripts/vite/appStartChunk.ts, scripts/vite/lazyChunks.ts): from a
 * module up through the modules that import it statically, each visited once (import cycles included).
 * `visit` answers 'stop' to end the walk, 'prune' to go no higher from that module, or nothing to go on.
 * Returns true when a visit stopped it.
 */
export function walkImporters(start: string, importersOf: (id: string) => readonly string[], visit: (id: string) => 'stop' | 'prune' | void): boolean {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    const answer = visit(id);
    if (answer === 'stop') return true;
    if (answer === 'prune') continue;
    for (const importer of importersOf(id)) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}
