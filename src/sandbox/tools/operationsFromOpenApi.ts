/**
 * Reads openapi/*.yaml into the operation table used by the fault switch and the coverage test.
 * Node only (tests and the generator script).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { OperationRow } from '@/sandbox/operations.generated';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** A parsed OpenAPI document with its file stem (service). */
export interface LoadedDocument {
  service: string;
  file: string;
  doc: OpenApiDocument;
}

export interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths?: Record<string, Record<string, unknown> & { servers?: Array<{ url: string }> }>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OperationObject {
  operationId?: string;
  servers?: Array<{ url: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  parameters?: unknown[];
  [key: string]: unknown;
}

export function loadDocuments(dir: string): LoadedDocument[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((file) => ({
      service: file.replace(/\.ya?ml$/, ''),
      file,
      doc: parse(readFileSync(join(dir, file), 'utf8')) as OpenApiDocument,
    }));
}

/** Sandbox service for an operation: the LINE document spans two hosts (api.line.me, access.line.me). */
function serviceOf(loaded: LoadedDocument, pathItemServers?: Array<{ url: string }>, opServers?: Array<{ url: string }>): string {
  if (loaded.service !== 'line') return loaded.service;
  const url = (opServers ?? pathItemServers ?? loaded.doc.servers ?? [])[0]?.url ?? '';
  return url.includes('access') ? 'line-access' : 'line-api';
}

export function operationRows(docs: LoadedDocument[]): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const loaded of docs) {
    for (const [path, item] of Object.entries(loaded.doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method] as OperationObject | undefined;
        if (!op) continue;
        rows.push({
          operationId: op.operationId ?? `${method.toUpperCase()} ${path}`,
          service: serviceOf(loaded, item.servers, op.servers),
          method: method.toUpperCase(),
          path,
        });
      }
    }
  }
  return rows.sort((a, b) => a.service.localeCompare(b.service) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Source text of src/sandbox/operations.generated.ts. */
export function renderOperationTable(rows: OperationRow[]): string {
  const body = rows.map((r) => `  ${JSON.stringify(r)},`).join('\n');
  return `// Generated from openapi/*.yaml by src/sandbox/tools/generateOperations.ts. Do not edit.
// Regenerate: npx tsx src/sandbox/tools/generateOperations.ts

/** One documented operation: which sandbox service answers it, and its method and path template. */
export interface OperationRow {
  operationId: string;
  service: string;
  method: string;
  path: string;
}

export const operations: OperationRow[] = [
${body}
];
`;
}
