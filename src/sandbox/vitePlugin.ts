/**
 * Serves msw's service worker at /mockServiceWorker.js in the dev server only, straight from
 * node_modules, so it never lands in public/ or in production output. Relative imports only:
 * vite.config.ts loads this file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const SERVICE_WORKER_PATH = '/mockServiceWorker.js';

export function sandboxServiceWorkerPlugin(): Plugin {
  return {
    name: 'sandbox-msw-service-worker',
    apply: 'serve',
    configureServer(server) {
      const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      server.middlewares.use(SERVICE_WORKER_PATH, (_req, res) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
        res.setHeader('Service-Worker-Allowed', '/');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file, 'utf8'));
      });
    },
  };
}
