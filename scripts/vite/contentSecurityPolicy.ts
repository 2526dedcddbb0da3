/**
 * Writes the Content-Security-Policy `<meta>` into index.html, first in `<head>` (before any script),
 * from the settings of the build's VITE_APP_ENV and VITE_BACKEND (src/app/config/contentSecurityPolicy.ts).
 * Builds (production, staging, e2e) get the strict policy; the dev server a relaxed one.
 */
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspMode } from '../../src/app/config/contentSecurityPolicy';
import type { AppEnvironment, BackendMode } from '../../src/app/config/settings';

export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: 'content-security-policy',
    configResolved(config) {
      const mode: CspMode = config.command === 'serve' ? 'dev' : 'strict';
      const appEnv = (config.env.VITE_APP_ENV as AppEnvironment | undefined) ?? 'development';
      const backend = (config.env.VITE_BACKEND as BackendMode | undefined) ?? 'real';
      policy = contentSecurityPolicy({ appEnv, backend, mode });
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
  };
}
