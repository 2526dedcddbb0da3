// The type scale and the characters the app shows (src/ui/theme.css): a page's first layout looks up a font for
// each size and weight it shows, and searches the system's fonts for a character no font named has. So text
// sizes come from the `--text-*` tokens, weights are 400 or 700 (the two faces Thai fonts ship), and what the app
// writes is Thai, Latin and general punctuation; a symbol is an <Icon> or drawn with CSS.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findMessageFiles, readMessageFile } from '../../scripts/i18n/messageFiles';
import { filesUnder } from '../support/sourceFiles';

const css = filesUnder('src', /\.css$/, ['sandbox']);
const declarations = (property: string) =>
  css.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(new RegExp(`(?<![-\\w])${property}:\\s*([^;}]+)`, 'g'))].map((m) => ({ file, value: m[1]!.trim() })),
  );

/** Thai, Latin (with its extensions), general punctuation, and whitespace. */
const SHOWN = /^[\t\u0020-\u024f\u0e00-\u0e7f\u2000-\u206f\s]*$/u;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('the type scale', () => {
  it('sizes text with the --text-* tokens only', () => {
    const sizes = declarations('font-size');
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter((d) => !/^var\(--text-(xs|sm|md|lg|xl|2xl|3xl)\)$/.test(d.value) && d.value !== 'inherit')).toEqual([]);
  });

  it('uses the weights 400 and 700 only', () => {
    const weights = declarations('font-weight');
    expect(weights.length).toBeGreaterThan(50);
    expect(weights.filter((d) => !['400', '700', 'inherit'].includes(d.value))).toEqual([]);
  });
});

describe('what the app writes', () => {
  it('is Thai, Latin and punctuation in the messages', () => {
    const odd = findMessageFiles('.').flatMap((file) =>
      Object.entries(readMessageFile(file)).flatMap(([id, texts]) =>
        [texts.th, texts.en]
          .filter((text) => !SHOWN.test(text))
          .map((text) => `${file} ${id}: ${text}`),
      ),
    );
    expect(odd).toEqual([]);
  });

  it('is Thai, Latin and punctuation in the components and style sheets (symbols are icons)', () => {
    const odd = [...filesUnder('src', /\.tsx$/, ['sandbox']), ...css].flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => !SHOWN.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(odd).toEqual([]);
  });
});
