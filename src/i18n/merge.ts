/** Merges the per-area catalogue files of one language into one map (a key in two files is a bug). */
export function mergeCatalogues(modules: Record<string, Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, messages] of Object.entries(modules)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in out) throw new Error(`Duplicate message id ${key} in ${file}`);
      out[key] = value;
    }
  }
  return out;
}
