// @vitest-environment node
/**
 * The sandbox's runtime-setting flags (POST /sandbox/__control/settings): turning the map-text flag on makes
 * GET /api/setting answer it, and the labels file it loads overlays real catalogue labels in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeSandbox } from '@/sandbox/node';
import { messages } from '@/i18n/messages';

const BASE = 'http://localhost/sandbox';
const settings = async () => ((await (await fetch(`${BASE}/webapi/api/setting`)).json()) as { data: Record<string, unknown> }).data;
const post = (body: unknown) => fetch(`${BASE}/__control/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());

describe('sandbox runtime-setting flags', () => {
  it('map text is off by default, on after the control call, off again after clear or reset', async () => {
    expect((await settings()).FeatureMaptextEnable).toBe('false');
    expect((await post({ FeatureMaptextEnable: 'true' })).status).toBe(200);
    expect((await settings()).FeatureMaptextEnable).toBe('true');
    await post({ clear: true });
    expect((await settings()).FeatureMaptextEnable).toBe('false');
    await post({ FeatureMaptextEnable: 'true' });
    await fetch(`${BASE}/__control/reset`, { method: 'POST' });
    expect((await settings()).FeatureMaptextEnable).toBe('false');
  });

  it('refuses anything but the two feature flags', async () => {
    expect((await post({ appid: 'x' })).status).toBe(400);
    expect((await post({ FeatureMaptextEnable: true })).status).toBe(400);
  });

  it("the labels file overlays ids the catalogues really have, in each language", async () => {
    for (const [short, code] of [['th', 1054], ['en', 1033]] as const) {
      const labels = (await (await fetch(`${BASE}/blob/webconfig/maptext/pointsmember/${short}_${code}.json`)).json()) as Record<string, string>;
      expect(Object.keys(labels).length).toBeGreaterThan(0);
      for (const [id, text] of Object.entries(labels)) {
        expect(messages[short][id], id).toBeDefined();
        expect(text).not.toBe(messages[short][id]);
      }
    }
  });
});
