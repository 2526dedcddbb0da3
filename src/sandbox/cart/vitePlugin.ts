/**
 * Serves the stand-in cart web page in `npm start` (the msw service worker does not see navigations).
 * Only the dev server uses it; `vite preview` proxies /sandbox to the standalone sandbox server instead.
 * Relative imports only: vite.config.ts loads this file.
 */
import type { Plugin } from 'vite';
import { CART_WEB_PATH, renderCartWebScriptPage } from './cartWebPage.ts';

export function sandboxCartWebPlugin(): Plugin {
  return {
    name: 'sandbox-cart-web',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(CART_WEB_PATH, (req, res, next) => {
        if (req.method !== 'GET') return next();
        const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(renderCartWebScriptPage(url.searchParams.get('lang') === 'en' ? 'en' : 'th'));
      });
    },
  };
}
