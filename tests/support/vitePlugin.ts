/** Helpers for testing the build's Vite plugins outside a build. */
/** The default export of a module made by scripts/vite/jsonTextModule.ts, read the way the bundle reads it. */
export function jsonTextModuleValue(code: string): unknown {
  const match = /^export default JSON\.parse\((".*")\);$/s.exec(code);
  if (!match) throw new Error(`not a JSON.parse module: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(match[1]!) as string);
}
