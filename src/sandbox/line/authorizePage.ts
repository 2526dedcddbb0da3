/**
 * The fake LINE authorize page. A browser NAVIGATES to authorize, which msw's service worker does not
 * intercept, so this page is served by a Vite dev middleware in `npm start` (vitePlugin.ts) and by the
 * msw handler that the standalone sandbox server runs (handlers.ts). It lists the sandbox LINE users; each
 * "Continue as" link goes back to redirect_uri with a code and the state, "Cancel" returns
 * error=access_denied like LINE does. `auto=<sub>` skips the page with a 302 (handy for scripts).
 * Relative imports only: vite.config.ts loads this file.
 */
import { CODE_LIFETIME_SECONDS, encodeAuthorizeCode } from './authorizeCode.ts';
import { findLineUser, sandboxLineUsers } from './lineUsers.ts';

export type AuthorizeResult =
  | { kind: 'html'; status: number; body: string }
  | { kind: 'redirect'; location: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(title: string, body: string, status = 200): AuthorizeResult {
  return {
    kind: 'html',
    status,
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}main{max-width:420px;margin:0 auto;padding:24px}h1{font-size:1.3rem}
.who{display:block;background:#00813d;color:#fff;text-decoration:none;border-radius:8px;padding:14px 16px;margin:12px 0;font-weight:600}
.who small{display:block;font-weight:400;opacity:.95}.cancel{display:inline-block;margin-top:12px;color:#004fa3}.note{font-size:.9rem;color:#333}</style></head>
<body><main>${body}</main></body></html>`,
  };
}

function callbackUrl(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Answers GET authorize for `requestUrl` at time `nowMs`. */
export function renderAuthorize(requestUrl: URL, nowMs: number = Date.now()): AuthorizeResult {
  const q = requestUrl.searchParams;
  const redirectUri = q.get('redirect_uri') ?? '';
  const clientId = q.get('client_id') ?? '';
  const state = q.get('state') ?? '';
  const challenge = q.get('code_challenge') ?? '';
  const method = q.get('code_challenge_method') ?? '';
  const redirect = URL.canParse(redirectUri) ? new URL(redirectUri) : null;
  const problems: string[] = [];
  if (q.get('response_type') !== 'code') problems.push('response_type must be code');
  if (!clientId) problems.push('client_id is missing');
  if (!redirect || !/^https?:$/.test(redirect.protocol)) problems.push('redirect_uri must be an absolute http(s) URL');
  if (!state) problems.push('state is missing');
  if (!(q.get('scope') ?? '').split(' ').includes('openid')) problems.push('scope must include openid');
  if (!challenge || method !== 'S256') problems.push('code_challenge with code_challenge_method=S256 is required');
  if (problems.length > 0 || !redirect) {
    return page('LINE Login (sandbox): invalid request', `<h1>Invalid authorization request</h1><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`, 400);
  }
  const codeFor = (sub: string) =>
    encodeAuthorizeCode({
      sub,
      nonce: q.get('nonce') ?? '',
      code_challenge: challenge,
      code_challenge_method: method,
      redirect_uri: redirectUri,
      client_id: clientId,
      exp: Math.floor(nowMs / 1000) + CODE_LIFETIME_SECONDS,
    });
  const auto = findLineUser(q.get('auto'));
  if (auto) return { kind: 'redirect', location: callbackUrl(redirectUri, { code: codeFor(auto.sub), state }) };
  const cancel = callbackUrl(redirectUri, { error: 'access_denied', error_description: "The user didn't allow the agreement", state });
  const choices = sandboxLineUsers
    .map((user) => `<a class="who" href="${escapeHtml(callbackUrl(redirectUri, { code: codeFor(user.sub), state }))}">Continue as ${escapeHtml(user.name)}<small>${escapeHtml(user.note)}</small></a>`)
    .join('');
  return page(
    'LINE Login (sandbox)',
    `<h1>LINE Login (sandbox)</h1><p class="note">This is the sandbox's stand-in for LINE. Choose who signs in; the app receives an authorization code and verifies the ID token signed by the sandbox's ES256 key.</p>${choices}<a class="cancel" href="${escapeHtml(cancel)}">Cancel</a>`,
  );
}
