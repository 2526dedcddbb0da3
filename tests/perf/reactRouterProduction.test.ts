/** Production builds bundle react-router's dist/production (scripts/vite/reactRouterProduction.ts). */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { productionTwin } from '../../scripts/vite/reactRouterProduction';

describe('react-router production twin', () => {
  it('maps dist/development files to dist/production and leaves other files alone', () => {
    expect(productionTwin('/app/node_modules/react-router/dist/development/index.mjs')).toBe('/app/node_modules/react-router/dist/production/index.mjs');
    expect(productionTwin('C:\\app\\node_modules\\react-router\\dist\\development\\dom-export.mjs')).toBe('C:\\app\\node_modules\\react-router\\dist\\production\\dom-export.mjs');
    expect(productionTwin('/app/node_modules/react-router-dom/dist/index.mjs')).toBeUndefined();
    expect(productionTwin('/app/src/development/x.ts')).toBeUndefined();
  });

  it('the installed react-router has a production twin for what the app imports', () => {
    const require = createRequire(import.meta.url);
    for (const entry of ['react-router', 'react-router/dom']) {
      const twin = productionTwin(require.resolve(entry));
      expect(twin, entry).toBeDefined();
      expect(existsSync(twin!), twin).toBe(true);
    }
  });
});
