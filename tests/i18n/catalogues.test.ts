import { describe, expect, it } from 'vitest';
import { catalogueFiles, messages } from '@/i18n/messages';

describe('message catalogues', () => {
  it('Thai and English have exactly the same message ids', () => {
    const th = Object.keys(messages.th).sort();
    const en = Object.keys(messages.en).sort();
    expect(th.filter((k) => !(k in messages.en))).toEqual([]);
    expect(en.filter((k) => !(k in messages.th))).toEqual([]);
    expect(th.length).toBeGreaterThan(0);
  });

  it('every area has both a Thai and an English file', () => {
    const areas = (files: Record<string, unknown>, lang: string) =>
      Object.keys(files).map((f) => f.replace(`.${lang}.json`, '')).sort();
    expect(areas(catalogueFiles.th, 'th')).toEqual(areas(catalogueFiles.en, 'en'));
  });

  it('no message is empty', () => {
    for (const lang of ['th', 'en'] as const) {
      const empty = Object.entries(messages[lang]).filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty, lang).toEqual([]);
    }
  });
});
