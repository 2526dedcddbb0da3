// Lint keeps the boundaries of the architecture (../shared/guides/architecture.md) enforceable:
// machines never import React, the router, the DOM-bound app or a concrete client; render-only
// components never import a machine implementation or a client; nothing but the sandbox imports msw.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientImports = [
  { group: ['openapi-fetch'], message: 'Only src/api creates clients; call them from actors wired in src/app.' },
  { group: ['@/api/clients', '@/api/clients.*', '@/api/middleware*'], message: 'Clients are reached only through actors wired in src/app.' },
];
const sandboxImports = [
  { group: ['msw', 'msw/*', 'openapi-msw', '@/sandbox/*'], message: 'The sandbox is loaded only by a dynamic import at the app edge, never statically.' },
];

const sanitiserImports = [
  { group: ['dompurify'], message: 'Backend HTML goes through the one sanitiser: SafeHtml / sanitizeBackendHtml in src/ui/html.' },
];
const uiImports = [
  { group: ['@machines/*'], message: 'Components render props; they import no machine implementation.', allowTypeImports: true },
  { group: ['@/app/*', '@/routes/*'], message: 'Components are render-only.' },
  ...clientImports,
  ...sandboxImports,
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/api/schema/**', 'public/**', 'docs/**', 'test-results*', 'playwright-report', 'coverage', '.sandbox-state', '.tmp-*', '**/*.tmp.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // The Content-Security-Policy has no 'unsafe-eval' (npm run check:bundle checks the output too).
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-router-dom', 'react-intl'], message: 'Machines are UI-free: no React, router or intl.' },
          { group: ['@/app/*', '@/routes/*', '@/ui/*'], message: 'Machines do not depend on the app, routes or components.' },
          { group: ['@line/liff'], message: 'Machines call LIFF through injected actors.', allowTypeImports: true },
          ...clientImports,
          ...sandboxImports,
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...uiImports, ...sanitiserImports] }],
    },
  },
  {
    files: ['src/ui/html/backendHtml.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: uiImports }],
    },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}', 'src/domain/**/*.ts', 'src/i18n/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...clientImports, ...sandboxImports, ...sanitiserImports] }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/api/**/*.ts', 'src/main.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...sandboxImports, ...sanitiserImports] }],
    },
  },
  // No import cycles: a cycle makes module start-up order matter and hides which layer owns what.
  // Type-only imports are erased at build time, so they are not counted.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
