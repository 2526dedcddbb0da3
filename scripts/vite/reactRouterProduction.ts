/**
 * react-router's production build in production bundles, which drops its development-only code. react-router 7's package.json `exports`
 * name only dist/development, whatever the mode; dist/production is the same code with
 * `ENABLE_DEV_WARNINGS = false`, so the minifier drops the development warnings (descendant-routes and
 * no-match warnings, the "hey developer" error-page text) instead of shipping them: 0.6 kB gzip off the first
 * route. Builds only (`vite build`, production and e2e); the dev server and vitest keep the warnings.
 * A development file without its production twin fails the build, so an upgrade that changes the layout
 * cannot quietly fall back. Relative imports only: vite.config.ts loads this file.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT_DIR = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/** The production twin of a resolved react-router file, or undefined for any other file. */
export function productionTwin(id: string): string | undefined {
  if (!DEVELOPMENT_DIR.test(id)) return undefined;
  return id.replace(DEVELOPMENT_DIR, '$1production$2');
}

export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && productionTwin(resolved.id);
      if (!resolved || !twin) return resolved;
      if (!existsSync(twin)) throw new Error(`reactRouterProduction: ${twin} is missing; update scripts/vite/reactRouterProduction.ts`);
      return { ...resolved, id: twin };
    },
  };
}
