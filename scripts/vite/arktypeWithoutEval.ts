/**
 * No `eval` or `new Function` in the bundle (the Content-Security-Policy has no 'unsafe-eval').
 * arktype (the e-mail rule of registration) compiles validators with `new Function` unless it runs
 * "jitless", and decides that with a probe, `new Function("return false")()`, which under our CSP is
 * both a violation report and an eval in the bundle. arktype validates the same way jitless (it is its
 * documented mode for CSP environments, only slower on huge inputs), so this build step rewrites
 * @ark/util's two uses of the Function constructor:
 *
 * - `envHasCsp` answers `true` without probing, so arktype's default config is `jitless: true`;
 * - `DynamicFunction` (only constructed when not jitless) throws instead of extending Function.
 *
 * The rewrite fails the build when @ark/util changes shape, so an upgrade cannot quietly bring eval back.
 * It runs for production builds and for the dev server's dependency pre-bundling. Relative imports
 * only: vite.config.ts loads this file.
 */
import type { Plugin } from 'vite';

const FUNCTIONS_MODULE = /[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/;

const DYNAMIC_FUNCTION = /export const DynamicFunction = class extends Function \{[\s\S]*?\n\};\n/;
const ENV_HAS_CSP = /export const envHasCsp = cached\(\(\) => \{[\s\S]*?\n\}\);\n/;

/** The rewritten @ark/util/out/functions.js source (throws when the expected code is not found). */
export function rewriteArkFunctions(code: string): string {
  if (!DYNAMIC_FUNCTION.test(code) || !ENV_HAS_CSP.test(code)) {
    throw new Error('arktypeWithoutEval: @ark/util/out/functions.js changed shape; update scripts/vite/arktypeWithoutEval.ts');
  }
  return code
    .replace(
      DYNAMIC_FUNCTION,
      'export const DynamicFunction = class {\n    constructor() {\n        throwInternalError("arktype runs jitless in this build: no code is compiled at run time");\n    }\n};\n',
    )
    .replace(ENV_HAS_CSP, 'export const envHasCsp = cached(() => true);\n');
}

/** Vite plugin: applies {@link rewriteArkFunctions} in builds and in the dev server's dependency optimiser. */
export function arktypeWithoutEvalPlugin(): Plugin {
  const transform = (code: string, id: string) => (FUNCTIONS_MODULE.test(id) ? { code: rewriteArkFunctions(code), map: null } : null);
  return {
    name: 'arktype-without-eval',
    enforce: 'pre',
    config() {
      return {
        optimizeDeps: {
          rolldownOptions: { plugins: [{ name: 'arktype-without-eval:deps', transform }] },
        },
      };
    },
    transform,
  };
}
