import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messagePartsPlugin } from '../../scripts/vite/messageParts';

type Transform = (code: string, id: string) => { code: string; moduleType?: string } | null;

/** The plugin's transform after Vite resolved the config for `command`. */
function transformOf(command: 'build' | 'serve'): Transform {
  const plugin = messagePartsPlugin();
  const configResolved = plugin.configResolved as unknown as (config: { command: string }) => void;
  configResolved({ command });
  const hook = plugin.transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no transform');
  return (code, id) => (handler as unknown as Transform).call({}, code, id);
}

function defaultExportOf(code: string): unknown {
  const match = /^export default JSON\.parse\((".*")\);$/s.exec(code);
  if (!match) throw new Error(`not a JSON.parse module: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(match[1]!) as string);
}

describe('catalogue parts (issue 12: the Thai core and the rest)', () => {
  const source = { 'reward.title': 'แลกของรางวัล', 'reward.points': 'ใช้ {points, number} คะแนน', 'profile.title': 'โปรไฟล์', 'errors.business.x': 'ผิดพลาด "{id}"' };
  const file = '/repo/src/i18n/catalogues/mixed.th.json';

  it('?part=core keeps the core ids and ?part=rest the others (plain text outside builds)', () => {
    const core = transformOf('serve')(JSON.stringify(source), `${file}?part=core`);
    const rest = transformOf('serve')(JSON.stringify(source), `${file}?part=rest`);
    expect(core?.moduleType).toBe('js');
    expect(defaultExportOf(core!.code)).toEqual({ 'reward.title': source['reward.title'], 'reward.points': source['reward.points'], 'errors.business.x': source['errors.business.x'] });
    expect(defaultExportOf(rest!.code)).toEqual({ 'profile.title': source['profile.title'] });
  });

  it('ships ICU ASTs in builds, and leaves whole files and other modules alone', () => {
    const core = transformOf('build')(JSON.stringify(source), `${file}?import&part=core`);
    expect(defaultExportOf(core!.code)).toEqual({ 'reward.title': parse(source['reward.title']), 'reward.points': parse(source['reward.points']), 'errors.business.x': parse(source['errors.business.x']) });
    expect(transformOf('build')(JSON.stringify(source), file)).toBeNull();
    expect(transformOf('build')('export const x = 1;', '/repo/src/i18n/thai.ts?part=core')).toBeNull();
  });
});
