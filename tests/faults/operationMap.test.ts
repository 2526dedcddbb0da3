// @vitest-environment node
/**
 * The fault matrix covers every operation the app calls: each operation of openapi/ is mapped to a class
 * and a driver, or declared not called (e2e/faults/operationMap.ts), and the app's source agrees.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '@/sandbox/operations.generated';
import { filesUnder } from '../support/sourceFiles';
import { DRIVERS, isCalled, OPERATION_CLASSES, operationMap, representatives } from '../../e2e/faults/operationMap';

const sourceFiles = (dir: string) => filesUnder(dir, /\.(ts|tsx)$/, ['sandbox', 'schema', 'flowTooling']);

/** Operations the app's own code calls through an openapi-fetch client (method + path template). */
function operationsCalledInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...sourceFiles('src'), ...sourceFiles('machines')]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\.(GET|POST|PUT|DELETE|PATCH)\(\s*['"`]([^'"`]+)['"`]/g)) {
      for (const op of operations.filter((o) => o.method === m[1] && o.path === m[2])) {
        found.set(op.operationId, [...(found.get(op.operationId) ?? []), file]);
      }
    }
  }
  return found;
}

describe('fault matrix operation map', () => {
  it('maps every operation of openapi/ (and nothing else)', () => {
    const documented = operations.map((o) => o.operationId).sort();
    const missing = documented.filter((id) => !(id in operationMap));
    const unknown = Object.keys(operationMap).filter((id) => !documented.includes(id));
    expect(missing, 'operations of openapi/ with no line in e2e/faults/operationMap.ts: map them to a class and driver, or notCalled(why)').toEqual([]);
    expect(unknown, 'lines of e2e/faults/operationMap.ts for operations that are not in openapi/').toEqual([]);
  });

  it('maps every operation the app calls to a class and a driver', () => {
    const called = operationsCalledInSource();
    expect(called.size).toBeGreaterThan(10);
    const unmapped = [...called.entries()]
      .filter(([id]) => !(operationMap[id] && isCalled(operationMap[id])))
      .map(([id, files]) => `${id} (called in ${[...new Set(files)].join(', ')})`);
    expect(unmapped, 'the app calls these, so the fault matrix must drive them: give each { class, driver } in e2e/faults/operationMap.ts').toEqual([]);
  });

  it('has a known driver for every mapped operation and a representative for every class in use', () => {
    for (const [id, mapping] of Object.entries(operationMap)) {
      if (!isCalled(mapping)) {
        expect(mapping.notCalled.trim(), `${id}: say why it is not called`).not.toBe('');
        continue;
      }
      expect(DRIVERS, id).toContain(mapping.driver);
      expect(OPERATION_CLASSES, id).toContain(mapping.class);
    }
    const classesInUse = new Set(Object.values(operationMap).filter(isCalled).map((m) => m.class));
    for (const cls of classesInUse) {
      const rep = representatives[cls];
      expect(rep, `class ${cls} has operations but no representative`).toBeDefined();
      const mapping = operationMap[rep!]!;
      expect(isCalled(mapping) && mapping.class, `representative ${rep} of ${cls}`).toBe(cls);
    }
    for (const [cls, rep] of Object.entries(representatives)) {
      expect(classesInUse.has(cls as never), `${cls} has representative ${rep} but no mapped operation`).toBe(true);
    }
  });
});
