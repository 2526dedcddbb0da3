/**
 * The fake LINE windows an external browser opens: the share-picker window (choose friends, Send or Cancel)
 * and the consent sub-window (Allow or Cancel a permission). Like the authorize page they are navigations,
 * so `npm start` serves them from a Vite dev middleware and the standalone server from msw (handlers.ts).
 *
 * Each page tells its opener it is ready (`postMessage({ type: 'liff.window.ready' })`); the app answers with
 * what the page needs (the messages to share, or the sub-window's mst verifier). The page's buttons call the
 * fake platform through the opener's `fetch` when there is one, so in `npm start` the calls reach the msw
 * worker of the app's tab (a popup is not a client of that worker) and the state stays in one place.
 * Relative imports only: vite.config.ts loads this file.
 */

export const LIFF_PAGES_BASE = '/sandbox/line-access/liff';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}main{max-width:420px;margin:0 auto;padding:20px}
h1{font-size:1.2rem}button{font:inherit;border-radius:8px;padding:12px 16px;border:0;margin:6px 6px 0 0;cursor:pointer}
.primary{background:#00813d;color:#fff;font-weight:600}.secondary{background:#e3e6ea;color:#111}.friend{display:flex;gap:10px;align-items:center;padding:8px 0}
.note{font-size:.9rem;color:#333}#status{margin-top:12px;font-weight:600}`;

/** Shared page script: handshake with the opener, then `call(path, body)` through the opener's fetch. */
const SCRIPT = `
const params = new URLSearchParams(location.search);
let fromOpener = null;
const ready = new Promise((resolve) => {
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || !event.data || event.data.type !== 'liff.window.payload') return;
    fromOpener = event.data.payload; resolve(fromOpener);
  });
});
if (window.opener) window.opener.postMessage({ type: 'liff.window.ready', name: window.name }, location.origin);
async function call(path, body) {
  const host = window.opener && !window.opener.closed ? window.opener : window;
  const response = await host.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error('HTTP ' + response.status);
  return response.json();
}
function done(text) { document.getElementById('status').textContent = text; setTimeout(() => window.close(), 300); }
`;

function page(title: string, body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p id="status" role="status"></p></main><script>${SCRIPT}${script}</script></body></html>`;
}

/** GET {lineAccess}/liff/shareTargetPicker?liffId&ott */
function renderSharePicker(url: URL): { status: number; body: string } {
  const ott = url.searchParams.get('ott') ?? '';
  if (!/^[A-Za-z0-9]+$/.test(ott)) return { status: 400, body: page('Share (sandbox)', '<h1>Invalid share request</h1><p>ott is missing.</p>', '') };
  const friends = ['Somsri', 'Anan', 'Family group']
    .map((name, i) => `<label class="friend"><input type="checkbox" name="to" value="${i}" ${i === 0 ? 'checked' : ''}> ${escapeHtml(name)}</label>`)
    .join('');
  return {
    status: 200,
    body: page(
      'Share with friends (sandbox)',
      `<h1>Share with friends (LINE sandbox)</h1><p class="note">The sandbox's stand-in for LINE's share target picker.</p><form onsubmit="return false">${friends}</form>
<button class="primary" id="send">Send</button><button class="secondary" id="cancel">Cancel</button><button class="secondary" id="fail">Simulate error</button>`,
      `const base = ${JSON.stringify(LIFF_PAGES_BASE)}; const ott = params.get('ott');
async function finish(status) {
  const payload = status === 'success' ? await Promise.race([ready, new Promise((r) => setTimeout(() => r(null), 2000))]) : null;
  await call(base + '/shareTargetPicker/finish', { ott, status, messages: (payload && payload.messages) || [] });
  done(status === 'success' ? 'Sent' : status === 'cancel' ? 'Cancelled' : 'Failed');
}
document.getElementById('send').onclick = () => finish('success');
document.getElementById('cancel').onclick = () => finish('cancel');
document.getElementById('fail').onclick = () => finish('error');`,
    ),
  };
}

/** GET {lineAccess}/liff/{subLiffId}?msit : the consent sub-window. */
function renderSubWindow(url: URL): { status: number; body: string } {
  const msit = url.searchParams.get('msit') ?? '';
  const permission = url.searchParams.get('permission') ?? 'chat_message.write';
  if (!/^[A-Za-z0-9]+$/.test(msit)) return { status: 400, body: page('LINE (sandbox)', '<h1>Invalid sub-window request</h1>', '') };
  const what = permission === 'chat_message.write' ? 'send messages to your chats' : 'read your LINE profile';
  return {
    status: 200,
    body: page(
      'Permission (sandbox)',
      `<h1>Allow Points Club to ${escapeHtml(what)}?</h1><p class="note">The sandbox's stand-in for LINE's consent sub-window (${escapeHtml(permission)}).</p>
<button class="primary" id="allow">Allow</button><button class="secondary" id="cancel">Cancel</button>`,
      `const api = '/sandbox/line-api/liff/v2/subwindow'; const msit = params.get('msit'); const permission = ${JSON.stringify(permission)};
async function report(status) {
  const payload = await Promise.race([ready, new Promise((r) => setTimeout(() => r(null), 2000))]);
  const { mst } = await call(api + '/mst', { msit, mstVerifier: (payload && payload.mstVerifier) || '' });
  await call(api + '/result', { mst, status, result: status === 'submit' ? { permissions: [permission] } : {} });
  done(status === 'submit' ? 'Allowed' : 'Cancelled');
}
document.getElementById('allow').onclick = () => report('submit');
document.getElementById('cancel').onclick = () => report('cancel');`,
    ),
  };
}

/** Answers a navigation to one of the pages above, or null when the path is not one of them. */
export function renderLiffPage(url: URL): { status: number; body: string } | null {
  if (!url.pathname.startsWith(`${LIFF_PAGES_BASE}/`)) return null;
  const rest = url.pathname.slice(LIFF_PAGES_BASE.length + 1);
  if (rest === 'shareTargetPicker') return renderSharePicker(url);
  if (/^\d{6,12}-[A-Za-z0-9]{6,12}$/.test(rest)) return renderSubWindow(url);
  return null;
}
