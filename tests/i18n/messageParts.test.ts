import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messagePartsPlugin } from '../../scripts/vite/messageParts';
import { jsonTextModuleValue as defaultExportOf, transformOf } from '../support/vitePlugin';

/** The plugin's transform after Vite resolved the config for `command`. */
const partsTransform = (command: 'build' | 'serve') => transformOf(messagePartsPlugin(), { command });

describe('catalogue parts (the Thai core and the rest)', () => {
  const source = { 'reward.title': 'แลกของรางวัล', 'reward.points': 'ใช้ {points, number} คะแนน', 'profile.title': 'โปรไฟล์', 'errors.business.x': 'ผิดพลาด "{id}"' };
  const file = '/repo/src/i18n/catalogues/mixed.th.json';

  it('?part=core keeps the core ids and ?part=rest the others (plain text outside builds)', () => {
    const core = partsTransform('serve')(JSON.stringify(source), `${file}?part=core`);
    const rest = partsTransform('serve')(JSON.stringify(source), `${file}?part=rest`);
    expect(core?.moduleType).toBe('js');
    expect(defaultExportOf(core!.code)).toEqual({ 'reward.title': source['reward.title'], 'reward.points': source['reward.points'], 'errors.business.x': source['errors.business.x'] });
    expect(defaultExportOf(rest!.code)).toEqual({ 'profile.title': source['profile.title'] });
  });

  it('ships ICU ASTs in builds, and leaves whole files and other modules alone', () => {
    const core = partsTransform('build')(JSON.stringify(source), `${file}?import&part=core`);
    expect(defaultExportOf(core!.code)).toEqual({ 'reward.title': parse(source['reward.title']), 'reward.points': parse(source['reward.points']), 'errors.business.x': parse(source['errors.business.x']) });
    expect(partsTransform('build')(JSON.stringify(source), file)).toBeNull();
    expect(partsTransform('build')('export const x = 1;', '/repo/src/i18n/thai.ts?part=core')).toBeNull();
  });
});
