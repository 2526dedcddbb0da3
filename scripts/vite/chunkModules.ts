/**
 * With `--manifest`, also writes `.vite/chunk-modules.json`: for each of the app's modules, the file of the chunk
 * that holds it and whether it is loaded with `import()` alone (a route, an on-demand piece). Vite's manifest keys
 * a dynamic entry by its source only while the entry has a chunk of its own; in a codeSplitting group
 * (scripts/vite/lazyChunks.ts) it is `_<group>-<hash>.js`, so `npm run size` finds routes and encoders here.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkModule {
  file: string;
  lazyEntry: boolean;
}

export function chunkModulesPlugin(): Plugin {
  let root = '';
  let enabled = false;
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      enabled = Boolean(config.build.manifest);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const modules: Record<string, ChunkModule> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        for (const id of out.moduleIds) {
          if (id.startsWith('\0') || !id.startsWith(root)) continue;
          const info = this.getModuleInfo(id);
          const lazyEntry = Boolean(info && info.importers.length === 0 && info.dynamicImporters.length > 0);
          modules[relative(root, id).split('\\').join('/')] = { file: out.fileName, lazyEntry };
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}
