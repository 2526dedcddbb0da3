// @vitest-environment node
/**
 * Identical reads on their way at once share one request (src/api/sharedReads.ts, used by every client):
 * each caller gets the answer, keeps its own signal, and nothing but a GET with the same URL and
 * Authorization is shared.
 */
import { describe, expect, it } from 'vitest';
import { createApiClients } from '@/api/clients';
import { shareInFlightReads } from '@/api/sharedReads';

/** A backend whose answers wait until released; it logs what reached it and whether each was cancelled. */
function slowBackend() {
  const sent: Array<{ key: string; signal: AbortSignal }> = [];
  const waiting: Array<() => void> = [];
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      sent.push({ key: `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization') ?? '-'}`, signal: request.signal });
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      waiting.push(() => resolve(new Response(JSON.stringify({ n: sent.length }), { headers: { 'Content-Type': 'application/json' } })));
    });
  return { sent, fetch, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

const get = (url: string, init: RequestInit = {}) => new Request(`http://api.test${url}`, init);

describe('reads on their way at once', () => {
  it('two identical GETs make one request, and each caller reads the whole answer', async () => {
    const backend = slowBackend();
    const fetch = shareInFlightReads(backend.fetch);
    const a = fetch(get('/version'));
    const b = fetch(get('/version'));
    backend.release();
    expect(await (await a).json()).toEqual({ n: 1 });
    expect(await (await b).json()).toEqual({ n: 1 });
    expect(backend.sent.map((s) => s.key)).toEqual(['GET /version -']);
  });

  it('the first caller gets the network’s own answer (its address kept), a caller that joined a copy', async () => {
    const answers: Response[] = [];
    const fetch = shareInFlightReads(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const answer = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
      Object.defineProperty(answer, 'url', { value: request.url });
      answers.push(answer);
      return answer;
    });
    const a = fetch(get('/version'));
    const b = fetch(get('/version'));
    const first = await a;
    expect(first).toBe(answers[0]);
    expect(first.url).toBe('http://api.test/version');
    // The first caller reads its body at once; the copy taken as the answer arrived is still whole.
    expect(await first.json()).toEqual({ ok: true });
    const second = await b;
    expect(second).not.toBe(first);
    expect(await second.json()).toEqual({ ok: true });
    expect(answers).toHaveLength(1);
  });

  it('another address, another Authorization or a write is its own request', async () => {
    const backend = slowBackend();
    const fetch = shareInFlightReads(backend.fetch);
    const calls = [
      fetch(get('/version')),
      fetch(get('/record')),
      fetch(get('/record', { headers: { Authorization: 'Bearer a' } })),
      fetch(get('/record', { headers: { Authorization: 'Bearer b' } })),
      fetch(get('/consent', { method: 'POST', body: '{}' })),
      fetch(get('/consent', { method: 'POST', body: '{}' })),
    ];
    backend.release();
    await Promise.all(calls);
    expect(backend.sent.map((s) => s.key)).toEqual([
      'GET /version -',
      'GET /record -',
      'GET /record Bearer a',
      'GET /record Bearer b',
      'POST /consent -',
      'POST /consent -',
    ]);
  });

  it('a read made after the answer came is a new request (nothing is kept)', async () => {
    const backend = slowBackend();
    const fetch = shareInFlightReads(backend.fetch);
    const first = fetch(get('/version'));
    backend.release();
    await (await first).json();
    const second = fetch(get('/version'));
    backend.release();
    expect(await (await second).json()).toEqual({ n: 2 });
    expect(backend.sent).toHaveLength(2);
  });

  it('a caller that cancels gets its abort at once; the others still get the answer', async () => {
    const backend = slowBackend();
    const fetch = shareInFlightReads(backend.fetch);
    const leaving = new AbortController();
    const a = fetch(get('/version', { signal: leaving.signal }));
    const b = fetch(get('/version'));
    leaving.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(backend.sent[0]?.signal.aborted).toBe(false);
    backend.release();
    expect(await (await b).json()).toEqual({ n: 1 });
  });

  it('the request is cancelled once every caller has cancelled', async () => {
    const backend = slowBackend();
    const fetch = shareInFlightReads(backend.fetch);
    const one = new AbortController();
    const two = new AbortController();
    const a = fetch(get('/version', { signal: one.signal }));
    const b = fetch(get('/version', { signal: two.signal }));
    one.abort();
    two.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(backend.sent).toHaveLength(1);
    expect(backend.sent[0]?.signal.aborted).toBe(true);
    // The next read starts afresh.
    const c = fetch(get('/version'));
    backend.release();
    expect((await c).ok).toBe(true);
    expect(backend.sent).toHaveLength(2);
  });

  it('a failed request fails every caller that shared it', async () => {
    const fetch = shareInFlightReads(() => Promise.reject(new TypeError('Failed to fetch')));
    const results = await Promise.allSettled([fetch(get('/version')), fetch(get('/version'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('the clients share reads across services’ callers: two flows reading the consent versions at once send one request', async () => {
    const backend = slowBackend();
    const clients = createApiClients({
      baseUrls: { modules: 'http://api.test/m', cart: 'http://api.test/c', webApi: 'http://api.test/w', blob: 'http://api.test/b', misc: 'http://api.test/x', lineApi: 'http://line.test', lineAccess: 'http://access.test' },
      appId: 'app',
      subscriptionKey: 'key',
      getToken: () => 'member',
      fetch: ((input: RequestInfo | URL) => backend.fetch(input as Request)) as typeof globalThis.fetch,
    });
    const read = () => clients.blob.GET('/pdpaconsent/{appId}/version', { params: { path: { appId: 'app' } } });
    const both = Promise.all([read(), read()]);
    // The clients' middleware runs first: answer once both calls have reached the network (or joined).
    await new Promise((resolve) => setTimeout(resolve, 50));
    backend.release();
    const [a, b] = await both;
    expect(a.data).toEqual({ n: 1 });
    expect(b.data).toEqual({ n: 1 });
    expect(backend.sent.map((s) => s.key)).toEqual(['GET /b/pdpaconsent/app/version -']);
  });
});
