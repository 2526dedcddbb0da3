// The start-up chunk group (scripts/vite/appStartChunk.ts) on a small module graph: what only the app's entry
// reaches goes to `app`, what the boot script shares with it to `boot-shared`, the rest stays where it is.
import { describe, expect, it } from 'vitest';
import { appStartChunk, type ChunkingContext } from '../../scripts/vite/appStartChunk';

/** A graph as "module: its importers". */
function graph(importers: Record<string, string[]>): ChunkingContext {
  return { getModuleInfo: (id) => (id in importers ? { importers: importers[id]! } : null) };
}

const modules = graph({
  '/p/src/main.tsx': [],
  '/p/src/app/boot/boot.ts': [],
  '/p/src/app/renderApp.tsx': ['/p/src/main.tsx'],
  '/p/node_modules/xstate/index.js': ['/p/src/app/renderApp.tsx'],
  '/p/src/app/boot/firstPaint.ts': ['/p/src/app/boot/boot.ts'],
  '/p/src/api/clients.ts': ['/p/src/app/boot/boot.ts', '/p/src/app/renderApp.tsx'],
  // An import cycle below a shared module: both ends are shared too.
  '/p/src/api/a.ts': ['/p/src/api/clients.ts', '/p/src/api/b.ts'],
  '/p/src/api/b.ts': ['/p/src/api/a.ts'],
  // Imported by the boot script and by a lazy route (a module no other imports statically: its chunk's root).
  '/p/src/flows/home/HomeRoute.tsx': [],
  '/p/src/api/adapters/dashboard.ts': ['/p/src/app/boot/firstPaint.ts', '/p/src/flows/home/HomeRoute.tsx'],
});

describe('the start-up chunk group', () => {
  it('puts what only the entry reaches in app, what the boot script shares in boot-shared, and leaves the rest', () => {
    const name = appStartChunk();
    expect(name('/p/src/app/renderApp.tsx', modules)).toBe('app');
    expect(name('/p/node_modules/xstate/index.js', modules)).toBe('app');
    expect(name('/p/src/api/clients.ts', modules)).toBe('boot-shared');
    expect(name('/p/src/api/b.ts', modules)).toBe('boot-shared');
    expect(name('/p/src/api/a.ts', modules)).toBe('boot-shared');
    // Shared with a lazy chunk only, it still goes with the boot script's shared chunk (not a chunk of its own).
    expect(name('/p/src/api/adapters/dashboard.ts', modules)).toBe('boot-shared');
    expect(name('/p/src/app/boot/firstPaint.ts', modules)).toBeNull();
    expect(name('/p/src/app/boot/boot.ts', modules)).toBeNull();
    // The entry module keeps its own chunk (the one index.html names).
    expect(name('/p/src/main.tsx', modules)).toBeNull();
  });
});
