/**
 * The stand-in for the shopping-cart web site (spec section 7, "Settings": POST /setting keeps the
 * return, success and error addresses and answers a key; the cart web page is opened with that key and
 * reads them back). The app navigates here with `?key=<key>&lang=th|en`; the page shows the member's
 * cart and three buttons: pay (the order is placed, the cart empties, back to the success address),
 * payment fails (back to the error address) and back to the app (the return address).
 *
 * A browser NAVIGATES here, which msw's service worker does not intercept, so the standalone sandbox
 * serves it from its msw handler (handlers.ts, world on the server, plain forms) and `npm start` from a
 * Vite middleware (vitePlugin.ts) whose page reads the browser sandbox's world from localStorage.
 * Relative imports only: vite.config.ts loads this file.
 */

/** Where the page lives, under the cart web address of the sandbox settings. */
export const CART_WEB_PATH = '/sandbox/cart/checkout';
/** Where its buttons post (standalone sandbox). */
export const CART_WEB_COMPLETE_PATH = '/sandbox/cart/checkout/complete';

export type CartWebLang = 'th' | 'en';
export type CartWebResult = 'success' | 'error' | 'cancel';

/** What the app stored with POST /setting for the hand-off. */
export interface CartHandoff {
  returnUrl: string;
  successUrl: string;
  errorUrl: string;
  appId?: string;
  appName?: string;
}

export interface CartWebLine {
  name: string;
  quantity: number;
  options: string;
  price: number;
  points: number;
}

const TEXT = {
  th: {
    title: 'ตะกร้าสินค้า (แซนด์บ็อกซ์)',
    note: 'หน้านี้จำลองเว็บตะกร้าสินค้าของร้าน แอปส่งคีย์มา หน้านี้อ่านที่อยู่สำหรับกลับไปยังแอปด้วยคีย์นั้น',
    pay: 'ชำระเงิน',
    fail: 'จำลองการชำระเงินไม่สำเร็จ',
    back: 'กลับไปที่แอป',
    total: 'รวม',
    empty: 'ไม่มีสินค้าในตะกร้า',
    badKey: 'ไม่พบข้อมูลการส่งต่อของคีย์นี้',
    baht: 'บาท',
    points: 'คะแนน',
  },
  en: {
    title: 'Shopping cart (sandbox)',
    note: "This page stands in for the shop's cart web site. The app passed a key; this page read the app's return addresses with it.",
    pay: 'Pay',
    fail: 'Make the payment fail',
    back: 'Back to the app',
    total: 'Total',
    empty: 'The cart is empty',
    badKey: 'No hand-off is stored under this key.',
    baht: 'baht',
    points: 'points',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f3ee;color:#1d1b18}main{max-width:460px;margin:0 auto;padding:24px}
h1{font-size:1.3rem}.note{font-size:.9rem;color:#4a443c}ul{list-style:none;padding:0}li{background:#fff;border-radius:8px;padding:12px;margin:8px 0}
.total{font-weight:700}button,a.button{display:block;width:100%;box-sizing:border-box;font:inherit;font-weight:600;padding:14px;margin:10px 0;border-radius:8px;border:0;text-align:center;text-decoration:none}
.pay{background:#7b4a2d;color:#fff}.fail{background:#fff;color:#8a1c1c;border:2px solid #8a1c1c}.back{background:transparent;color:#004fa3;text-decoration:underline}`;

/** A hand-off address must be an absolute http(s) address (never javascript: and the like). */
function safeAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
}

/** Reads a stored hand-off (the JSON of POST /setting's data); undefined when it is not one. */
export function parseHandoff(raw: string | undefined): CartHandoff | undefined {
  if (raw === undefined) return undefined;
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    const returnUrl = safeAddress(data.returnUrl);
    const successUrl = safeAddress(data.successUrl);
    const errorUrl = safeAddress(data.errorUrl);
    if (!returnUrl || !successUrl || !errorUrl) return undefined;
    return { returnUrl, successUrl, errorUrl };
  } catch {
    return undefined;
  }
}

/** The address the page sends the member to for a result. */
export function addressFor(handoff: CartHandoff, result: CartWebResult): string {
  return result === 'success' ? handoff.successUrl : result === 'error' ? handoff.errorUrl : handoff.returnUrl;
}

function shell(lang: CartWebLang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(TEXT[lang].title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The page as the standalone sandbox serves it: the cart and three buttons posting the result. */
export function renderCartWebPage(lang: CartWebLang, key: string, handoff: CartHandoff | undefined, lines: CartWebLine[]): { status: number; body: string } {
  const t = TEXT[lang];
  if (!handoff) return { status: 404, body: shell(lang, `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t.badKey)}</p>`) };
  const items = lines.length
    ? `<ul>${lines
        .map((l) => `<li><strong>${escapeHtml(l.name)}</strong> × ${l.quantity}${l.options ? `<br><small>${escapeHtml(l.options)}</small>` : ''}</li>`)
        .join('')}</ul>`
    : `<p>${escapeHtml(t.empty)}</p>`;
  const price = lines.reduce((n, l) => n + l.price * l.quantity, 0);
  const points = lines.reduce((n, l) => n + l.points * l.quantity, 0);
  const button = (result: CartWebResult, label: string, css: string) =>
    `<form method="post" action="${CART_WEB_COMPLETE_PATH}"><input type="hidden" name="key" value="${escapeHtml(key)}"><input type="hidden" name="lang" value="${lang}"><input type="hidden" name="result" value="${result}"><button class="${css}" type="submit">${escapeHtml(label)}</button></form>`;
  return {
    status: 200,
    body: shell(
      lang,
      `<h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.note)}</p>${items}<p class="total">${escapeHtml(t.total)}: ${price.toLocaleString('en-US')} ${t.baht} · ${points.toLocaleString('en-US')} ${t.points}</p>${button('success', t.pay, 'pay')}${button('error', t.fail, 'fail')}${button('cancel', t.back, 'back')}`,
    ),
  };
}

/**
 * The page as `npm start` serves it: the world lives in the browser (localStorage `sandbox.world`), so a
 * small script reads the hand-off and the cart there, and on Pay empties the member's cart and saves.
 */
export function renderCartWebScriptPage(lang: CartWebLang): string {
  const t = TEXT[lang];
  const script = `(function(){var t=${JSON.stringify(t)};var q=new URLSearchParams(location.search);var key=q.get('key')||'';
var main=document.querySelector('main');var w;try{w=JSON.parse(localStorage.getItem('sandbox.world')||'null')}catch(e){w=null}
function ok(u){try{var x=new URL(u);return x.protocol==='http:'||x.protocol==='https:'?x.toString():null}catch(e){return null}}
var h=null;try{h=w&&JSON.parse(w.settingStore[key])}catch(e){h=null}
if(!h||!ok(h.returnUrl)||!ok(h.successUrl)||!ok(h.errorUrl)){main.insertAdjacentHTML('beforeend','<p role="alert"></p>');main.lastChild.textContent=t.badKey;return}
var m=w.members[w.checkouts&&w.checkouts[key]];var cart=(m&&m.cart)||[];var ul=document.createElement('ul');
cart.forEach(function(i){var c=w.campaigns.find(function(x){return x.id===i.campaignId});var li=document.createElement('li');li.textContent=(c?c.name['${lang}']:'')+' × '+i.quantity;ul.appendChild(li)});
main.appendChild(ul);function go(result){if(result==='success'&&m){m.cart=[];localStorage.setItem('sandbox.world',JSON.stringify(w))}
location.assign(ok(result==='success'?h.successUrl:result==='error'?h.errorUrl:h.returnUrl))}
[['success',t.pay,'pay'],['error',t.fail,'fail'],['cancel',t.back,'back']].forEach(function(b){var el=document.createElement('button');el.type='button';el.className=b[2];el.textContent=b[1];el.onclick=function(){go(b[0])};main.appendChild(el)})})();`;
  return shell(lang, `<h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.note)}</p><script>${script}</script>`);
}
