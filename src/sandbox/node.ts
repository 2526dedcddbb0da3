/**
 * The sandbox in Node (vitest): `const sandbox = startNodeSandbox()` in a test file starts msw's
 * request interception with every handler; `fetch('http://localhost/sandbox/modules/...')` then
 * reaches the seeded world. Each start re-seeds the world in memory unless a persistence is given.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from '@/sandbox/handlers';
import { clearFaults } from '@/sandbox/faults';
import { configureWorld, resetWorld, type WorldPersistence } from '@/sandbox/world/store';

export { handlers };

/** msw server with all sandbox handlers (not yet listening). */
function createSandboxServer(): SetupServer {
  return setupServer(...handlers);
}

export interface NodeSandboxOptions {
  /** Where the world is kept; default memory only (fresh seed). */
  persistence?: WorldPersistence;
  /** msw's behaviour for requests no handler answers. @default 'error' */
  onUnhandledRequest?: 'bypass' | 'warn' | 'error';
}

/** Seeds the world, clears faults and starts intercepting; call `.close()` when done. */
export function startNodeSandbox(options: NodeSandboxOptions = {}): SetupServer {
  configureWorld(options.persistence);
  if (!options.persistence) resetWorld();
  clearFaults();
  const server = createSandboxServer();
  server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'error' });
  return server;
}
