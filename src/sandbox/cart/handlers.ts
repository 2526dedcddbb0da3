/**
 * The stand-in cart web site for the standalone sandbox (see cartWebPage.ts): GET shows the cart of the
 * member who handed off, POST completes (pay: the order is placed and the cart empties), fails or
 * cancels the checkout and redirects (303) to the address the app stored for that result.
 */
import { http, HttpResponse } from 'msw';
import { pick } from '@/sandbox/services/common';
import { mutate, world } from '@/sandbox/world/store';
import { addressFor, CART_WEB_COMPLETE_PATH, CART_WEB_PATH, parseHandoff, renderCartWebPage, type CartWebLang, type CartWebLine, type CartWebResult } from './cartWebPage';

const langOf = (value: string | null | undefined): CartWebLang => (value === 'en' ? 'en' : 'th');

function linesOf(key: string, lang: CartWebLang): CartWebLine[] {
  const w = world();
  const member = w.members[w.checkouts[key] ?? ''];
  const locale = lang === 'en' ? 1033 : 1054;
  return (member?.cart ?? []).map((i) => {
    const c = w.campaigns.find((x) => x.id === i.campaignId);
    const names = [c?.options?.colors.find((o) => o.code === i.color), c?.options?.sizes.find((o) => o.code === i.size)]
      .flatMap((o) => (o ? [pick(o.name, locale)] : []))
      .join(' · ');
    return { name: c ? pick(c.name, locale) : '', quantity: i.quantity, options: names, price: c?.price ?? 0, points: c?.pointPerUnit ?? 0 };
  });
}

export const handlers = [
  http.get(`*${CART_WEB_PATH}`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const key = q.get('key') ?? '';
    const lang = langOf(q.get('lang'));
    const page = renderCartWebPage(lang, key, parseHandoff(world().settingStore[key]), linesOf(key, lang));
    return new HttpResponse(page.body, { status: page.status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),
  http.post(`*${CART_WEB_COMPLETE_PATH}`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const key = form.get('key') ?? '';
    const raw = form.get('result');
    const result: CartWebResult = raw === 'success' || raw === 'error' ? raw : 'cancel';
    const handoff = parseHandoff(world().settingStore[key]);
    if (!handoff) {
      const page = renderCartWebPage(langOf(form.get('lang')), key, undefined, []);
      return new HttpResponse(page.body, { status: page.status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    if (result === 'success') {
      mutate((w) => {
        const member = w.members[w.checkouts[key] ?? ''];
        if (member) member.cart = [];
        delete w.checkouts[key];
      });
    }
    return new HttpResponse(null, { status: 303, headers: { Location: addressFor(handoff, result) } });
  }),
];
