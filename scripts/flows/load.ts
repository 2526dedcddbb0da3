/**
 * Loads the flow catalogue for the CLIs and reports an import failure with the flow file at fault.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FlowDescriptor } from '../../machines/flow';

export const root = resolve(import.meta.dirname, '../..');

/** The catalogue, or exits with the flow files that fail to import in Node. */
export async function loadCatalogue(): Promise<FlowDescriptor[]> {
  try {
    const mod = (await import('../../machines/catalogue')) as { catalogue: FlowDescriptor[] };
    return mod.catalogue;
  } catch (error) {
    console.error(`machines/catalogue.ts cannot be imported in Node: ${(error as Error).message}`);
    const machines = join(root, 'machines');
    for (const dir of readdirSync(machines, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      const file = join(machines, dir.name, `${dir.name}.flow.ts`);
      if (!existsSync(file)) continue;
      try {
        await import(pathToFileURL(file).href);
      } catch (e) {
        console.error(`  machines/${dir.name}/${dir.name}.flow.ts: ${(e as Error).message}`);
      }
    }
    process.exit(2);
  }
}

/** Reads `--name value` options and positional arguments. */
export function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) options[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        options[name] = next;
        i++;
      } else options[name] = true;
    } else positional.push(arg);
  }
  return { positional, options };
}
