/**
 * Builds the design floor (scripts/perf/floor/main.tsx) for `npm run perf`, with the app's target and its
 * react-router production plugin, so the packages weigh what they weigh in the app.
 */
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProductionPlugin } from '../../vite/reactRouterProduction.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), reactRouterProductionPlugin()],
  build: { target: 'es2022' },
  logLevel: 'warn',
});
