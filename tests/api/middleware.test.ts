// @vitest-environment node
/**
 * The client middleware against a fake fetch: every header rule of spec section 7, the Api-Version
 * exception for locale paths, body encodings, `success: false` at 200, each error-reading rule, LINE
 * errors, network failure and abort.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiClients, type ApiClientOptions } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { ApiCallError, failedOffline } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';

const BASE = 'http://localhost/sandbox';

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function setup(handler: Handler = () => json({ success: true, data: {} }), token?: string) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    return handler(request);
  });
  let currentToken = token;
  const options: ApiClientOptions = {
    baseUrls: {
      modules: `${BASE}/modules`,
      cart: `${BASE}/cart`,
      webApi: `${BASE}/webapi`,
      blob: `${BASE}/blob`,
      misc: `${BASE}/misc`,
      lineApi: `${BASE}/line-api`,
      lineAccess: `${BASE}/line-access`,
    },
    appId: 'app-123',
    subscriptionKey: 'sub-key',
    getToken: () => currentToken,
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  const clients = createApiClients(options);
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  };
  return { clients, fetch, requests, last, setToken: (t: string | undefined) => (currentToken = t) };
}

async function caught(promise: Promise<unknown>): Promise<ApiCallError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiCallError);
    return error as ApiCallError;
  }
  throw new Error('expected the call to fail');
}

const otpBody = { contact_number: '0812345678', app_id: 'app-123', channel: 'login', option: 'sms' as const };

describe('headers', () => {
  it('sends App-Id, the subscription key and Api-Version 1 on product calls', async () => {
    const { clients, last } = setup();
    await clients.modules.GET('/profile/me');
    const request = last();
    expect(request.url).toBe(`${BASE}/modules/profile/me`);
    expect(request.headers.get('App-Id')).toBe('app-123');
    expect(request.headers.get('Ocp-Apim-Subscription-Key')).toBe('sub-key');
    expect(request.headers.get('Api-Version')).toBe('1');
  });

  it.each([
    ['cart', (c: ReturnType<typeof setup>['clients']) => c.cart.GET('/cart/count', { params: { query: { countQuantity: true } } })],
    ['webApi', (c: ReturnType<typeof setup>['clients']) => c.webApi.GET('/api/setting')],
    ['misc', (c: ReturnType<typeof setup>['clients']) => c.misc.GET('/dashboard/{dashboardName}', { params: { path: { dashboardName: 'home' } } })],
  ])('sends the same headers to the %s service', async (_name, call) => {
    const { clients, last } = setup(undefined, 'tok');
    await call(clients);
    expect(last().headers.get('App-Id')).toBe('app-123');
    expect(last().headers.get('Ocp-Apim-Subscription-Key')).toBe('sub-key');
    expect(last().headers.get('Api-Version')).toBe('1');
    expect(last().headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends the Bearer token when one is held, read at call time', async () => {
    const { clients, last, setToken } = setup();
    await clients.modules.GET('/profile/me');
    expect(last().headers.has('Authorization')).toBe(false);
    setToken('member-token');
    await clients.modules.GET('/profile/me');
    expect(last().headers.get('Authorization')).toBe('Bearer member-token');
    setToken('');
    await clients.modules.GET('/profile/me');
    expect(last().headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set explicitly', async () => {
    const { clients, last } = setup(undefined, 'member-token');
    await clients.modules.POST('/auth/logout', { body: { jwt: 'j' }, headers: { Authorization: 'Bearer other' } });
    expect(last().headers.get('Authorization')).toBe('Bearer other');
  });

  it('sends no Api-Version on locale-related paths', async () => {
    const { clients, last } = setup(undefined, 'tok');
    await clients.modules.POST('/profile/me/locale', { body: { locale: 1033 } });
    expect(last().headers.has('Api-Version')).toBe(false);
    expect(last().headers.get('App-Id')).toBe('app-123');
  });

  it('sends no product headers to blob storage or LINE', async () => {
    const { clients, last } = setup((request) =>
      request.url.includes('/blob/') ? new Response('<p>terms</p>', { headers: { 'Content-Type': 'text/html' } }) : json({ keys: [] }),
      'member-token',
    );
    await clients.blob.GET('/pdpaconsent/{appId}/{type}/{version}/{locale}.txt', {
      params: { path: { appId: 'app-123', type: 'terms', version: 1, locale: 'th' } },
      parseAs: 'text',
    });
    expect(last().url).toBe(`${BASE}/blob/pdpaconsent/app-123/terms/1/th.txt`);
    for (const name of ['App-Id', 'Ocp-Apim-Subscription-Key', 'Api-Version', 'Authorization']) {
      expect(last().headers.has(name)).toBe(false);
    }
    await clients.line.GET('/oauth2/v2.1/certs');
    for (const name of ['App-Id', 'Ocp-Apim-Subscription-Key', 'Api-Version', 'Authorization']) {
      expect(last().headers.has(name)).toBe(false);
    }
  });

  it('passes the LINE access token the caller gives', async () => {
    const { clients, last } = setup(() => json({ userId: 'U1', displayName: 'Somchai' }), 'member-token');
    const profile = unwrap(await clients.line.GET('/v2/profile', { headers: { Authorization: 'Bearer line-at' } }));
    expect(profile.displayName).toBe('Somchai');
    expect(last().url).toBe(`${BASE}/line-api/v2/profile`);
    expect(last().headers.get('Authorization')).toBe('Bearer line-at');
  });
});

describe('parameters and bodies', () => {
  it('sends GET and DELETE params as the query', async () => {
    const { clients, last } = setup();
    await clients.modules.GET('/main/postcode', { params: { query: { zip_code: '10110' } } });
    expect(new URL(last().url).searchParams.get('zip_code')).toBe('10110');
    await clients.modules.DELETE('/profile/me/address', { params: { query: { app_id: 'app-123', key: 'row-1' } } });
    const url = new URL(last().url);
    expect(last().method).toBe('DELETE');
    expect(url.searchParams.get('key')).toBe('row-1');
    expect(url.searchParams.get('app_id')).toBe('app-123');
    expect(await last().text()).toBe('');
  });

  it('sends a JSON body to JSON operations', async () => {
    const { clients, last } = setup(() => json({ success: true, data: { refcode: 'ABCD', expireinseconds: 60 } }));
    const data = unwrap(await clients.modules.POST('/auth/otp', { body: otpBody }));
    expect(data.data?.refcode).toBe('ABCD');
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(await last().json()).toEqual(otpBody);
  });

  it('sends form-data to the form-data operations of the contract', async () => {
    const { clients, last } = setup();
    await clients.modules.POST('/auth/register', {
      body: { app_id: 'app-123', firstname: 'สมชาย', lastname: 'ใจดี', contact_number: '0812345678', termandcondition: 1 },
    });
    expect(last().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await last().formData();
    expect(form.get('firstname')).toBe('สมชาย');
    expect(form.get('termandcondition')).toBe('1');
    expect(form.get('app_id')).toBe('app-123');
  });

  it('sends files as form-data fields', async () => {
    const { clients, last } = setup();
    const photo = new File([new Uint8Array([1, 2, 3])], 'receipt.png', { type: 'image/png' });
    await clients.modules.POST('/receipt/upload', { body: { store: 'S1', spending: 250, photo, tranId: 'tr-1' } });
    expect(last().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await last().formData();
    const sent = form.get('photo');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('receipt.png');
    expect(form.get('spending')).toBe('250');
  });

  it('sends the LINE token exchange x-www-form-urlencoded', async () => {
    const { clients, last } = setup(() =>
      json({ access_token: 'at', expires_in: 2592000, id_token: 'idt', token_type: 'Bearer' }),
    );
    const tokens = unwrap(
      await clients.line.POST('/oauth2/v2.1/token', {
        body: {
          grant_type: 'authorization_code',
          code: 'c0de',
          redirect_uri: 'http://localhost/linelogin',
          client_id: '1650000000',
          code_verifier: 'v'.repeat(43),
          id_token_key_type: 'JWK',
        },
      }),
    );
    expect(tokens.id_token).toBe('idt');
    expect(last().headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    const sent = new URLSearchParams(await last().text());
    expect(sent.get('grant_type')).toBe('authorization_code');
    expect(sent.get('code_verifier')).toBe('v'.repeat(43));
    expect(sent.get('redirect_uri')).toBe('http://localhost/linelogin');
  });
});

describe('errors', () => {
  it('treats success:false at HTTP 200 as an error, read from the error object', async () => {
    const body = { success: false, error: { id: 2091, code: 'mobile_wrong', message: 'OTP incorrect', type: 'otp' } };
    const { clients } = setup(() => json(body));
    const error = await caught(clients.modules.POST('/auth/verify', { body: { ...otpBody, otp: '123456', refcode: 'R' } }));
    expect(error).toMatchObject({ id: 2091, code: 'mobile_wrong', message: 'OTP incorrect', type: 'otp', status: 200 });
    expect(error.raw).toEqual(body);
    expect(error.params).toEqual({ ...otpBody, otp: '123456', refcode: 'R' });
    expect(error.operation).toBe('POST /auth/verify');
  });

  it('reads code and message from the answer when there is no error object', async () => {
    const { clients } = setup(() => json({ success: false, code: 'mobile_wait', message: 'Wait 5 minutes' }));
    const error = await caught(clients.modules.POST('/auth/otp', { body: otpBody }));
    expect(error).toMatchObject({ code: 'mobile_wait', message: 'Wait 5 minutes', status: 200 });
    expect(error.id).toBeUndefined();
  });

  it('reads the error object of a failed response', async () => {
    const { clients } = setup(() =>
      json({ error: { id: 412, code: 412, message: 'Token invalid', type: 'auth' } }, { status: 412, statusText: 'Precondition Failed' }),
    );
    const error = await caught(clients.modules.GET('/profile/me'));
    expect(error).toMatchObject({ id: 412, code: 412, message: 'Token invalid', type: 'auth', status: 412 });
    expect(error.params).toBeUndefined();
  });

  it('reads code and message of a failed response without an error object', async () => {
    const { clients } = setup(() => json({ code: 'token_exp', message: 'Login expired' }, { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(clients.modules.GET('/main/postcode', { params: { query: { zip_code: '10110' } } }));
    expect(error).toMatchObject({ code: 'token_exp', message: 'Login expired', status: 401 });
    expect(error.params).toEqual({ zip_code: '10110' });
  });

  it('falls back to the failed response itself (status text, no code)', async () => {
    const { clients } = setup(() => json({ unexpected: true }, { status: 500, statusText: 'Internal Server Error' }));
    const error = await caught(clients.cart.GET('/cart/count'));
    expect(error).toMatchObject({ status: 500, message: 'Internal Server Error' });
    expect(error.code).toBeUndefined();
    expect(error.raw).toEqual({ unexpected: true });
  });

  it('keeps a non-JSON error body as raw text', async () => {
    const { clients } = setup(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const error = await caught(clients.modules.GET('/profile/me'));
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', raw: '<html>Bad gateway</html>' });
  });

  it('falls back to "HTTP <status>" without a status text', async () => {
    const { clients } = setup(() => new Response(null, { status: 400 }));
    const error = await caught(clients.modules.GET('/profile/me'));
    expect(error).toMatchObject({ status: 400, message: 'HTTP 400' });
    expect(error.code).toBeUndefined();
  });

  it('accepts a success answer without the flag and a non-JSON success', async () => {
    const { clients } = setup((request) =>
      request.url.endsWith('.txt') ? new Response('<p>ok</p>', { headers: { 'Content-Type': 'text/html' } }) : json({ data: { cart_count: 3 } }),
    );
    expect(unwrap(await clients.cart.GET('/cart/count')).data?.cart_count).toBe(3);
    const text = unwrap(
      await clients.blob.GET('/pdpaconsent/{appId}/{type}/{version}/{locale}.txt', {
        params: { path: { appId: 'a', type: 'privacy', version: 2, locale: 'en' } },
        parseAs: 'text',
      }),
    );
    expect(text).toBe('<p>ok</p>');
  });

  it('turns a network failure into status 0 with no code', async () => {
    const { clients } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await caught(clients.modules.POST('/auth/otp', { body: otpBody }));
    expect(error).toMatchObject({ status: 0, message: 'fetch failed', operation: 'POST /auth/otp' });
    expect(error.code).toBeUndefined();
    expect(error.params).toEqual(otpBody);
  });

  it('tags a network failure with the browser offline as offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const { clients } = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      const error = await caught(clients.modules.GET('/profile/me'));
      expect(error).toMatchObject({ status: 0, code: 'offline' });
      expect(failedOffline(error)).toBe(true);
      expect(describeApiError(error).messageId).toBe('errors.checkConnection');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads LINE error and error_description', async () => {
    const { clients } = setup(() =>
      json({ error: 'invalid_grant', error_description: 'invalid authorization code' }, { status: 400, statusText: 'Bad Request' }),
    );
    const error = await caught(
      clients.line.POST('/oauth2/v2.1/token', {
        body: { grant_type: 'authorization_code', code: 'x', redirect_uri: 'http://localhost/linelogin', client_id: '1', code_verifier: 'v'.repeat(43) },
      }),
    );
    expect(error).toMatchObject({ code: 'invalid_grant', message: 'invalid authorization code', status: 400 });
    expect(error.params).toMatchObject({ code: 'x', grant_type: 'authorization_code' });
  });

  it('falls back to the status text for a LINE error without a JSON body', async () => {
    const { clients } = setup(() => new Response('nope', { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(clients.line.GET('/friendship/v1/status', { headers: { Authorization: 'Bearer x' } }));
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', raw: 'nope' });
    expect(error.code).toBeUndefined();
  });

  it('reads the message of a LINE API error', async () => {
    const { clients } = setup(() => json({ message: 'The access token expired' }, { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(clients.line.GET('/v2/profile', { headers: { Authorization: 'Bearer x' } }));
    expect(error).toMatchObject({ status: 401, message: 'The access token expired' });
  });
});

describe('abort', () => {
  it('cancels the request with the caller signal and rejects with an abort error', async () => {
    let seenSignal: AbortSignal | undefined;
    const { clients } = setup(
      (request) =>
        new Promise<Response>((resolve, reject) => {
          seenSignal = request.signal;
          const timer = setTimeout(() => resolve(json({ success: true, data: { refcode: 'late' } })), 5000);
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const controller = new AbortController();
    const call = clients.modules.POST('/auth/otp', { body: otpBody, signal: controller.signal });
    await vi.waitFor(() => expect(seenSignal).toBeDefined());
    controller.abort();
    const error = await caught(call);
    expect(seenSignal?.aborted).toBe(true);
    expect(error).toMatchObject({ status: 0, code: 'aborted', operation: 'POST /auth/otp' });
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { clients, fetch } = setup((request) => {
      if (request.signal.aborted) throw new DOMException('aborted', 'AbortError');
      return json({ success: true });
    });
    const controller = new AbortController();
    controller.abort();
    const error = await caught(clients.modules.GET('/profile/me', { signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('unwrap', () => {
  const response = (status: number, statusText = '') => new Response(null, { status, statusText });

  it('returns the data of a success', () => {
    expect(unwrap({ data: { success: true, data: 1 }, response: response(200) })).toEqual({ success: true, data: 1 });
  });

  it('throws ApiCallError for an error result (client without middleware)', () => {
    expect(() =>
      unwrap({ error: { error: { id: 7, code: 'x', message: 'boom' } }, response: response(400, 'Bad Request') }),
    ).toThrowError(expect.objectContaining({ id: 7, code: 'x', message: 'boom', status: 400 }) as Error);
  });

  it('throws for success:false data', () => {
    expect(() => unwrap({ data: { success: false, message: 'no' }, response: response(200) })).toThrowError(
      expect.objectContaining({ message: 'no', status: 200 }) as Error,
    );
  });
});
