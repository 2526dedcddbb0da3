// @vitest-environment node
/**
 * The start-up warm-up's middleware (src/api/warmCache.ts) on the real clients against a fake fetch: a
 * warm GET answers the route's identical call once, only fresh, only a successful answer (never a failed,
 * `success: false` or timed-out one), keyed by URL and Authorization; a route call finding its warm
 * request on the way waits for it, and still gives up when its own signal aborts.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { callOptions, createWarmCache, WARM_MAX_AGE_MS, type CallInit } from '@/api/warmCache';
import { ApiCallError } from '@/domain/apiError';
import { getCampaignPage, getCategoryMenu } from '@/flows/rewardCatalog/rewardCatalog.calls';

const BASE = 'http://localhost/sandbox';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Gate {
  promise: Promise<void>;
  open(): void;
}
function gate(): Gate {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function setup(options: { token?: string; answer?: (request: Request, n: number) => Response | Promise<Response>; timeoutMs?: number } = {}) {
  let clock = 1_000_000;
  const now = () => clock;
  const warmCache = createWarmCache({ now, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
  const sent: Array<{ url: string; auth: string | null }> = [];
  let token = options.token;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({ url: request.url, auth: request.headers.get('Authorization') });
    const n = sent.length;
    return options.answer ? options.answer(request, n) : json([{ id: n }]);
  });
  const clients = createApiClients({
    baseUrls: { modules: `${BASE}/modules`, cart: `${BASE}/cart`, webApi: `${BASE}/webapi`, blob: `${BASE}/blob`, misc: `${BASE}/misc`, lineApi: `${BASE}/line-api`, lineAccess: `${BASE}/line-access` },
    appId: 'app-1',
    subscriptionKey: 'key-1',
    getToken: () => token,
    fetch: fetch as unknown as typeof globalThis.fetch,
    warmCache,
  });
  const menu = (init?: CallInit) => getCategoryMenu(clients, undefined, 1054, init);
  /** Fires the warm request and lets it settle. */
  const warm = async (bearer?: string, uses?: number) => {
    warmCache.warm(menu, bearer, uses);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 0));
  };
  return {
    clients,
    warmCache,
    sent,
    menu,
    warm,
    advance: (ms: number) => (clock += ms),
    setToken: (next: string | undefined) => (token = next),
  };
}

describe('start-up warm-up', () => {
  it('answers the route’s identical GET once from the warm request, then the network again', async () => {
    const t = setup();
    await t.warm();
    expect(t.sent).toHaveLength(1);
    const first = unwrap(await t.menu({ signal: new AbortController().signal }));
    expect(first).toEqual([{ id: 1 }]);
    expect(t.sent).toHaveLength(1);
    const second = unwrap(await t.menu());
    expect(second).toEqual([{ id: 2 }]);
    expect(t.sent).toHaveLength(2);
    expect(t.warmCache.size).toBe(0);
  });

  it('an answer warmed for two start-up readers serves both, each its own readable copy, then the network again', async () => {
    const t = setup();
    await t.warm(undefined, 2);
    expect(unwrap(await t.menu())).toEqual([{ id: 1 }]);
    expect(t.warmCache.size).toBe(1);
    t.advance(WARM_MAX_AGE_MS - 1);
    expect(unwrap(await t.menu())).toEqual([{ id: 1 }]);
    expect(t.sent).toHaveLength(1);
    expect(t.warmCache.size).toBe(0);
    expect(unwrap(await t.menu())).toEqual([{ id: 2 }]);
    expect(t.sent).toHaveLength(2);
  });

  it('a second use is still only while fresh', async () => {
    const t = setup();
    await t.warm(undefined, 2);
    expect(unwrap(await t.menu())).toEqual([{ id: 1 }]);
    t.advance(WARM_MAX_AGE_MS + 1);
    expect(unwrap(await t.menu())).toEqual([{ id: 2 }]);
    expect(t.sent).toHaveLength(2);
  });

  it('serves only the same URL: another query goes to the network and the warm answer stays for its own call', async () => {
    const t = setup();
    await t.warm();
    await getCampaignPage(t.clients, undefined, 1054, { categoryId: 101, skip: 0, top: 20 });
    await getCategoryMenu(t.clients, undefined, 1033);
    expect(t.sent.map((s) => new URL(s.url).pathname + new URL(s.url).search)).toEqual([
      '/sandbox/modules/campaigncat/menu?byConfig=true&config=campaign&locale=1054',
      '/sandbox/modules/campaign?byConfig=true&config=campaign&cat=101&$skip=0&top=20&locale=1054',
      '/sandbox/modules/campaigncat/menu?byConfig=true&config=campaign&locale=1033',
    ]);
    expect(unwrap(await t.menu())).toEqual([{ id: 1 }]);
    expect(t.sent).toHaveLength(3);
  });

  it('serves only while fresh: after the named max age the route calls the network', async () => {
    const t = setup();
    await t.warm();
    t.advance(WARM_MAX_AGE_MS + 1);
    expect(unwrap(await t.menu())).toEqual([{ id: 2 }]);
    expect(t.sent).toHaveLength(2);
  });

  it('is keyed by Authorization: the warm request carries the restored member’s token and serves only that member', async () => {
    const t = setup();
    await t.warm('jwt-a');
    expect(t.sent[0]!.auth).toBe('Bearer jwt-a');
    t.setToken('jwt-b');
    expect(unwrap(await t.menu())).toEqual([{ id: 2 }]);
    expect(t.sent[1]!.auth).toBe('Bearer jwt-b');
    t.setToken(undefined);
    await t.menu();
    expect(t.sent).toHaveLength(3);
    t.setToken('jwt-a');
    expect(unwrap(await t.menu())).toEqual([{ id: 1 }]);
    expect(t.sent).toHaveLength(3);
  });

  it.each([
    ['a 500', () => json({ error: { id: 500, message: 'boom' } }, 500)],
    ['success: false at 200', () => json({ success: false, error: { id: 2001, message: 'nope' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('never serves a failed warm request (%s): the route calls the network and sees its own answer', async (_name, failure) => {
    const t = setup({ answer: (_request, n) => (n === 1 ? failure() : json([{ id: n }])) });
    await t.warm();
    expect(unwrap(await t.menu())).toEqual([{ id: 2 }]);
    expect(t.sent).toHaveLength(2);
    expect(t.warmCache.size).toBe(0);
  });

  it('a route error stays the route’s: after a failed warm request the route’s own failure reaches it', async () => {
    const t = setup({ answer: () => json({ error: { id: 503, message: 'down' } }, 503) });
    await t.warm();
    await expect(t.menu()).rejects.toBeInstanceOf(ApiCallError);
    expect(t.sent).toHaveLength(2);
  });

  it('a route call finding the warm request on its way waits for it instead of sending a second one', async () => {
    const answer = gate();
    const t = setup({ answer: async (_request, n) => (n === 1 ? (await answer.promise, json(['warm'])) : json(['net'])) });
    t.warmCache.warm(t.menu);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const route = t.menu();
    answer.open();
    expect(unwrap(await route)).toEqual(['warm']);
    expect(t.sent).toHaveLength(1);
  });

  it('a route call waiting for a warm request that fails goes to the network', async () => {
    const answer = gate();
    const t = setup({ answer: async (_request, n) => (n === 1 ? (await answer.promise, json({}, 500)) : json(['net'])) });
    t.warmCache.warm(t.menu);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const route = t.menu();
    answer.open();
    expect(unwrap(await route)).toEqual(['net']);
    expect(t.sent).toHaveLength(2);
  });

  it('a route call waiting for a hanging warm request still gives up when its own signal aborts (the chart’s time limit)', async () => {
    const t = setup({ answer: async (request, n) => (n === 1 ? new Promise<Response>(() => undefined) : Promise.reject(request.signal.reason)) });
    t.warmCache.warm(t.menu);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const controller = new AbortController();
    const route = t.menu({ signal: controller.signal });
    controller.abort();
    await expect(route).rejects.toMatchObject({ code: 'aborted' });
  });

  it('a warm request has its time limit: once it is aborted it is never served', async () => {
    const t = setup({
      timeoutMs: 20,
      answer: (request, n) =>
        n === 1
          ? new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))
          : json(['net']),
    });
    t.warmCache.warm(t.menu);
    await vi.waitFor(() => expect(t.warmCache.size).toBe(0), { timeout: 1000 });
    expect(unwrap(await t.menu())).toEqual(['net']);
    expect(t.sent).toHaveLength(2);
  });

  it('a second warm of a key on its way or fresh sends nothing (the boot script warmed it): the route is served once', async () => {
    const t = setup();
    await t.warm();
    t.warmCache.warm(t.menu);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.sent).toHaveLength(1);
    expect(unwrap(await t.menu())).toEqual([{ id: 1 }]);
    expect(t.sent).toHaveLength(1);
  });

  it('never answers a write: a POST goes to the network', async () => {
    const t = setup();
    await t.warm();
    await t.clients.modules.POST('/auth/logout', { body: { jwt: 'x' } });
    expect(t.sent).toHaveLength(2);
    expect(t.sent[1]!.url).toMatch(/\/auth\/logout$/);
  });

  it('a write to an address makes its warm answer stale (the next read goes to the network); a write elsewhere does not', async () => {
    const t = setup();
    const record = (init?: CallInit) => t.clients.modules.GET('/consent', callOptions({}, init));
    t.warmCache.warm(record, undefined, 2);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    await t.clients.modules.POST('/auth/logout', { body: { jwt: 'x' } });
    expect(t.warmCache.size).toBe(1);
    await t.clients.modules.POST('/consent', { body: { termandcondition: 2, dataprivacy: 1, age: 20 } as never });
    expect(t.warmCache.size).toBe(0);
    await record();
    expect(t.sent.map((s) => new URL(s.url).pathname)).toEqual(['/sandbox/modules/consent', '/sandbox/modules/auth/logout', '/sandbox/modules/consent', '/sandbox/modules/consent']);
  });

  it('a warm call that throws before sending anything is ignored', () => {
    const t = setup();
    expect(() =>
      t.warmCache.warm(() => {
        throw new Error('bad params');
      }),
    ).not.toThrow();
    expect(t.warmCache.size).toBe(0);
  });

  it('settled() waits for every warm request on its way, answered or failed, and is at once without one', async () => {
    const answers: Array<Gate> = [];
    const t = setup({
      answer: async (_request, n) => {
        const g = gate();
        answers.push(g);
        await g.promise;
        return n === 1 ? json([]) : json({ success: false, message: 'down' }, 500);
      },
    });
    let settled = false;
    await t.warmCache.settled(); // nothing on its way
    t.warmCache.warm(t.menu);
    t.warmCache.warm((init) => getCampaignPage(t.clients, undefined, 1054, { categoryId: 101, skip: 0, top: 20 }, init));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    void t.warmCache.settled().then(() => (settled = true));
    answers[0]!.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    answers[1]!.open();
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
