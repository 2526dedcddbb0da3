/** Helpers for testing the build's Vite plugins outside a build. */
import type { Plugin } from 'vite';

export type Transform = (code: string, id: string) => { code: string; moduleType?: string } | null;

/** The plugin's transform hook, after `configResolved` saw `config` when given. */
export function transformOf(plugin: Plugin, config?: { command: 'build' | 'serve' }): Transform {
  if (config) (plugin.configResolved as unknown as (resolved: { command: string }) => void)(config);
  const hook = plugin.transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error(`${plugin.name} has no transform`);
  return (code, id) => (handler as unknown as Transform).call({}, code, id);
}

/** The default export of a module made by scripts/vite/jsonTextModule.ts, read the way the bundle reads it. */
export function jsonTextModuleValue(code: string): unknown {
  const match = /^export default JSON\.parse\((".*")\);$/s.exec(code);
  if (!match) throw new Error(`not a JSON.parse module: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(match[1]!) as string);
}
