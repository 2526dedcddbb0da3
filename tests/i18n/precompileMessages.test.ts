import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { precompileMessagesPlugin } from '../../scripts/vite/precompileMessages';

type Transform = (code: string, id: string) => { code: string; moduleType?: string } | null;

function transformOf(): Transform {
  const hook = precompileMessagesPlugin().transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no transform');
  return (code, id) => (handler as unknown as Transform).call({}, code, id);
}

/** Evaluates the emitted module's default export the way the bundle will (JSON.parse of its text). */
function defaultExportOf(code: string): unknown {
  const match = /^export default JSON\.parse\((".*")\);$/s.exec(code);
  if (!match) throw new Error(`not a JSON.parse module: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(match[1]!) as string);
}

describe('precompiled catalogues (production builds)', () => {
  const source = { 'reward.points': 'ใช้ {points, number} คะแนน', 'shell.appName': 'Points Club', 'a.quote': 'He said "hi" to {name} \\ back' };

  it('ships each catalogue as one JSON.parse of its ICU ASTs, a JavaScript module', () => {
    const out = transformOf()(JSON.stringify(source), '/repo/src/i18n/catalogues/reward.th.json');
    expect(out?.moduleType).toBe('js');
    expect(defaultExportOf(out!.code)).toEqual(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, parse(v)])));
  });

  it('leaves every other file alone', () => {
    expect(transformOf()('{"a":1}', '/repo/src/app/config/settings.json')).toBeNull();
    expect(transformOf()('export const x = 1;', '/repo/src/i18n/catalogues/reward.th.ts')).toBeNull();
  });
});
