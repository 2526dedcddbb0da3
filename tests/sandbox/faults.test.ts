// @vitest-environment node
/** The fault switch: each kind from tests, the URL syntax, and the HTTP control endpoint. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyFaultsFromSearch, clearFaults, describeFault, faultFor, listFaults, parseFaultTerm, setFault } from '@/sandbox/faults';
import { startNodeSandbox } from '@/sandbox/node';
import { findOperation } from '@/sandbox/operationIndex';
import { checkResponse } from '../contract/openapi';

const BASE = 'http://localhost/sandbox';
const campaigns = () => fetch(`${BASE}/modules/campaign?top=3`);

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());
beforeEach(() => clearFaults());

describe('fault kinds', () => {
  it('answers normally without a fault', async () => {
    const res = await campaigns();
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('delay: answers after the given time', async () => {
    setFault('getCampaigns', { kind: 'delay', ms: 300 });
    const started = performance.now();
    const res = await campaigns();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('network: the request fails without a response', async () => {
    setFault('getCampaigns', { kind: 'network' });
    await expect(campaigns()).rejects.toThrow(TypeError);
  });

  it('status: answers the HTTP status with the documented error envelope', async () => {
    setFault('getCampaigns', { kind: 'status', status: 500 });
    const res = await campaigns();
    expect(res.status).toBe(500);
    const body = (await res.json()) as { success: boolean; error: { id: number } };
    expect(body.success).toBe(false);
    expect(body.error.id).toBe(500);
    expect(checkResponse('getCampaigns', 500, res.headers.get('content-type') ?? '', body)).toEqual({ ok: true, mediaType: 'application/json' });
  });

  it('fail: answers success false at HTTP 200, with the given error id', async () => {
    setFault('verifyOtp', { kind: 'fail', id: 2091, code: 'mobile_wrong' });
    const res = await fetch(`${BASE}/modules/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact_number: '0811111111', app_id: 'a', channel: 'register', option: 'sms', otp: '123456', refcode: 'ABCD' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, error: { id: 2091, code: 'mobile_wrong' } });
  });

  it('applies only to its operation; * applies to every operation without its own fault', async () => {
    setFault('getCampaignCategories', { kind: 'status', status: 503 });
    expect((await campaigns()).status).toBe(200);
    setFault('*', { kind: 'status', status: 502 });
    expect((await campaigns()).status).toBe(502);
    expect((await fetch(`${BASE}/modules/campaigncat/menu?byConfig=true&config=campaign`)).status).toBe(503);
  });

  it('reaches the fake LINE platform too', async () => {
    setFault('lineGetCerts', { kind: 'status', status: 500 });
    expect((await fetch(`${BASE}/line-api/oauth2/v2.1/certs`)).status).toBe(500);
  });

  it('status with retryAfter: answers a Retry-After header', async () => {
    setFault('getCampaigns', { kind: 'status', status: 429, retryAfter: 2 });
    const res = await campaigns();
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('2');
  });

  it('hang: no answer until the client gives up', async () => {
    setFault('getCampaigns', { kind: 'hang' });
    const gaveUp = new AbortController();
    setTimeout(() => gaveUp.abort(), 200);
    const started = performance.now();
    await expect(fetch(`${BASE}/modules/campaign?top=3`, { signal: gaveUp.signal })).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('malformed: HTTP 200 with a body that is not JSON', async () => {
    setFault('getCampaigns', { kind: 'malformed' });
    const res = await campaigns();
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('clearFaults restores normal answers', async () => {
    setFault('getCampaigns', { kind: 'network' });
    clearFaults();
    expect((await campaigns()).status).toBe(200);
  });
});

describe('URL syntax (?fault=)', () => {
  it('parses every kind', () => {
    expect(parseFaultTerm('getCampaigns:status:500')).toEqual({ operationId: 'getCampaigns', fault: { kind: 'status', status: 500 } });
    expect(parseFaultTerm('requestOtp:network')).toEqual({ operationId: 'requestOtp', fault: { kind: 'network' } });
    expect(parseFaultTerm('getCampaigns:delay:3000')).toEqual({ operationId: 'getCampaigns', fault: { kind: 'delay', ms: 3000 } });
    expect(parseFaultTerm('x:fail')).toEqual({ operationId: 'x', fault: { kind: 'fail' } });
    expect(parseFaultTerm('verifyOtp:fail:2091')).toEqual({ operationId: 'verifyOtp', fault: { kind: 'fail', id: 2091 } });
    expect(parseFaultTerm('getCampaigns:status:429:5')).toEqual({ operationId: 'getCampaigns', fault: { kind: 'status', status: 429, retryAfter: 5 } });
    expect(parseFaultTerm('getCampaigns:hang')).toEqual({ operationId: 'getCampaigns', fault: { kind: 'hang' } });
    expect(parseFaultTerm('getCampaigns:malformed')).toEqual({ operationId: 'getCampaigns', fault: { kind: 'malformed' } });
    expect(describeFault({ kind: 'status', status: 429, retryAfter: 5 })).toBe('status:429:5');
  });

  it('rejects malformed terms', () => {
    for (const bad of ['', 'getCampaigns', 'getCampaigns:status', 'getCampaigns:status:99', 'getCampaigns:delay:soon', 'getCampaigns:explode']) {
      expect(parseFaultTerm(bad), bad).toBeUndefined();
    }
  });

  it('applies repeated and comma-separated parameters from a search string', () => {
    const applied = applyFaultsFromSearch('?fault=getCampaigns:status:500,requestOtp:network&fault=getCampaign:delay:50&lang=en');
    expect(applied.map((a) => a.operationId)).toEqual(['getCampaigns', 'requestOtp', 'getCampaign']);
    expect(faultFor('requestOtp')).toEqual({ kind: 'network' });
    expect(listFaults().map((f) => `${f.operationId}:${describeFault(f.fault)}`)).toEqual(['getCampaigns:status:500', 'requestOtp:network', 'getCampaign:delay:50']);
  });
});

describe('HTTP control endpoint (standalone server, Playwright)', () => {
  const post = (body: unknown) =>
    fetch(`${BASE}/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('sets, lists and clears faults', async () => {
    expect((await post({ operationId: 'getCampaigns', fault: { kind: 'status', status: 418 } })).status).toBe(200);
    expect((await campaigns()).status).toBe(418);
    const listed = (await (await fetch(`${BASE}/__control/faults`)).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([{ operationId: 'getCampaigns', fault: { kind: 'status', status: 418 } }]);
    expect((await post({ clear: true })).status).toBe(200);
    expect((await campaigns()).status).toBe(200);
  });

  it('clears one operation with { operationId, clear: true }', async () => {
    await post({ operationId: 'getCampaigns', fault: { kind: 'network' } });
    await post({ operationId: 'getCampaigns', clear: true });
    expect((await campaigns()).status).toBe(200);
  });

  it('refuses a malformed command with 400', async () => {
    expect((await post({ operationId: 'getCampaigns', fault: { kind: 'explode' } })).status).toBe(400);
    expect((await fetch(`${BASE}/__control/faults`, { method: 'POST', body: 'not json' })).status).toBe(400);
  });

  it('reset also clears faults', async () => {
    await post({ operationId: 'getCampaigns', fault: { kind: 'network' } });
    expect((await fetch(`${BASE}/__control/reset`, { method: 'POST' })).status).toBe(200);
    expect((await campaigns()).status).toBe(200);
  });
});

describe('which operation a request is', () => {
  it.each([
    ['POST', '/sandbox/modules/auth/line_login', 'lineLogin'],
    ['POST', '/sandbox/modules/auth/device_login', 'deviceLogin'],
    ['POST', '/sandbox/modules/auth/bzbs_login', 'passwordLogin'],
    ['POST', '/sandbox/modules/auth/bzbs_authen', 'otpLogin'],
    ['POST', '/sandbox/modules/auth/otp', 'requestOtp'],
    ['GET', '/sandbox/modules/campaigncat/menu', 'getCampaignCategories'],
    ['GET', '/sandbox/misc/dashboard/home_dashboard', 'getDashboard'],
    ['GET', '/sandbox/modules/campaign', 'getCampaigns'],
    ['GET', '/sandbox/modules/campaign/1003', 'getCampaign'],
    ['DELETE', '/sandbox/modules/campaign/1003/favourite', 'removeFavourite'],
    ['GET', '/sandbox/blob/pdpaconsent/dev-app-1054/terms/1/th.txt', 'getPolicyText'],
    ['GET', '/sandbox/blob/pdpaconsent/dev-app-1054/cookie/1/en.json', 'getCookieContent'],
    ['GET', '/sandbox/blob/webconfig/maptext/pointsmember/en_1033.json', 'getMapText'],
    ['GET', '/sandbox/line-access/oauth2/v2.1/authorize', 'lineAuthorize'],
    ['POST', '/sandbox/line-api/oauth2/v2.1/token', 'lineIssueToken'],
  ])('%s %s is %s', (method, path, operationId) => {
    expect(findOperation(method, path)?.operationId).toBe(operationId);
  });

  it('is nothing for control and image paths', () => {
    expect(findOperation('POST', '/sandbox/__control/reset')).toBeUndefined();
    expect(findOperation('GET', '/sandbox/blob/images/campaign-mug.webp')).toBeUndefined();
  });
});
