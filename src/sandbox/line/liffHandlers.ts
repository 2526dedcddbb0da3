/**
 * msw handlers of the fake LINE platform's LIFF features (openapi/line.yaml, tag liff) and the sandbox-only
 * endpoints that stand in for the LINE app when @line/liff-mock drives LIFF (`?liffMock=1`): the in-app share
 * target picker, the camera scanner and the in-app consent. See liffFeatures.ts for scripting outcomes.
 */
import { http, HttpResponse } from 'msw';
import {
  finishShare,
  finishSubWindow,
  liffState,
  nextWaitFailure,
  openShare,
  openSubWindow,
  resetLiffState,
  scriptLiff,
  subWindowByMst,
  unauthorizedPermissions,
  grantPermissions,
  type LiffScript,
} from './liffFeatures';
import { LIFF_PAGES_BASE, renderLiffPage } from './liffPages';
import { readAccessToken } from './platform';

const API = '*/sandbox/line-api';

function messageError(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
}

function lineUser(request: Request): string | null {
  return readAccessToken(bearer(request))?.sub ?? null;
}

async function json(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function validMessages(messages: unknown): messages is unknown[] {
  return Array.isArray(messages) && messages.length >= 1 && messages.length <= 5 && messages.every((m) => typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string');
}

export const liffHandlers = [
  http.post(`${API}/message/v3/share`, async ({ request }) => {
    if (!lineUser(request)) return messageError(401, 'Need access_token for api call');
    const body = await json(request);
    if (!validMessages(body.messages)) return messageError(400, 'Number of messages should be in range 1 to 5');
    if (liffState().script.sendError) return messageError(400, liffState().script.sendError);
    const status = liffState().script.send;
    if (status !== 200) return messageError(status, status === 403 ? 'Forbidden' : 'Internal error');
    liffState().log.sent.push(body.messages);
    return HttpResponse.json({ status: 'ok' });
  }),

  http.get(`${API}/liff/v2/apps/:liffId/ott`, ({ request, params }) => {
    if (!lineUser(request)) return messageError(401, 'Need access_token for api call');
    return HttpResponse.json({ ott: openShare(String(params.liffId)) });
  }),

  http.get(`${API}/liff/v2/apps/:liffId/shareTargetPicker/result`, ({ request }) => {
    const ott = new URL(request.url).searchParams.get('ott') ?? '';
    const session = liffState().shares.get(ott);
    if (!session) return messageError(404, 'ott not found');
    return HttpResponse.json({ status: session.status, ...(session.status === 'error' ? { error: 'SHARE_FAILED' } : {}) });
  }),

  http.post(`${API}/liff/v2/apps/:liffId/shareTargetPicker/result`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const session = finishShare(form.get('ott') ?? '', 'cancel');
    if (!session) return messageError(404, 'ott not found');
    return HttpResponse.json({ status: session.status });
  }),

  http.get(`${API}/liff/v2/apps/:liffId/unauthorizedPermissions`, ({ request }) => {
    const sub = lineUser(request);
    if (!sub) return messageError(401, 'Need access_token for api call');
    return HttpResponse.json(unauthorizedPermissions(sub));
  }),

  http.post(`${API}/liff/v2/subwindow/msit`, async ({ request }) => {
    const sub = lineUser(request);
    if (!sub) return messageError(401, 'Need access_token for api call');
    const body = await json(request);
    const { mainLiffId, subLiffId, mstChallenge } = body;
    if (typeof mainLiffId !== 'string' || typeof subLiffId !== 'string' || typeof mstChallenge !== 'string' || !/^[A-Za-z0-9_-]{43,128}$/.test(mstChallenge)) {
      return messageError(400, 'no proper argument');
    }
    const session = openSubWindow({ mainLiffId, subLiffId, mstChallenge, appData: body.appData ?? {}, sub });
    // The page's own origin (the browser sends it with every POST): behind the preview server's proxy the
    // request reaches the sandbox on another port, and the app only accepts a sub-window on its LINE host.
    const pageOrigin = request.headers.get('origin');
    const origin = pageOrigin && /^https?:\/\/[^/]+$/.test(pageOrigin) ? pageOrigin : new URL(request.url).origin;
    const permission = (body.appData as { permission?: unknown } | undefined)?.permission;
    const url = new URL(`${origin}${LIFF_PAGES_BASE}/${subLiffId}`);
    url.searchParams.set('msit', session.msit);
    if (typeof permission === 'string') url.searchParams.set('permission', permission);
    return HttpResponse.json({ msit: session.msit, url: url.toString() });
  }),

  http.post(`${API}/liff/v2/subwindow/mst`, async ({ request }) => {
    const body = await json(request);
    const session = liffState().subWindows.get(String(body.msit ?? ''));
    if (!session) return messageError(404, 'msit not found');
    if ((await s256(String(body.mstVerifier ?? ''))) !== session.mstChallenge) return messageError(400, 'mstVerifier does not match');
    return HttpResponse.json({ mst: session.mst });
  }),

  http.post(`${API}/liff/v2/subwindow/waitResult`, async ({ request }) => {
    const body = await json(request);
    const failure = nextWaitFailure();
    if (failure === 'network') return HttpResponse.error();
    if (failure === '5xx') return messageError(503, 'Service unavailable');
    if (failure === '4xx') return messageError(400, 'invalid msit');
    if (failure === 'errorStatus') return HttpResponse.json({ status: 'error' });
    if (failure === 'pending') return HttpResponse.json({ status: 'pending' });
    const session = liffState().subWindows.get(String(body.msit ?? ''));
    if (!session || session.mstChallenge !== body.mstChallenge) return messageError(400, 'invalid msit');
    return HttpResponse.json({ status: session.status, ...(session.status === 'pending' ? {} : { result: session.result ?? {} }) });
  }),

  http.post(`${API}/liff/v2/subwindow/result`, async ({ request }) => {
    const body = await json(request);
    const session = subWindowByMst(String(body.mst ?? ''));
    const status = body.status;
    if (!session) return messageError(404, 'mst not found');
    if (status !== 'submit' && status !== 'cancel' && status !== 'close' && status !== 'error') return messageError(400, 'no proper argument');
    finishSubWindow(session, status, body.result ?? {});
    return HttpResponse.json({});
  }),

  http.post(`${API}/liff/v2/subwindow/appData`, async ({ request }) => {
    const body = await json(request);
    const session = subWindowByMst(String(body.mst ?? ''));
    if (!session) return messageError(404, 'mst not found');
    return HttpResponse.json((session.appData ?? {}) as Record<string, unknown>);
  }),

  // The share-picker window's own buttons (LINE's page, not an API of the app).
  http.post(`*${LIFF_PAGES_BASE}/shareTargetPicker/finish`, async ({ request }) => {
    const body = await json(request);
    const status = body.status === 'success' || body.status === 'cancel' || body.status === 'error' ? body.status : 'error';
    const session = finishShare(String(body.ott ?? ''), status, Array.isArray(body.messages) ? body.messages : []);
    if (!session) return messageError(404, 'ott not found');
    return HttpResponse.json({ status: session.status });
  }),

  // The windows themselves, for the standalone server (npm start serves them from a Vite middleware).
  http.get(`*${LIFF_PAGES_BASE}/*`, ({ request }) => {
    const page = renderLiffPage(new URL(request.url));
    if (!page) return undefined;
    return HttpResponse.html(page.body, { status: page.status });
  }),

  // Stand-ins for the LINE app under @line/liff-mock.
  http.post(`${API}/__sandbox/liff/shareTargetPicker`, async ({ request }) => {
    const body = await json(request);
    if (!validMessages(body.messages)) return messageError(400, 'Number of messages should be in range 1 to 5');
    const outcome = liffState().script.share;
    if (outcome === 'error') return messageError(500, 'SHARE_FAILED');
    if (outcome === 'success') liffState().log.shared.push(body.messages);
    return HttpResponse.json(outcome === 'success' ? { status: 'success' } : null);
  }),
  http.post(`${API}/__sandbox/liff/scanCode`, () => {
    liffState().log.scanned += 1;
    return HttpResponse.json({ value: liffState().script.scan });
  }),
  http.post(`${API}/__sandbox/liff/requestAll`, async ({ request }) => {
    const sub = lineUser(request);
    if (!sub) return messageError(401, 'Need access_token for api call');
    if (!liffState().script.grant) return messageError(403, "user didn't allow the agreement");
    grantPermissions(sub, unauthorizedPermissions(sub));
    return HttpResponse.json({});
  }),
  // liff.openWindow: a line.me add-friend address stands for the member adding the brand's account in LINE.
  http.post(`${API}/__sandbox/liff/openWindow`, async ({ request }) => {
    const sub = lineUser(request);
    if (!sub) return messageError(401, 'Need access_token for api call');
    const body = await json(request);
    const url = typeof body.url === 'string' ? body.url : '';
    if (!/^https?:\/\/[^\s]+$/.test(url)) return messageError(400, 'invalid URL');
    liffState().log.opened.push({ url, external: body.external === true });
    if (/^https:\/\/line\.me\/R\/ti\/p\//.test(url)) liffState().friends.add(sub);
    return HttpResponse.json({});
  }),
  http.post(`${API}/__sandbox/liff/closeWindow`, () => {
    liffState().log.closed += 1;
    return HttpResponse.json({});
  }),
  http.get(`${API}/__sandbox/liff/client`, () => HttpResponse.json({ lineVersion: liffState().script.lineVersion, os: liffState().script.os, scope: liffState().script.scope })),

  // Scripting and reading what happened.
  http.post(`${API}/__sandbox/liff/script`, async ({ request }) => HttpResponse.json(scriptLiff((await json(request)) as Partial<LiffScript>))),
  http.get(`${API}/__sandbox/liff/log`, () => HttpResponse.json(liffState().log)),
  http.post(`${API}/__sandbox/liff/reset`, () => {
    resetLiffState();
    return HttpResponse.json({ reset: true });
  }),
];
