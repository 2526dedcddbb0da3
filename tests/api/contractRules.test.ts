// @vitest-environment node
/**
 * House rules of the hand-written contracts: every operation has a unique camelCase operationId (the
 * sandbox fault switch and contract tests key on them), every x-assumed operation says why, and the
 * client's tables (form operations, locale paths) agree with the documents.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FORM_OPERATIONS, LOCALE_PATHS } from '@/api/middleware';
import { SERVICES } from '../../scripts/api-gen';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  service: string;
  method: string;
  path: string;
  operationId?: unknown;
  'x-assumed'?: unknown;
  'x-assumed-reason'?: unknown;
  requestBody?: { content?: Record<string, unknown> };
}

function operations(): Operation[] {
  const all: Operation[] = [];
  for (const service of SERVICES) {
    const doc = parse(readFileSync(path.join('openapi', `${service}.yaml`), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method] as Omit<Operation, 'service' | 'method' | 'path'> | undefined;
        if (op) all.push({ ...op, service, method: method.toUpperCase(), path: p });
      }
    }
  }
  return all;
}

const ops = operations();

describe('OpenAPI documents', () => {
  it('describe every service', () => {
    expect(new Set(ops.map((op) => op.service))).toEqual(new Set(SERVICES));
    expect(ops.length).toBeGreaterThan(60);
  });

  it('give every operation a unique camelCase operationId', () => {
    const ids = ops.map((op) => op.operationId);
    for (const op of ops) {
      expect(op.operationId, `${op.service} ${op.method} ${op.path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('give every x-assumed operation a one-line reason', () => {
    const assumed = ops.filter((op) => op['x-assumed'] !== undefined);
    expect(assumed.length).toBeGreaterThan(0);
    for (const op of assumed) {
      const where = `${op.service} ${String(op.operationId)}`;
      expect(op['x-assumed'], where).toBe(true);
      expect(typeof op['x-assumed-reason'], where).toBe('string');
      expect(String(op['x-assumed-reason']).trim().length, where).toBeGreaterThan(10);
      expect(String(op['x-assumed-reason']), where).not.toContain('\n');
    }
    for (const op of ops.filter((o) => o['x-assumed-reason'] !== undefined)) {
      expect(op['x-assumed'], `${String(op.operationId)} has a reason but no x-assumed`).toBe(true);
    }
  });

  it('list exactly the form operations the client re-encodes', () => {
    const forms: Record<string, string> = {};
    for (const op of ops) {
      const types = Object.keys(op.requestBody?.content ?? {});
      if (types.includes('multipart/form-data')) forms[`${op.method} ${op.path}`] = 'multipart';
      if (types.includes('application/x-www-form-urlencoded')) forms[`${op.method} ${op.path}`] = 'urlencoded';
    }
    expect(forms).toEqual(FORM_OPERATIONS);
  });

  it('contain the locale-related paths the client sends without Api-Version', () => {
    const modulesPaths = new Set(ops.filter((op) => op.service === 'modules').map((op) => op.path));
    for (const p of LOCALE_PATHS) expect(modulesPaths.has(p), p).toBe(true);
  });
});
