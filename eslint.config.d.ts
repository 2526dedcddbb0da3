// Types of eslint.config.js for tests/lint/zones.test.ts, which checks its allow-lists.
import type { Linter } from 'eslint';

export const routesImportingApp: string[];
export const appImportingRoutes: string[];
declare const config: Linter.Config[];
export default config;
