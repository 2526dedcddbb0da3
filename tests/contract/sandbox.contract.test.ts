// @vitest-environment node
/**
 * Contract: every operation documented in openapi/ is answered by the sandbox, and its answer to a
 * valid request (tests/contract/samples.ts) matches the documented status, content type and schema.
 * Also: every operation has a handler, and the operation table the fault switch uses is current.
 */
import { readFileSync } from 'node:fs';
import { matchRequestUrl } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faultHandler } from '@/sandbox/control';
import { handlers, startNodeSandbox } from '@/sandbox/node';
import { serviceBase } from '@/sandbox/operationIndex';
import { operationRows, renderOperationTable } from '@/sandbox/tools/operationsFromOpenApi';
import { resetWorld } from '@/sandbox/world/store';
import { checkResponse, documents } from './openapi';
import { BASE, samples, type SampleContext } from './samples';

const operations = operationRows(documents);

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());
beforeEach(() => {
  resetWorld();
});

function serviceUrl(service: string, path: string): string {
  return `http://localhost${serviceBase[service] ?? `/sandbox/${service}`}${path}`;
}

const ctx: SampleContext = {
  async login(who) {
    const res = await fetch(`${BASE}/modules/auth/bzbs_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: who, password: 'Passw0rd!', app_id: 'dev-app-1054' }),
    });
    const body = (await res.json()) as { data: { token: string; jwt: string } };
    return { token: body.data.token, jwt: body.data.jwt };
  },
  async otp(contact, channel) {
    const res = await fetch(`${BASE}/modules/auth/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact_number: contact, app_id: 'dev-app-1054', channel, option: 'sms' }),
    });
    const { data } = (await res.json()) as { data: { refcode: string } };
    const last = (await (await fetch(`${BASE}/__control/last-otp`)).json()) as { code: string };
    return { refcode: data.refcode, code: last.code };
  },
  call: (path, init) => fetch(`${BASE}${path}`, init),
};

describe('operation table', () => {
  it('src/sandbox/operations.generated.ts is current (npx tsx src/sandbox/tools/generateOperations.ts)', () => {
    const committed = readFileSync(new URL('../../src/sandbox/operations.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(renderOperationTable(operations));
  });
});

describe('every documented operation has a sandbox handler', () => {
  it('lists none missing', () => {
    const candidates = handlers
      .filter((h) => h !== faultHandler)
      .map((h) => h.info as { method?: unknown; path?: unknown })
      .filter((info): info is { method: string | RegExp; path: string | RegExp } => typeof info.path === 'string' || info.path instanceof RegExp);
    const missing = operations.filter((op) => {
      const concrete = op.path.replace(/\{[^}]+\}/g, (m) => (m === '{provider}' ? 'bzbs' : m === '{locale}' || m === '{shortLocale}' ? 'th' : m === '{localeCode}' ? '1054' : 'sample1'));
      const url = new URL(serviceUrl(op.service, concrete));
      return !candidates.some((info) => {
        const method = info.method;
        const methodOk = method instanceof RegExp ? method.test(op.method) : method === op.method || method === 'all' || method === 'ALL';
        const path = info.path;
        return methodOk && !String(path).includes('__control') && matchRequestUrl(url, path).matches;
      });
    });
    expect(missing.map((m) => `${m.operationId} ${m.method} ${m.service}${m.path}`)).toEqual([]);
  });
});

describe('every sandbox answer matches the contract', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    const sample = samples[operationId];
    expect(sample, `tests/contract/samples.ts has no sample request for ${operationId}`).toBeDefined();
    if (!sample) return;
    const req = await sample(ctx);
    const headers = new Headers(req.headers);
    headers.set('App-Id', 'dev-app-1054');
    headers.set('Ocp-Apim-Subscription-Key', 'dev-subscription-key');
    if (req.auth) headers.set('authorization', `Bearer ${(await ctx.login(req.auth)).token}`);
    let body: BodyInit | undefined;
    if (req.form && headers.get('content-type')?.includes('urlencoded')) {
      body = new URLSearchParams(req.form as Record<string, string>);
    } else if (req.form) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(req.form)) fd.append(k, v);
      body = fd;
    } else if (req.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(req.body);
    }
    const res = await fetch(serviceUrl(op.service, req.path), { method: op.method, headers, body, redirect: 'manual' });
    const contentType = res.headers.get('content-type') ?? '';
    const text = await res.text();
    const parsed: unknown = contentType.includes('json') ? JSON.parse(text) : text;
    expect(res.status, `${operationId} answered ${res.status}: ${text.slice(0, 300)}`).toBe(req.status ?? 200);
    const check = checkResponse(operationId, res.status, contentType, parsed);
    expect(check, `${operationId}: ${check.ok ? '' : check.reason}`).toEqual(expect.objectContaining({ ok: true }));
    if (typeof parsed === 'object' && parsed !== null && 'success' in parsed) {
      expect((parsed as { success: unknown }).success, `${operationId} answered success: false`).toBe(true);
    }
  });
});

describe('the contract check itself', () => {
  it('rejects a body that does not match the documented schema', () => {
    const check = checkResponse('getCampaigns', 200, 'application/json', [{ ID: 'x' }]);
    expect(check.ok).toBe(false);
  });
  it('rejects an undocumented status', () => {
    expect(checkResponse('getConsentVersions', 500, 'application/json', {}).ok).toBe(false);
  });
});
