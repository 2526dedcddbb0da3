import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { findMessageFiles, mergeMessages, readMessageFile } from '../../scripts/i18n/messageFiles';
import { filesUnder } from '../support/sourceFiles';

const root = resolve(__dirname, '../..');
const files = findMessageFiles(root);
const where = (file: string) => relative(root, file);

describe('message catalogues', () => {
  it('live in a flow folder (named after it) or in src/i18n/catalogues', () => {
    const misplaced = files.map(where).filter((file) => {
      const flow = /^src\/flows\/([^/]+)\/([^/]+)\.messages\.json$/.exec(file);
      return flow ? flow[1] !== flow[2] : !/^src\/i18n\/catalogues\/[a-zA-Z]+\.messages\.json$/.test(file);
    });
    expect(misplaced).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });

  it('every entry has a Thai and an English text, each a valid ICU message', () => {
    // Placeholders may differ: English plurals need a count Thai does not, and a select may stand for a text.
    const problems: string[] = [];
    for (const file of files) {
      for (const [id, entry] of Object.entries(readMessageFile(file))) {
        for (const lang of ['th', 'en'] as const) {
          if (!entry[lang].trim()) problems.push(`${id} (${where(file)}): empty ${lang}`);
          try {
            parse(entry[lang]);
          } catch {
            problems.push(`${id} (${where(file)}): ${lang} is not an ICU message`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('an id is declared once, and the app sees every file', () => {
    expect(() => mergeMessages(files, 'th')).not.toThrow();
    const ids = files.flatMap((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).sort();
    expect(Object.keys(messages.th).sort()).toEqual(ids);
    expect(Object.keys(messages.en).sort()).toEqual(ids);
  });

  it('a flow’s own strings sit in its folder: no shared id is named by one flow alone', () => {
    const sources = ['src', 'machines']
      .flatMap((dir) => filesUnder(join(root, dir), /\.tsx?$/, dir === 'src' ? ['sandbox'] : []))
      .map((file) => {
        const flow = /^(?:src\/flows|machines)\/([^/]+)\//.exec(where(file).replace(/\\/g, '/'))?.[1];
        return { owner: flow && flow !== 'shared' ? flow : 'shared', code: readFileSync(file, 'utf8') };
      });
    const alone: string[] = [];
    for (const file of files.filter((f) => where(f).startsWith('src/i18n/'))) {
      for (const id of Object.keys(readMessageFile(file))) {
        const quoted = new RegExp(`['"\`]${id.replace(/[.]/g, '\\.')}['"\`]`);
        const owners = new Set(sources.filter((source) => quoted.test(source.code)).map((source) => source.owner));
        if (owners.size === 1 && !owners.has('shared')) alone.push(`${id} (${where(file)}): only ${[...owners][0]}`);
      }
    }
    expect(alone).toEqual([]);
  });
});
