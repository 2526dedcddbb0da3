// @vitest-environment node
/**
 * docs/flows/map.md finds a flow's files from its id: pinned on real flows, so a scan that stops finding
 * the chart, the messages, a call's operationId and sandbox handler, or a test fails here, not silently.
 * Whether the committed page is fresh is checked with the diagrams (tests/flows/charts.test.ts).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@machines/catalogue';
import { flowIds, flowMap, flowMapPage, scanCalls, sharedCalls, testOwner } from '../../scripts/flows/flowMap';

const root = resolve(__dirname, '../..');
const diagrams = new Set(catalogue.map((f) => f.id));
const entries = flowMap(root, diagrams);
const entry = (id: string) => {
  const found = entries.find((e) => e.id === id);
  if (!found) throw new Error(`no entry for ${id}`);
  return found;
};

describe('flow map', () => {
  it('has one entry per chart folder and per browser folder, src/flows/shared excluded', () => {
    const ids = flowIds(root);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(['redeem', 'cart', 'wifiCredentials', 'notFound']));
    expect(ids).not.toContain('shared');
    expect(entries.map((e) => e.id)).toEqual(ids);
  });

  it.each([
    ['wifiCredentials', 'getProfile', 'src/sandbox/services/modulesAccount.ts', 'tests/flows/screens/wifiCredentials.ui.test.tsx'],
    ['redeem', 'updateShipping', 'src/sandbox/services/modulesAccount.ts', 'tests/campaign/redeem.machine.test.ts'],
    ['cart', 'getCartSummary', 'src/sandbox/services/otherServices.ts', 'tests/shop/cart.connect.test.ts'],
  ])('%s: chart, messages, %s answered by %s, and %s', (id, operationId, sandbox, test) => {
    const e = entry(id);
    expect(e.chart).toContain(`machines/${id}/${id}.machine.ts`);
    expect(e.messages?.file).toBe(`src/flows/${id}/${id}.messages.json`);
    expect(e.messages?.count).toBeGreaterThan(0);
    expect(e.calls.find((c) => c.operationId === operationId)?.sandbox).toEqual([sandbox]);
    expect(e.tests).toContain(test);
    expect(e.diagram).toBe(`docs/flows/${id}.md`);
  });

  it('every call its flows make is a documented operation with a sandbox handler', () => {
    const all = [...entries.map((e) => ({ at: e.id, calls: e.calls })), ...sharedCalls(root).map((m) => ({ at: m.file, calls: m.calls }))];
    const lost = all.flatMap((e) => e.calls.filter((c) => !c.operationId || !c.sandbox.length).map((c) => `${e.at}: ${c.method} ${c.path}`));
    expect(lost).toEqual([]);
  });

  it('names the modules of other folders a flow calls through, and their calls', () => {
    expect(entry('consentGate').callsThrough).toContain('src/flows/shared/consentApi.ts');
    expect(entry('redeem').callsThrough).toContain('src/flows/addressBook/addressBook.live.ts');
    const consentApi = sharedCalls(root).find((m) => m.file === 'src/flows/shared/consentApi.ts');
    expect(consentApi?.calls.find((c) => c.operationId === 'getConsent')?.sandbox).toEqual(['src/sandbox/services/modulesAccount.ts']);
  });

  it('keeps tests of a longer id out of a shorter one (redeemHistory is not redeem)', () => {
    const ids = ['redeem', 'redeemHistory', 'cart', 'cartCount'];
    expect(testOwner('redeem.machine.test.ts', ids)).toBe('redeem');
    expect(testOwner('RedeemConfirmDialog.test.tsx', ids)).toBe('redeem');
    expect(testOwner('redeemHistory.connect.test.ts', ids)).toBe('redeemHistory');
    expect(testOwner('RedeemHistoryView.test.tsx', ids)).toBe('redeemHistory');
    expect(testOwner('redeemShipping.test.ts', ids)).toBeUndefined();
    expect(testOwner('cartCount.ui.test.tsx', ids)).toBe('cartCount');
    expect(testOwner('Cartography.test.tsx', ids)).toBeUndefined();
    expect(entry('redeem').tests.some((t) => t.includes('redeemHistory'))).toBe(false);
  });

  it('reads calls split over lines, through aliases and getClients()', () => {
    const text = [
      "await services.clients.modules.GET(\n  '/profile/me', { signal });",
      'const modules = services.clients.modules;',
      "modules.POST('/receipt/upload', {});",
      'const { line } = services.clients;',
      "line.GET('/v2/profile', {});",
      "getClients().webApi.POST('/session', {});",
      "other.GET('/not/a/client', {});",
    ].join('\n');
    expect(scanCalls(text)).toEqual([
      { client: 'modules', method: 'GET', path: '/profile/me' },
      { client: 'modules', method: 'POST', path: '/receipt/upload' },
      { client: 'line', method: 'GET', path: '/v2/profile' },
      { client: 'webApi', method: 'POST', path: '/session' },
    ]);
  });

  it('writes the redeem entry with relative links', () => {
    const page = flowMapPage(root, diagrams);
    const redeem = page.slice(page.indexOf('### redeem\n'), page.indexOf('### redeemHistory\n'));
    expect(redeem).toContain('[redeem.machine.ts](../../machines/redeem/redeem.machine.ts)');
    expect(redeem).toContain('[redeem.messages.json](../../src/flows/redeem/redeem.messages.json)');
    expect(redeem).toContain('`updateShipping` (POST `/profile/me/shipping`) → [services/modulesAccount.ts](../../src/sandbox/services/modulesAccount.ts)');
    expect(redeem).toContain('[flows/screens/redeem.ui.test.tsx](../../tests/flows/screens/redeem.ui.test.tsx)');
  });
});
