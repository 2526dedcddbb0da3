/**
 * Splits a catalogue file by key (the Thai core bundled with the app shell, the rest on demand):
 * `catalogues/<area>.th.json?part=core` is a module of the ids src/i18n/coreMessages.ts lists, `?part=rest`
 * of the others. Runs in every mode (build, dev, tests); in builds the messages are ICU ASTs, as
 * precompileMessagesPlugin makes the whole files (that plugin leaves these parts alone), shipped the same
 * way (one JSON.parse of the catalogue's text).
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isCoreMessage } from '../../src/i18n/coreMessages';
import { jsonTextModule } from './jsonTextModule';

const PART = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][^\\/?]+\.json\?(?:.*&)?part=(core|rest)(?:&|$)/;

export function messagePartsPlugin(): Plugin {
  let build = false;
  return {
    name: 'message-parts',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id) {
      const part = PART.exec(id)?.[1];
      if (!part) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const kept = Object.entries(catalogue)
        .filter(([key]) => isCoreMessage(key) === (part === 'core'))
        .map(([key, message]) => [key, build ? parse(message) : message]);
      // Shipped as precompileMessagesPlugin ships whole files.
      return jsonTextModule(Object.fromEntries(kept));
    },
  };
}
