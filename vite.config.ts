/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appStartChunk } from './scripts/vite/appStartChunk.ts';
import { entryChunk, LINE_CHUNK, pageFrameChunk } from './scripts/vite/lazyChunks.ts';
import { arktypeWithoutEvalPlugin } from './scripts/vite/arktypeWithoutEval.ts';
import { bootScriptPlugin } from './scripts/vite/bootScript.ts';
import { chunkModulesPlugin } from './scripts/vite/chunkModules.ts';
import { compileHintsPlugin } from './scripts/vite/compileHints.ts';
import { bwipPerEncoderPlugin } from './scripts/vite/bwipPerEncoder.ts';
import { contentSecurityPolicyPlugin } from './scripts/vite/contentSecurityPolicy.ts';
import { idlePrefetchPlugin } from './scripts/vite/idlePrefetch.ts';
import { messageCataloguesPlugin } from './scripts/vite/messageCatalogues.ts';
import { testProjects } from './scripts/vite/testProjects.ts';
import { reactRouterProductionPlugin } from './scripts/vite/reactRouterProduction.ts';
import { serviceWorkerPlugin } from './scripts/vite/serviceWorker.ts';
import { sandboxCartWebPlugin } from './src/sandbox/cart/vitePlugin.ts';
import { sandboxLineAuthorizePlugin } from './src/sandbox/line/vitePlugin.ts';
import { sandboxServiceWorkerPlugin } from './src/sandbox/vitePlugin.ts';

/** Port of the standalone sandbox server (`npm run sandbox`); `vite preview` proxies /sandbox to it. */
const sandboxServer = process.env.SANDBOX_URL ?? 'http://localhost:4010';

/** Build date (UTC, yyyyMMdd) and number (BUILD_NUMBER from CI, else the build time HHmm) for the build version. */
const buildStamp = new Date().toISOString();
const appBuild = {
  date: buildStamp.slice(0, 10).replaceAll('-', ''),
  number: process.env.BUILD_NUMBER ?? buildStamp.slice(11, 16).replace(':', ''),
};

/** arktype and the section 5 schemas (see the arktype group below). */
const ARKTYPE_CHUNK =
  /node_modules[\\/](arktype|arkregex|@ark)[\\/]|src[\\/]domain[\\/]validation[\\/](fieldRule|email|names|nationalId|taxId|wifi|phoneRule|otpRule|textInputRule|addressRules)\.ts$/;
const TEMPORAL_CHUNK = /node_modules[\\/](temporal-polyfill|temporal-utils)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    messageCataloguesPlugin(),
    arktypeWithoutEvalPlugin(),
    bwipPerEncoderPlugin(),
    reactRouterProductionPlugin(),
    contentSecurityPolicyPlugin(),
    idlePrefetchPlugin(),
    chunkModulesPlugin(),
    compileHintsPlugin(),
    bootScriptPlugin(),
    sandboxServiceWorkerPlugin(),
    sandboxLineAuthorizePlugin(),
    sandboxCartWebPlugin(),
    serviceWorkerPlugin(),
  ],
  define: { __APP_BUILD__: JSON.stringify(appBuild) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true },
  preview: {
    port: 4173,
    strictPort: true,
    // `^/sandbox/` rather than the prefix `/sandbox`, which would also send /sandbox-scripts/* (public/) to the sandbox.
    proxy: { '^/sandbox/': { target: sandboxServer, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // arktype (45 kB gzip, the form rules) in a chunk of its own: left to the default grouping it shared a
        // chunk with small modules that screens without an e-mail field need (marketing consent), which then
        // downloaded it too. One shared chunk, fetched when idle after the first screen (idlePrefetch) and
        // counted once in `npm run size`.
        codeSplitting: {
          groups: [
            // The section 5 schemas join it: only forms import them, each needs arktype anyway, and a route
            // then counts its own code, not the rules every form shares. Their plain dependencies (the phone
            // and OTP input shaping, the text input options, the address block) stay out: the sign-in screen
            // and the address views need those without arktype.
            { name: 'arktype', test: ARKTYPE_CHUNK, includeDependenciesRecursively: false },
            // Temporal (18 kB gzip) likewise: left to the default grouping it joined the date formatting shared
            // with the first route (src/i18n/format.ts needs none of it there), which then downloaded it too.
            { name: 'temporal', test: TEMPORAL_CHUNK },
            // The entry's static graph as one chunk (scripts/vite/appStartChunk.ts). Below the groups above.
            { name: appStartChunk(), debugName: 'app', tags: ['$initial'], priority: -1, includeDependenciesRecursively: false },
            // What loads later: what every route loads with it, one chunk; what the same lazy entries use, one
            // chunk whatever the flow player imports (scripts/vite/lazyChunks.ts). Below the start-up group.
            // Both leave the modules of the groups above alone: a name function's group took them otherwise,
            // whatever the priorities.
            { name: pageFrameChunk({ except: [ARKTYPE_CHUNK, TEMPORAL_CHUNK, LINE_CHUNK] }), debugName: 'frame', priority: -2, includeDependenciesRecursively: false },
            // What the LINE features share, one chunk (scripts/vite/lazyChunks.ts), counted once by `npm run size`.
            { name: 'line', test: LINE_CHUNK, priority: -3, includeDependenciesRecursively: false },
            { name: entryChunk({ except: [ARKTYPE_CHUNK, TEMPORAL_CHUNK, LINE_CHUNK] }), debugName: 'entry', priority: -4, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    testTimeout: 15000,
    // One worker per core (vitest's default leaves one idle for its own process, which waits here).
    maxWorkers: availableParallelism(),
    // A test that renders or touches the DOM is a `.test.tsx` or a `.dom.test.ts` and runs in jsdom; every
    // other test runs in node, without jsdom's set-up. Files share their worker's modules and environment,
    // except those that replace modules or globals (scripts/vite/testProjects.ts).
    projects: testProjects(fileURLToPath(new URL('.', import.meta.url))),
  },
});
