/**
 * The message catalogues as the app imports them: `virtual:messages/<part>` is one module holding one language's
 * messages from every `*.messages.json` (scripts/i18n/messageFiles.ts), merged:
 * - `th-core`: the Thai ids src/i18n/coreMessages.ts lists (bundled with the app shell), `th-rest`: the others,
 *   also in two halves of about the same size, `th-rest-1` and `th-rest-2` (what the app loads: one part's
 *   `JSON.parse` was a task of 12 ms at 1x on `/`, about 50 ms on a phone, long enough to hold up a tap);
 * - `th`, `en`: a whole language;
 * - `boot`: `{ th, en }`, plain strings, only the ids src/app/boot/bootMessages.ts lists (what the boot script draws
 *   before the app has loaded).
 * Production builds ship the messages as ICU ASTs, parsed here, and alias the ICU parser to its `no-parser`
 * build, so the ~15 kB (gzip) parser never reaches the browser (react-intl's documented "precompile" set-up,
 * done with the parser react-intl already depends on). Development and tests keep plain strings. Each part is
 * one `JSON.parse` of its text (scripts/vite/jsonTextModule.ts).
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, ViteDevServer } from 'vite';
import { isCoreMessage } from '../../src/i18n/coreMessages.ts';
import { BOOT_MESSAGE_IDS } from '../../src/app/boot/bootMessages.ts';
import { findMessageFiles, mergeMessages, MESSAGE_FILE, type MessageLang } from '../i18n/messageFiles.ts';
import { jsonTextModule } from './jsonTextModule.ts';

const PREFIX = 'virtual:messages/';
const BOOT_PART = 'boot';
const PARTS: Record<string, { lang: MessageLang; keep?: (id: string) => boolean; half?: 0 | 1 }> = {
  'th-core': { lang: 'th', keep: isCoreMessage },
  'th-rest': { lang: 'th', keep: (id) => !isCoreMessage(id) },
  'th-rest-1': { lang: 'th', keep: (id) => !isCoreMessage(id), half: 0 },
  'th-rest-2': { lang: 'th', keep: (id) => !isCoreMessage(id), half: 1 },
  th: { lang: 'th' },
  en: { lang: 'en' },
};

/** The module text of `part` for the project at `root` (plain strings, or ICU ASTs when `build`). */
export function messagePartModule(root: string, part: string, build: boolean): { code: string; files: string[] } {
  if (part === BOOT_PART) {
    const files = findMessageFiles(root);
    const keep = (id: string) => BOOT_MESSAGE_IDS.includes(id);
    const pick = (lang: MessageLang) => mergeMessages(files, lang, keep, root);
    const th = pick('th');
    const missing = BOOT_MESSAGE_IDS.filter((id) => !(id in th));
    if (missing.length) throw new Error(`boot messages not found in any *.messages.json: ${missing.join(', ')}`);
    return { code: jsonTextModule({ th, en: pick('en') }).code, files };
  }
  const spec = PARTS[part];
  if (!spec) throw new Error(`unknown message part ${part} (one of ${Object.keys(PARTS).join(', ')})`);
  const files = findMessageFiles(root);
  const merged = mergeMessages(files, spec.lang, spec.keep, root);
  const messages = spec.half === undefined ? merged : halfOf(merged, spec.half);
  const shipped = build ? Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])) : messages;
  return { code: jsonTextModule(shipped).code, files };
}

/** The first or second half of `messages` by size, the ids in order (each id in exactly one half). */
export function halfOf(messages: Record<string, string>, half: 0 | 1): Record<string, string> {
  const ids = Object.keys(messages).sort();
  const total = ids.reduce((sum, id) => sum + id.length + messages[id]!.length, 0);
  let size = 0;
  const firstHalf = new Set<string>();
  for (const id of ids) {
    if (size >= total / 2) break;
    firstHalf.add(id);
    size += id.length + messages[id]!.length;
  }
  return Object.fromEntries(ids.filter((id) => firstHalf.has(id) === (half === 0)).map((id) => [id, messages[id]!]));
}

export function messageCataloguesPlugin(): Plugin {
  let root = process.cwd();
  let build = false;
  return {
    name: 'message-catalogues',
    enforce: 'pre',
    config(_, env) {
      if (env.command !== 'build') return undefined;
      return { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } };
    },
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const { code, files } = messagePartModule(root, id.slice(PREFIX.length + 1), build);
      for (const file of files) this.addWatchFile(file);
      return code;
    },
    configureServer(server: ViteDevServer) {
      // A catalogue added, removed or edited: the parts are built again and the page reloads.
      const refresh = (file: string) => {
        if (!MESSAGE_FILE.test(file)) return;
        for (const part of [...Object.keys(PARTS), BOOT_PART]) {
          const module = server.moduleGraph.getModuleById(`\0${PREFIX}${part}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh).on('unlink', refresh).on('change', refresh);
    },
  };
}
