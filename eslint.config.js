// Lint keeps the boundaries of the architecture (../shared/guides/architecture.md) enforceable: import
// zones for every folder of src/ and machines/ (docs/conventions.md lists them, tests/lint/zones.test.ts
// proves each one refuses a forbidden import), no import cycles, and one naming rule for files and folders.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Import zones ----------------------------------------------------------------------------------------
// Each file gets one list of refused imports, so a zone spells out all it refuses from these groups.
// Patterns match the aliases; a relative path may not climb out of its folder, so an alias is the only way in.

const reactImports = ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-router-dom', 'react-intl'];
const climbing = { regex: '^(\\.\\./){2,}', message: 'Import from another folder through the @/ or @machines/ alias.' };
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
const toolingImports = [
  { group: ['@/flowTooling/*'], message: 'The flow tooling serves scripts and the dev flow player only.' },
];

const zones = {
  machines: [
    { group: reactImports, message: 'Machines are UI-free: no React, router or intl.' },
    { group: ['@/app/*', '@/platform/*', '@/ui/*', '@/flows/*', '@/i18n/*'], message: 'Machines do not depend on the app, platform, components, flows or message text.' },
    { group: ['@line/liff'], message: 'Machines call LIFF through injected actors.', allowTypeImports: true },
    ...clientImports,
    ...sandboxImports,
    ...toolingImports,
    climbing,
  ],
  ui: [
    { group: ['@machines/*'], message: 'Components render props; they import no machine implementation.', allowTypeImports: true },
    { group: ['@/app/*', '@/platform/*', '@/flows/*'], message: 'Components are render-only: no app, platform or flow.' },
    ...clientImports,
    ...sandboxImports,
    ...toolingImports,
    climbing,
  ],
  domain: [
    { group: reactImports, message: 'Domain rules are pure: no React, router or intl.' },
    { group: ['@/app/*', '@/platform/*', '@/ui/*', '@/flows/*'], message: 'Domain rules import nothing of the app, platform, components or flows.' },
    { group: ['@machines/*', '@/api/*'], message: 'Domain rules sit below the charts and the API layer (types only).', allowTypeImports: true },
    ...clientImports,
    ...sandboxImports,
    ...sanitiserImports,
    ...toolingImports,
    climbing,
  ],
  api: [
    { group: ['@machines/*'], message: 'The API layer imports no chart; shared limits live in src/domain.' },
    { group: [...reactImports, '@/app/*', '@/platform/*', '@/ui/*', '@/flows/*'], message: 'The API layer knows no UI, app, platform or flow.' },
    ...sandboxImports,
    ...sanitiserImports,
    ...toolingImports,
    climbing,
  ],
  i18n: [
    { group: ['@machines/*', '@/app/*', '@/platform/*', '@/ui/*', '@/flows/*'], message: 'Messages and formatting import no chart, app, platform, component or flow.' },
    ...clientImports,
    ...sandboxImports,
    ...sanitiserImports,
    ...toolingImports,
    climbing,
  ],
  tooling: [
    { group: [...reactImports, '@/app/*', '@/platform/*', '@/ui/*', '@/flows/*'], message: 'The flow tooling reads charts only: no UI, app, platform or flow.' },
    ...clientImports,
    ...sandboxImports,
    ...sanitiserImports,
    climbing,
  ],
  sandbox: [
    { group: [...reactImports, '@machines/*', '@/app/*', '@/platform/*', '@/ui/*', '@/flows/*'], message: 'The sandbox is a backend: it knows the API types and domain rules, not the app.' },
    ...sanitiserImports,
    ...toolingImports,
    climbing,
  ],
  flows: [
    { group: ['@/app/*'], message: 'Flows get their services from src/flows/shared; nothing below the composition root imports src/app.' },
    { group: ['openapi-fetch'], message: 'Only src/api creates clients; a live actor calls the client it is given.' },
    { group: ['@/api/clients', '@/api/clients.*', '@/api/middleware*'], message: 'A live actor calls the clients of its services; only their types are imported.', allowTypeImports: true },
    ...sandboxImports,
    ...sanitiserImports,
    climbing,
  ],
  platform: [
    { group: [...reactImports, '@/app/*', '@/flows/*', '@/ui/*'], message: 'The platform layer (LINE, storage, settings, scripts) knows no UI, app or flow.' },
    ...clientImports,
    ...sandboxImports,
    ...sanitiserImports,
    ...toolingImports,
    climbing,
  ],
  app: [
    ...sandboxImports,
    ...sanitiserImports,
    ...toolingImports,
    climbing,
  ],
};
const restrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

const zoneBlocks = [
  { files: ['machines/**/*.ts'], rules: restrict(zones.machines) },
  { files: ['src/ui/**/*.{ts,tsx}'], rules: restrict([...zones.ui, ...sanitiserImports]) },
  // The one sanitiser.
  { files: ['src/ui/html/backendHtml.ts'], rules: restrict(zones.ui) },
  { files: ['src/domain/**/*.ts'], rules: restrict(zones.domain) },
  { files: ['src/api/**/*.ts'], rules: restrict(zones.api) },
  { files: ['src/i18n/**/*.{ts,tsx}'], rules: restrict(zones.i18n) },
  { files: ['src/flowTooling/**/*.ts'], rules: restrict(zones.tooling) },
  { files: ['src/sandbox/**/*.ts'], rules: restrict(zones.sandbox) },
  { files: ['src/flows/**/*.{ts,tsx}'], rules: restrict([...zones.flows, ...toolingImports]) },
  // The dev flow player draws the charts with the flow tooling.
  { files: ['src/flows/devFlows/**/*.{ts,tsx}'], rules: restrict(zones.flows) },
  { files: ['src/platform/**/*.ts'], rules: restrict(zones.platform) },
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: restrict(zones.app) },
];

// ---- Cycles -----------------------------------------------------------------------------------------------
// A cycle makes module start-up order matter and hides which layer owns what. Type-only imports are erased
// at build time and are not counted.
const cycleBlock = {
  files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/ignore': ['node_modules'],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

// ---- Names ------------------------------------------------------------------------------------------------
// Folders camelCase. `.ts` files camelCase, with dotted parts for a role (`otp.machine.ts`, `otp.types.ts`,
// `redeem.property.test.ts`); `.tsx` files PascalCase when they export a component, camelCase otherwise
// (the route table, a provider with its hooks, the entry). No index files: import a module by its name.
const camelCase = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const pascalCase = '+([A-Z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const namingMessage = '"{{ target }}" breaks the naming rule ({{ pattern }}): see docs/conventions.md "Names".';
const namingBlocks = [
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['src/vite-env.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error',
        { '**/*.ts': camelCase, '**/*.tsx': `@(${camelCase}|${pascalCase})` },
        { ignoreMiddleExtensions: true, errorMessage: namingMessage }],
      'check-file/folder-naming-convention': ['error', { '{src,machines,tests,e2e}/**/': 'CAMEL_CASE' },
        { errorMessage: namingMessage }],
      'check-file/no-index': ['error', { errorMessage: 'No index files: name the module for what it holds.' }],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.perf', 'src/api/schema/**', 'public/**', 'docs/**', 'test-results*', 'playwright-report', 'coverage', '.sandbox-state', '.tmp-*', '**/*.tmp.ts'] },
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
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval'],
    },
  },
  ...zoneBlocks,
  cycleBlock,
  ...namingBlocks,
  {
    // Charts read events through typed params or assertEvent: a cast of `event` hides a wrong event type.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[expression.type='Identifier'][expression.name='event'], TSTypeAssertion[expression.type='Identifier'][expression.name='event']",
          message: "Don't cast `event`: pass typed `params` from the chart config or narrow with xstate's `assertEvent(event, 'TYPE')`.",
        },
      ],
    },
  },
);
