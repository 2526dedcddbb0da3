// @vitest-environment node
/**
 * Part 2 of the flows issue: every catalogued machine imports in Node without a DOM, and its config
 * names every guard, action, actor and delay (what the Stately visualiser, the inspector and the path
 * generator need). Each flow file is imported on its own so a failure names the flow at fault.
 */
import { describe, expect, it } from 'vitest';
import type { FlowDescriptor } from '@machines/flow';
import { configProblems } from '@/flowTooling/configCheck';

const flowFiles = import.meta.glob<Record<string, unknown>>('../../machines/*/*.flow.ts');

describe('flow machines in Node', () => {
  it('runs without a DOM', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('imports the catalogue', async () => {
    const { catalogue } = await import('@machines/catalogue');
    expect(Array.isArray(catalogue)).toBe(true);
    const ids = catalogue.map((f) => f.id);
    expect(new Set(ids).size, `duplicate flow ids: ${ids.join(', ')}`).toBe(ids.length);
  });

  for (const [file, load] of Object.entries(flowFiles)) {
    const name = file.replace('../../', '');
    it(`${name} imports in Node and names every implementation`, async () => {
      const mod = await load();
      const flows = Object.values(mod).filter((v): v is FlowDescriptor => typeof v === 'object' && v !== null && 'machine' in v && 'events' in v);
      expect(flows.length, `${name} exports no flow descriptor`).toBeGreaterThan(0);
      for (const flow of flows) {
        expect(flow.machine.id, `${name}: the descriptor id should equal the machine id`).toBe(flow.id);
        expect(configProblems(flow.machine), `${name} (${flow.id})`).toEqual([]);
      }
    });

    it(`${name} is registered in machines/catalogue.ts`, async () => {
      const [{ catalogue }, mod] = await Promise.all([import('@machines/catalogue'), load()]);
      for (const value of Object.values(mod)) {
        if (typeof value === 'object' && value !== null && 'machine' in value && 'events' in value) {
          expect(catalogue, `${name}: add one line to machines/catalogue.ts`).toContain(value);
        }
      }
    });
  }
});
