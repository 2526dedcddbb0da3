/**
 * The OpenAPI documents as validators: every openapi/*.yaml is added to one Ajv (JSON Schema 2020-12,
 * which OpenAPI 3.1 schemas are) under its file name, and a response is checked against the schema
 * documented for its operation, status and content type.
 */
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { loadDocuments, type LoadedDocument, type OperationObject } from '@/sandbox/tools/operationsFromOpenApi';

const OPENAPI_DIR = fileURLToPath(new URL('../../openapi', import.meta.url));

export const documents: LoadedDocument[] = loadDocuments(OPENAPI_DIR);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addFormat('password', true);
for (const d of documents) ajv.addSchema(d.doc as object, d.file);

function pointerEscape(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}

/** The operation object of `operationId` and where it lives. */
function findOperationObject(operationId: string): { doc: LoadedDocument; path: string; method: string; op: OperationObject } | undefined {
  for (const doc of documents) {
    for (const [path, item] of Object.entries(doc.doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        if (typeof op === 'object' && op !== null && (op as OperationObject).operationId === operationId) {
          return { doc, path, method, op: op as OperationObject };
        }
      }
    }
  }
  return undefined;
}

function statusKey(responses: Record<string, unknown>, status: number): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const wildcard = `${exact[0]}XX`;
  if (wildcard in responses) return wildcard;
  return 'default' in responses ? 'default' : undefined;
}

/** Picks the documented media type that matches a response content type (image/* matches image/svg+xml). */
function mediaKey(content: Record<string, unknown>, contentType: string): string | undefined {
  const ct = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (ct in content) return ct;
  return Object.keys(content).find((k) => {
    const [type, sub] = k.split('/');
    return sub === '*' && ct.startsWith(`${type}/`);
  });
}

const cache = new Map<string, ValidateFunction>();

export type ResponseCheck =
  | { ok: true; mediaType?: string }
  | { ok: false; reason: string };

/** Checks status, content type and body of a response against the documented response. */
export function checkResponse(operationId: string, status: number, contentType: string, body: unknown): ResponseCheck {
  const found = findOperationObject(operationId);
  if (!found) return { ok: false, reason: `${operationId} is not in openapi/` };
  const responses = found.op.responses ?? {};
  const key = statusKey(responses, status);
  if (!key) return { ok: false, reason: `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})` };
  let pointer = `#/paths/${pointerEscape(found.path)}/${found.method}/responses/${key}`;
  let response = responses[key] as ResponseObject;
  if (response.$ref) {
    pointer = response.$ref;
    const name = response.$ref.split('/').pop() ?? '';
    response = ((found.doc.doc.components?.responses as Record<string, ResponseObject> | undefined) ?? {})[name] ?? {};
  }
  if (!response.content) {
    return contentType === '' || status === 302 || status === 204 ? { ok: true } : { ok: true };
  }
  const media = mediaKey(response.content, contentType);
  if (!media) return { ok: false, reason: `content type ${contentType || '(none)'} is not documented for ${status} (documented: ${Object.keys(response.content).join(', ')})` };
  if (!response.content[media]?.schema) return { ok: true, mediaType: media };
  const ref = `${found.doc.file}${pointer}/content/${pointerEscape(media)}/schema`;
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    cache.set(ref, validate);
  }
  if (validate(body)) return { ok: true, mediaType: media };
  return { ok: false, reason: ajv.errorsText(validate.errors, { separator: '\n  ', dataVar: 'body' }) };
}
