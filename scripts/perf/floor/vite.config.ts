/**
 * Builds the design floor (scripts/perf/floor/main.tsx) for `npm run perf`, with the app's target, its
 * react-router production plugin and its compile hints, so the packages weigh and start as they do in the app.
 */
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from '../../vite/compileHints.ts';
import { reactRouterProductionPlugin } from '../../vite/reactRouterProduction.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), reactRouterProductionPlugin(), compileHintsPlugin()],
  build: { target: 'es2022' },
  logLevel: 'warn',
});
