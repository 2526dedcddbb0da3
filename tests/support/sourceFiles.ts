/** The files under `dir` (recursively) whose names match `ending`, skipping folders named in `skip`. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir: string, ending: RegExp, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(path, ending, skip);
    return ending.test(entry.name) ? [path] : [];
  });
}
