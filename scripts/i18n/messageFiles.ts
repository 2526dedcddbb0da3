/**
 * The message catalogues as files: every `*.messages.json` under `src/` (a flow's own beside its screen in
 * `src/flows/<id>/<id>.messages.json`, the strings several flows share in `src/i18n/catalogues/<area>.messages.json`),
 * each id with its Thai and English text in one entry, so a flow's strings are found from its id and neither
 * language can be forgotten. Read by the build's catalogue plugin (scripts/vite/messageCatalogues.ts), the tests
 * and the e2e fixtures; node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type MessageLang = 'th' | 'en';
export type MessageFile = Record<string, Record<MessageLang, string>>;

export const MESSAGE_FILE = /\.messages\.json$/;

/** Every catalogue file under `<root>/src`, sorted, as absolute paths. */
export function findMessageFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (MESSAGE_FILE.test(entry.name)) found.push(join(dir, entry.name));
    }
  };
  walk(join(root, 'src'));
  return found.sort();
}

/** One file's entries; throws when an entry lacks a language or is not text. */
export function readMessageFile(file: string): MessageFile {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as MessageFile;
  for (const [id, entry] of Object.entries(entries)) {
    for (const lang of ['th', 'en'] as const) {
      if (typeof entry?.[lang] !== 'string') throw new Error(`${file}: message ${id} has no ${lang} text`);
    }
  }
  return entries;
}

/**
 * One language's messages of `files`, merged (`keep` chooses ids); throws on an id declared in two files,
 * naming both.
 */
export function mergeMessages(files: string[], lang: MessageLang, keep: (id: string) => boolean = () => true, root = ''): Record<string, string> {
  const merged: Record<string, string> = {};
  const origin = new Map<string, string>();
  for (const file of files) {
    for (const [id, entry] of Object.entries(readMessageFile(file))) {
      const where = root ? relative(root, file) : file;
      if (origin.has(id)) throw new Error(`message ${id} is declared twice: ${origin.get(id)} and ${where}`);
      origin.set(id, where);
      if (keep(id)) merged[id] = entry[lang];
    }
  }
  return merged;
}

/** Every message of `lang` in the project at `root`. */
export function projectMessages(root: string, lang: MessageLang): Record<string, string> {
  return mergeMessages(findMessageFiles(root), lang);
}
