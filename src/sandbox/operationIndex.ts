/**
 * Which documented operation a sandbox request is: the fault switch keys faults by operationId, and
 * the coverage test compares this index with openapi/. The table itself is generated from the
 * OpenAPI documents (src/sandbox/operations.generated.ts, `npx tsx src/sandbox/tools/generateOperations.ts`)
 * because the browser cannot read YAML; tests/contract fails when it is stale.
 */
import { operations, type OperationRow } from '@/sandbox/operations.generated';

/** Sandbox base path of each service (coordination: same-origin /sandbox/<service>). */
export const serviceBase: Record<string, string> = {
  modules: '/sandbox/modules',
  cart: '/sandbox/cart',
  webapi: '/sandbox/webapi',
  blob: '/sandbox/blob',
  misc: '/sandbox/misc',
  'line-api': '/sandbox/line-api',
  'line-access': '/sandbox/line-access',
};

interface Compiled {
  row: OperationRow;
  regex: RegExp;
  /** Literal characters: the more, the more specific (line_login beats {provider}_login). */
  literal: number;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let compiled: Compiled[] | undefined;

function compile(): Compiled[] {
  compiled ??= operations
    .map((row) => {
      const full = `${serviceBase[row.service] ?? `/sandbox/${row.service}`}${row.path}`;
      const parts = full.split(/(\{[^}]+\})/);
      const pattern = parts.map((p) => (p.startsWith('{') ? '([^/]+?)' : escape(p))).join('');
      const literal = parts.filter((p) => !p.startsWith('{')).join('').length;
      return { row, regex: new RegExp(`^${pattern}/?$`), literal };
    })
    .sort((a, b) => b.literal - a.literal);
  return compiled;
}

/** The documented operation a request addresses, by method and pathname (any origin). */
export function findOperation(method: string, pathname: string): OperationRow | undefined {
  const m = method.toUpperCase();
  return compile().find((c) => c.row.method === m && c.regex.test(pathname))?.row;
}
