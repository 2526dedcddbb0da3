import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { precompileMessagesPlugin } from '../../scripts/vite/precompileMessages';
import { jsonTextModuleValue as defaultExportOf, transformOf } from '../support/vitePlugin';

const compile = () => transformOf(precompileMessagesPlugin());

describe('precompiled catalogues (production builds)', () => {
  const source = { 'reward.points': 'ใช้ {points, number} คะแนน', 'shell.appName': 'Points Club', 'a.quote': 'He said "hi" to {name} \\ back' };

  it('ships each catalogue as one JSON.parse of its ICU ASTs, a JavaScript module', () => {
    const out = compile()(JSON.stringify(source), '/repo/src/i18n/catalogues/reward.th.json');
    expect(out?.moduleType).toBe('js');
    expect(defaultExportOf(out!.code)).toEqual(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, parse(v)])));
  });

  it('leaves every other file alone', () => {
    expect(compile()('{"a":1}', '/repo/src/app/config/settings.json')).toBeNull();
    expect(compile()('export const x = 1;', '/repo/src/i18n/catalogues/reward.th.ts')).toBeNull();
  });
});
