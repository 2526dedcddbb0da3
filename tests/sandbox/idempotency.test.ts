// @vitest-environment node
/**
 * The sandbox honours a write's tranId as an idempotency key, and simulates "the server did it, the answer
 * was lost" (dropAfterCommit, truncate) and a gateway's HTML error page, so the app's retries can be tested end to end.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFaults, parseFaultTerm, setFault } from '@/sandbox/faults';
import { startNodeSandbox } from '@/sandbox/node';
import { CampaignId } from '@/sandbox/world/catalogue';
import { SANDBOX_APP_ID } from '@/sandbox/services/modulesMappers';
import { resetWorld } from '@/sandbox/world/store';

const BASE = 'http://localhost/sandbox/modules';
let token = '';

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());
beforeEach(async () => {
  clearFaults();
  resetWorld();
  const res = await fetch(`${BASE}/auth/bzbs_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'somchai', password: 'Passw0rd!', app_id: SANDBOX_APP_ID }),
  });
  const body = (await res.json()) as { data: { jwt?: string; token?: string } };
  token = body.data.jwt || body.data.token || '';
});

const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const redeem = (tranId?: string) =>
  fetch(`${BASE}/campaign/${CampaignId.americano}/redeem`, { method: 'POST', headers: auth(), body: JSON.stringify(tranId ? { tranId } : {}) });
const points = async () => ((await (await fetch(`${BASE}/profile/me/updated_points`, { headers: auth() })).json()) as { points: number }).points;
const redemptions = async () =>
  ((await (await fetch(`${BASE}/redeem?top=100`, { headers: auth() })).json()) as unknown[]).length;

describe('tranId: a repeated write is the same write', () => {
  it('a redeem repeated with the same tranId answers the first answer and charges once', async () => {
    const before = await points();
    const first = (await (await redeem('t-1')).json()) as { data: { serial: string; redeemKey: string } };
    const again = (await (await redeem('t-1')).json()) as { data: { serial: string; redeemKey: string } };
    expect(again.data).toEqual(first.data);
    expect(await points()).toBe(before - 120);
    const third = (await (await redeem('t-2')).json()) as { data: { serial: string } };
    expect(third.data.serial).not.toBe(first.data.serial);
    expect(await points()).toBe(before - 240);
  });

  it('without a tranId every request is a new write', async () => {
    const before = await redemptions();
    await redeem();
    await redeem();
    expect(await redemptions()).toBe(before + 2);
  });

  it('a failed write is not kept: its retry runs again', async () => {
    setFault('redeemCampaign', { kind: 'status', status: 503 });
    expect((await redeem('t-3')).status).toBe(503);
    clearFaults();
    const before = await points();
    expect((await redeem('t-3')).status).toBe(200);
    expect(await points()).toBe(before - 120);
  });
});

describe('answers lost after the server did the write', () => {
  it('dropAfterCommit: the redeem happens, the connection drops', async () => {
    const before = await points();
    setFault('redeemCampaign', { kind: 'dropAfterCommit' });
    await expect(redeem('t-4')).rejects.toThrow(TypeError);
    clearFaults();
    expect(await points()).toBe(before - 120);
    // The retry with the same tranId gets the code of the redeem that happened, and is not charged.
    const retry = (await (await redeem('t-4')).json()) as { data: { serial: string } };
    expect(retry.data.serial).toMatch(/\S{4,}/);
    expect(await points()).toBe(before - 120);
  });

  it('truncate: the redeem happens, the answer is cut off (not JSON)', async () => {
    const before = await points();
    setFault('redeemCampaign', { kind: 'truncate' });
    const res = await redeem('t-5');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    clearFaults();
    expect(await points()).toBe(before - 120);
  });

  it('html: a gateway HTML page instead of the error object', async () => {
    setFault('getCampaign', { kind: 'html', status: 502 });
    const res = await fetch(`${BASE}/campaign/${CampaignId.americano}`);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<h1>502 Bad Gateway</h1>');
  });

  it('the URL syntax knows the new kinds', () => {
    expect(parseFaultTerm('redeemCampaign:dropAfterCommit')).toEqual({ operationId: 'redeemCampaign', fault: { kind: 'dropAfterCommit' } });
    expect(parseFaultTerm('redeemCampaign:truncate')).toEqual({ operationId: 'redeemCampaign', fault: { kind: 'truncate' } });
    expect(parseFaultTerm('getCampaign:html')).toEqual({ operationId: 'getCampaign', fault: { kind: 'html', status: 502 } });
    expect(parseFaultTerm('getCampaign:html:503')).toEqual({ operationId: 'getCampaign', fault: { kind: 'html', status: 503 } });
  });
});
