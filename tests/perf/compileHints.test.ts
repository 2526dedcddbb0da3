// Which chunks carry V8's compile hint (scripts/vite/compileHints.ts): what a page runs at start and the app's own
// code, not the message catalogues nor a package of which a page calls a few functions.
import { describe, expect, it } from 'vitest';
import { chunksToHint, prependCompileHint, type HintedChunk } from '../../scripts/vite/compileHints';

function chunk(fileName: string, modules: Record<string, number>, options: { isEntry?: boolean; imports?: string[] } = {}): HintedChunk {
  return {
    fileName,
    isEntry: options.isEntry ?? false,
    imports: options.imports ?? [],
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  };
}

const bundle = [
  chunk('index.js', { '/p/src/main.tsx': 5000 }, { isEntry: true, imports: ['app.js'] }),
  // The start-up chunk is mostly packages (React, xstate), all of it run at start.
  chunk('app.js', { '/p/node_modules/react-dom/client.js': 9000, '/p/src/app/App.tsx': 1000 }, { imports: ['runtime.js'] }),
  chunk('runtime.js', { '\0rolldown/runtime.js': 5000 }),
  chunk('format.js', { '/p/src/flows/shared/campaignFormat.ts': 300 }),
  chunk('RewardRoute.js', { '/p/src/flows/rewardCatalog/RewardRoute.tsx': 6000, '/p/node_modules/tiny/index.js': 500 }),
  chunk('arktype.js', { '/p/node_modules/arktype/out/index.js': 40000, '/p/src/domain/validation/email.ts': 800 }),
  chunk('code128.js', { '/p/node_modules/bwip-js/dist/bwip-js.mjs': 30000, '/p/src/domain/serial/code128.ts': 400 }),
  chunk('thaiRest.js', { '\0virtual:messages/th-rest-1': 50000 }),
  chunk('empty.js', { '/p/src/unused.ts': 0 }),
];

describe('chunksToHint', () => {
  const hinted = chunksToHint(bundle);

  it('hints the entries and every chunk they import statically, packages or not', () => {
    expect(hinted.has('index.js')).toBe(true);
    expect(hinted.has('app.js')).toBe(true);
    expect(hinted.has('runtime.js')).toBe(true);
  });

  it('hints a lazy chunk of mostly the app’s own code', () => {
    expect(hinted.has('RewardRoute.js')).toBe(true);
  });

  it('leaves out lazy chunks that are mostly a package, message catalogues, and tiny or empty chunks', () => {
    expect(hinted.has('format.js')).toBe(false);
    expect(hinted.has('arktype.js')).toBe(false);
    expect(hinted.has('code128.js')).toBe(false);
    expect(hinted.has('thaiRest.js')).toBe(false);
    expect(hinted.has('empty.js')).toBe(false);
  });
});

describe('prependCompileHint', () => {
  it('puts the hint on the first line and moves the source map down one line, in the chunk and in its map file', () => {
    const chunk = { fileName: 'app.js', code: 'run();\n', map: { mappings: 'AAAA' } };
    const bundle = {
      'app.js': chunk,
      'app.js.map': { type: 'asset', source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA' }) },
    };
    prependCompileHint(chunk, bundle);
    expect(chunk.code).toBe('//# allFunctionsCalledOnLoad\nrun();\n');
    expect(chunk.map.mappings).toBe(';AAAA');
    expect(JSON.parse(bundle['app.js.map'].source)).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA' });
  });

  it('leaves a chunk without a source map with the hint alone', () => {
    const chunk = { fileName: 'app.js', code: 'run();', map: null };
    prependCompileHint(chunk, { 'app.js': chunk });
    expect(chunk.code).toBe('//# allFunctionsCalledOnLoad\nrun();');
  });
});
