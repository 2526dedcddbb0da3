/**
 * Production builds ship the message catalogues as ICU ASTs, parsed here at build time, and alias the
 * ICU parser to its `no-parser` build, so the ~15 kB (gzip) parser never reaches the browser. This is
 * react-intl's documented "precompile" set-up, done with the parser react-intl already depends on.
 * Development and tests keep the plain strings (and the parser), so messages stay readable there.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { jsonTextModule } from './jsonTextModule';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][^\\/]+\.json$/;

export function precompileMessagesPlugin(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config() {
      return {
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
        },
      };
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, parse(message)]));
      return jsonTextModule(compiled);
    },
  };
}
