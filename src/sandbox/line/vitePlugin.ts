/**
 * Serves the fake LINE authorize page in `npm start` (the msw service worker does not see navigations).
 * Only the dev server uses it; `vite preview` proxies /sandbox to the standalone sandbox server instead.
 * Relative imports only: vite.config.ts loads this file.
 */
import type { Plugin } from 'vite';
import { renderAuthorize } from './authorizePage.ts';
import { LIFF_PAGES_BASE, renderLiffPage } from './liffPages.ts';

const LINE_AUTHORIZE_PATH = '/sandbox/line-access/oauth2/v2.1/authorize';

export function sandboxLineAuthorizePlugin(): Plugin {
  return {
    name: 'sandbox-line-authorize',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(LINE_AUTHORIZE_PATH, (req, res) => {
        const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        const result = renderAuthorize(url);
        if (result.kind === 'redirect') {
          res.statusCode = 302;
          res.setHeader('Location', result.location);
          res.end();
          return;
        }
        res.statusCode = result.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(result.body);
      });
      // The share-picker window and the consent sub-window (GET only: their buttons call the API through msw).
      server.middlewares.use(LIFF_PAGES_BASE, (req, res, next) => {
        const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        const page = req.method === 'GET' ? renderLiffPage(url) : null;
        if (!page) {
          next();
          return;
        }
        res.statusCode = page.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page.body);
      });
    },
  };
}
