/**
 * Cart, web API (settings, key-value store, session), blob storage (consent versions, policy texts,
 * cookie content, map text, images) and miscellaneous content lists. Typed from openapi/*.yaml.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths as BlobPaths } from '@/api/schema/blob';
import type { paths as CartPaths } from '@/api/schema/cart';
import type { paths as MiscPaths } from '@/api/schema/misc';
import type { paths as WebApiPaths } from '@/api/schema/webapi';
import { attempt, badRequest, jsonBody, localeOf, notFound, pick } from '@/sandbox/services/common';
import { SANDBOX_APP_ID } from '@/sandbox/services/modulesMappers';
import { bearer, ErrorId, requireMember, SandboxError, sessionOf } from '@/sandbox/world/auth';
import { CampaignId, CategoryId } from '@/sandbox/world/catalogue';
import { lookupPostcode } from '@/sandbox/world/geography';
import { imageBytes, imageUrl } from '@/sandbox/world/images';
import { cookieContent, policyTextAt, type PolicyType } from '@/sandbox/world/legal';
import { idempotent, tranIdOf } from '@/sandbox/world/idempotency';
import { mutate, nextSeq, world } from '@/sandbox/world/store';
import type { LocaleCode, Member, ProductOption, Text2 } from '@/sandbox/world/types';

const cart = createOpenApiHttp<CartPaths>({ baseUrl: '*/sandbox/cart' });
const webapi = createOpenApiHttp<WebApiPaths>({ baseUrl: '*/sandbox/webapi' });
const blob = createOpenApiHttp<BlobPaths>({ baseUrl: '*/sandbox/blob' });
const misc = createOpenApiHttp<MiscPaths>({ baseUrl: '*/sandbox/misc' });

/** The LINE Login channel of the fake LINE platform (src/sandbox/line/platform.ts) and the dev config. */
const SANDBOX_LINE_CHANNEL = '1650000000';

function memberOf(request: Request): Member {
  const { member } = requireMember(request);
  const live = world().members[member.userId];
  if (!live) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'Your sign-in has expired. Please sign in again.');
  return live;
}

function optionName(options: ProductOption[] | undefined, code: string | undefined, locale: LocaleCode): string | undefined {
  if (!code) return undefined;
  const found = options?.find((o) => o.code === code);
  return found ? pick(found.name, locale) : code;
}

/** The cart in two groups, as a shop would split it: delivered items and items picked up at a branch. */
function cartSummary(member: Member, locale: LocaleCode) {
  const w = world();
  const lines = member.cart.map((i) => {
    const c = w.campaigns.find((x) => x.id === i.campaignId);
    const colorName = optionName(c?.options?.colors, i.color, locale);
    const sizeName = optionName(c?.options?.sizes, i.size, locale);
    return {
      delivered: c?.delivered ?? false,
      item: {
        key: i.key,
        campaignId: i.campaignId,
        name: c ? pick(c.name, locale) : '',
        imageUrl: c?.imageUrl ?? '',
        Quantity: i.quantity,
        price: c?.price ?? 0,
        pointPerUnit: c?.pointPerUnit ?? 0,
        ...(i.color ? { color: i.color } : {}),
        ...(colorName ? { colorName } : {}),
        ...(i.size ? { size: i.size } : {}),
        ...(sizeName ? { sizeName } : {}),
      },
    };
  });
  const items = lines.map((l) => l.item);
  const group = (delivered: boolean, name: Text2) => {
    const groupItems = lines.filter((l) => l.delivered === delivered).map((l) => l.item);
    return groupItems.length ? [{ name: pick(name, locale), items: groupItems }] : [];
  };
  return {
    groups: [
      ...group(true, { th: 'จัดส่งถึงบ้าน', en: 'Delivered to your door' }),
      ...group(false, { th: 'รับที่สาขา', en: 'Pick up at a branch' }),
    ],
    cart_count: items.reduce((n, i) => n + i.Quantity, 0),
    total_price: items.reduce((n, i) => n + i.price * i.Quantity, 0),
    total_points: items.reduce((n, i) => n + i.pointPerUnit * i.Quantity, 0),
  };
}

const cartCount = (member: Member) => member.cart.reduce((n, i) => n + i.quantity, 0);

/** An option the campaign has must be chosen, and must be one of its in-stock options. */
function checkOption(options: ProductOption[] | undefined, code: string | undefined, what: 'colour' | 'size'): void {
  if (!options || options.length === 0) return;
  if (!code) throw new SandboxError(400, ErrorId.optionRequired, 'option_required', `Choose a ${what}.`);
  const found = options.find((o) => o.code === code);
  if (!found) throw badRequest(`Unknown ${what} ${code}.`);
  if (found.inStock === false) throw new SandboxError(400, ErrorId.soldOut, 'sold_out', `This ${what} is sold out.`);
}

export const cartHandlers = [
  cart.get('/cart/count', ({ request, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const count = query.get('countQuantity') === 'false' ? member.cart.length : cartCount(member);
      return response(200).json({ success: true, data: { cart_count: count } });
    }),
  ),
  cart.get('/cart/list_summary', ({ request, query, response }) =>
    attempt(() => response(200).json({ success: true, data: cartSummary(memberOf(request), localeOf(request, query.get('locale'))) })),
  ),
  cart.post('/cart/adds', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = await jsonBody(request);
      const data = idempotent(`${member.userId}:cartAdds`, tranIdOf(request, body), () =>
        mutate((w) => {
          for (const item of body.items) {
            const c = w.campaigns.find((x) => x.id === item.campaignId);
            if (!c) throw notFound(`Campaign ${item.campaignId} does not exist.`);
            if (c.quantity - c.sold <= 0) throw new SandboxError(400, ErrorId.soldOut, 'sold_out', 'This item is sold out.');
            checkOption(c.options?.colors, item.color, 'colour');
            checkOption(c.options?.sizes, item.size, 'size');
            const max = c.options?.maxQuantity;
            const same = member.cart.find((i) => i.campaignId === item.campaignId && i.color === item.color && i.size === item.size);
            const total = (same?.quantity ?? 0) + item.Quantity;
            if (max !== undefined && total > max) throw new SandboxError(400, ErrorId.overLimit, 'over_limit', `At most ${max} of this item.`);
            if (same) same.quantity = total;
            else member.cart.push({ key: `cart-${nextSeq(w)}`, campaignId: item.campaignId, quantity: item.Quantity, ...(item.color ? { color: item.color } : {}), ...(item.size ? { size: item.size } : {}) });
          }
          return { cart_count: cartCount(member) };
        }),
      );
      return response(200).json({ success: true, data });
    }),
  ),
  cart.post('/cart/delete_item', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = await jsonBody(request);
      mutate(() => {
        const before = member.cart.length;
        member.cart = member.cart.filter((i) => i.key !== body.key);
        if (member.cart.length === before) throw notFound('No cart item with this key.');
      });
      return response(200).json({ success: true, data: { cart_count: cartCount(member) } });
    }),
  ),
  cart.post('/cart/clear_all', ({ request, response }) =>
    attempt(() => {
      const member = memberOf(request);
      mutate(() => {
        member.cart = [];
      });
      return response(200).json({ success: true, data: { cart_count: 0 } });
    }),
  ),
  cart.get('/cart/userinfo', ({ query, response }) =>
    attempt(async () => {
      const lat = Number(query.get('latitude'));
      const lng = Number(query.get('longitude'));
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw badRequest('latitude and longitude are required.');
      // The nearest store stands in for reverse geocoding: its postcode gives the location block.
      const stores = world().stores;
      const nearest = [...stores].sort((a, b) => Math.hypot(a.latitude - lat, a.longitude - lng) - Math.hypot(b.latitude - lat, b.longitude - lng))[0];
      const zip = nearest ? (/\d{5}$/.exec(nearest.address.th)?.[0] ?? '10330') : '10330';
      const found = await lookupPostcode(zip);
      const p = found.provinces[0];
      const d = found.districts[0];
      const s = found.subdistricts[0];
      return response(200).json({
        success: true,
        data: {
          address: nearest?.address.th ?? '',
          provinceCode: p?.code ?? '',
          provinceName: p?.nameTh ?? '',
          provinceNameEn: p?.nameEn ?? '',
          districtCode: d?.code ?? '',
          districtName: d?.nameTh ?? '',
          districtNameEn: d?.nameEn ?? '',
          subDistrictCode: s?.code ?? '',
          subDistrictName: s?.nameTh ?? '',
          subDistrictNameEn: s?.nameEn ?? '',
          zipcode: zip,
        },
      });
    }),
  ),
];

/** Runtime settings answered by GET /api/setting (spec section 3): the development configuration's keys. */
function sandboxSettings() {
  return {
    appid: SANDBOX_APP_ID,
    appname: 'pointsmember',
    baseUrl: '/sandbox',
    moduleUrl: '/sandbox/modules',
    blobUrl: '/sandbox/blob',
    miscUrl: '/sandbox/misc',
    shoppingCartWebUrl: '/sandbox/cart/checkout',
    shoppingCartApiUrl: '/sandbox/cart',
    webApiUrl: '/sandbox/webapi',
    api: '1',
    debug: true,
    recaptchaSiteKey: 'dev-recaptcha-site-key',
    liffId: `${SANDBOX_LINE_CHANNEL}-devliffid`,
    FeatureBzbsAnalyticsEnable: 'true',
    FeatureMaptextEnable: 'false',
    subscriptionKey: 'dev-subscription-key',
    buildversion: '1.0.0',
    analyticsDimensionKey: 'dimension1',
    analyticsUrl: '/sandbox-scripts/analytics.js',
    analyticsSiteId: 'dev-site',
    clientId: SANDBOX_LINE_CHANNEL,
    socialLoginAppId: 'dev-social-app',
    agencyId: 'dev-agency',
    firebase: {},
    cacheType: 'local' as const,
    addressType: 'addressList',
    encryptAccount: 'all' as const,
    campaignConfig: { top: 20 },
    dashboardConfig: { top: 10 },
    categoryConfig: { top: 20 },
    historyConfig: { top: 20 },
    couponConfig: { top: 20 },
    homeCampaignList: { name: 'home_campaign', enabled: true },
    homeDashboard: { name: 'home_dashboard', enabled: true },
    homeMenuCategory: { name: 'home_menu_category', enabled: true },
    purchaseHistoryList: { name: 'purchase_history', enabled: true },
    couponConfigList: { name: 'coupon_config', enabled: true },
  };
}

type SessionPayload = { user: Record<string, unknown>; profile: Record<string, unknown>; point: number };

/**
 * Server-side copies of POST /session payloads. The web API is the app's own backend: like a cookie
 * session it knows the browser by a cookie it sets, so GET /session can give the account back to a LINE
 * window whose local storage was emptied (no token to send). A bearer finds the member's copy too.
 */
const WEB_SESSION_COOKIE = 'web_session';

function webSessionId(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const found = cookie.split(';').map((part) => part.trim().split('=')).find(([name]) => name === WEB_SESSION_COOKIE);
  return found?.[1] || undefined;
}

function webSessionCookie(id: string, maxAgeSeconds: number): string {
  return `${WEB_SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

/** The stored payload of this browser (cookie) or of the member whose token came with the request. */
function storedSessionOf(request: Request): { key: string; payload: SessionPayload } | undefined {
  const id = webSessionId(request);
  const saved = world().webSessions ?? {};
  const byCookie = id ? saved[`web:${id}`] : undefined;
  if (id && byCookie) return { key: `web:${id}`, payload: byCookie };
  const member = sessionOf(bearer(request))?.member;
  if (!member) return undefined;
  // A signed-in member with nothing kept yet: the payload of their account as it stands.
  const byMember = saved[`member:${member.userId}`] ?? { user: { userId: member.userId }, profile: { firstName: member.profile.firstName }, point: member.points };
  return { key: `member:${member.userId}`, payload: byMember };
}

function isSessionPayload(body: unknown): body is SessionPayload {
  const b = body as Partial<SessionPayload> | null;
  return Boolean(b && typeof b.user === 'object' && b.user && typeof b.profile === 'object' && b.profile && typeof b.point === 'number');
}

export const webApiHandlers = [
  webapi.get('/api/setting', ({ response }) => response(200).json({ success: true, data: { ...sandboxSettings(), ...world().settingsOverride } })),
  webapi.post('/setting', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      const owner = sessionOf(bearer(request))?.member.userId;
      const key = mutate((w) => {
        const k = `key-${nextSeq(w)}`;
        w.settingStore[k] = JSON.stringify(body.data ?? null);
        // The stand-in cart web page (src/sandbox/cart) completes the order of the member who handed off.
        if (owner) w.checkouts[k] = owner;
        return k;
      });
      return response(200).json({ success: true, data: { key } });
    }),
  ),
  webapi.get('/setting/{key}', ({ params, response }) =>
    attempt(() => {
      const raw = world().settingStore[params.key];
      if (raw === undefined) throw notFound('No setting is stored under this key.');
      return response(200).json({ success: true, data: JSON.parse(raw) as unknown });
    }),
  ),
  webapi.post('/session', async ({ request, response }) =>
    attempt(async () => {
      const { member } = requireMember(request);
      const body: unknown = await jsonBody(request);
      if (!isSessionPayload(body)) throw badRequest('user, profile and point are required.');
      const id = mutate((w) => {
        const key = webSessionId(request) ?? `ws-${nextSeq(w)}-${Math.random().toString(36).slice(2, 10)}`;
        w.webSessions = { ...w.webSessions, [`web:${key}`]: body, [`member:${member.userId}`]: body };
        return key;
      });
      return response(200).json({ success: true }, { headers: { 'Set-Cookie': webSessionCookie(id, 30 * 24 * 3600) } });
    }),
  ),
  webapi.get('/session', ({ request, response }) =>
    attempt(() => {
      const stored = storedSessionOf(request);
      // Nothing kept for this browser: a success without data (a signed-out window is not an error).
      if (!stored) return response(200).json({ success: true });
      return response(200).json({ success: true, data: stored.payload });
    }),
  ),
  webapi.delete('/session', ({ request, response }) =>
    attempt(() => {
      const id = webSessionId(request);
      const member = sessionOf(bearer(request))?.member;
      mutate((w) => {
        const kept = { ...w.webSessions };
        if (id) delete kept[`web:${id}`];
        if (member) delete kept[`member:${member.userId}`];
        w.webSessions = kept;
      });
      return response(200).json({ success: true }, { headers: { 'Set-Cookie': webSessionCookie('', 0) } });
    }),
  ),
  webapi.post('/dev/api/direct-login', async ({ request, response }) =>
    attempt(async () => {
      const body = await jsonBody(request);
      if (!sessionOf(body.token)) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'The token is not a sandbox session.');
      return response(200).json({ success: true });
    }),
  ),
];

const policyTypes: PolicyType[] = ['terms', 'privacy', 'marketing', 'cookie', 'age'];

function notFoundText(message: string): Response {
  return new HttpResponse(message, { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

/** Map-text overlay (spec section 7): a few default labels replaced for the sandbox brand. */
const mapText = {
  th: { 'shell.appName': 'แสงจันทร์ รีวอร์ด', 'reward.title': 'ของรางวัลแสงจันทร์' },
  en: { 'shell.appName': 'Saengchan Rewards', 'reward.title': 'Saengchan rewards' },
};

export const blobHandlers = [
  blob.get('/pdpaconsent/{appId}/version', ({ response }) => {
    const v = world().consentVersions;
    return response(200).json({
      terms: { current_version: v.terms },
      privacy: { current_version: v.privacy },
      marketing: { current_version: v.marketing },
      cookie: { current_version: v.cookie },
      age: { current_version: v.age },
    });
  }),
  blob.get('/pdpaconsent/{appId}/{type}/{version}/{locale}.txt', ({ params, response }) => {
    const type = params.type as PolicyType;
    const versions = world().consentVersions;
    if (!policyTypes.includes(type)) return response.untyped(notFoundText('Unknown policy type.'));
    const texts = policyTextAt(type, String(params.version), String(versions[type]));
    if (!texts) return response.untyped(notFoundText(`No ${type} version ${params.version}.`));
    const text = texts[params.locale === 'en' ? 'en' : 'th'];
    return response(200).text(text, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),
  blob.get('/pdpaconsent/{appId}/{type}/{version}/{locale}.json', ({ params, response }) => {
    if (params.type !== 'cookie') return response.untyped(notFoundText('Only cookie content is JSON.'));
    return response(200).json(cookieContent[params.locale === 'en' ? 'en' : 'th']);
  }),
  mswHttp.get(/\/sandbox\/blob\/webconfig\/maptext\/([^/]+)\/(th|en)_(1054|1033)\.json$/, ({ request }) => {
    const locale = /\/(th|en)_\d+\.json$/.exec(new URL(request.url).pathname)?.[1] === 'en' ? 'en' : 'th';
    return HttpResponse.json(mapText[locale]);
  }),
  mswHttp.get('*/sandbox/blob/images/:name', ({ params }) => {
    const bytes = imageBytes(String(params.name));
    if (!bytes) return notFoundText('No such image.');
    return new HttpResponse(bytes, { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'max-age=3600' } });
  }),
];

export const miscHandlers = [
  misc.get('/dashboard/{dashboardName}', ({ request, query, response }) => {
    const locale = localeOf(request, query.get('locale'));
    const en = locale === 1033;
    const w = world();
    // Dashboard items with the platform's keys ([G:DashBoardUseCase]); a campaign item's id is the campaign ID.
    const campaignBanner = (id: number) => {
      const c = w.campaigns.find((x) => x.id === id);
      return c ? [{ id: String(id), type: 'campaign' as const, name: pick(c.name, locale), line1: '', image_url: c.imageUrl, url: `/campaign/${id}`, cat: null, start_date: c.startDate, end_date: c.expireDate }] : [];
    };
    return response(200).json([
      ...campaignBanner(CampaignId.tee),
      ...campaignBanner(CampaignId.khaoYaiDraw),
      { id: 'dash-findstore', type: 'link' as const, name: en ? 'Find a Saengchan Café near you' : 'ค้นหาแสงจันทร์ คาเฟ่ ใกล้คุณ', line1: en ? '30 branches across Thailand' : '30 สาขาทั่วประเทศ', image_url: imageUrl('store-siam'), url: '/findstore', cat: null, start_date: null, end_date: null },
      { id: 'dash-receipt', type: 'link' as const, name: en ? 'Upload a receipt for points' : 'อัปโหลดใบเสร็จรับคะแนน', line1: en ? 'Earn 1 point for every 25 baht.' : 'รับ 1 คะแนนทุกการใช้จ่าย 25 บาท', image_url: imageUrl('receipt-photo'), url: '/collectpoint', cat: null, start_date: null, end_date: null },
    ]);
  }),
  misc.get('/content/{listName}', ({ request, params, query, response }) => {
    const locale = localeOf(request, query.get('locale'));
    const en = locale === 1033;
    if (params.listName.startsWith('home_campaign')) {
      const w = world();
      // The campaigns of a list carry the platform's PascalCase campaign keys.
      const campaign = (id: number) => {
        const c = w.campaigns.find((x) => x.id === id);
        return c ? [{ ID: id, Name: pick(c.name, locale), FullImageUrl: c.imageUrl, PointPerUnit: c.pointPerUnit, CategoryID: c.categoryId, StartDate: c.startDate, ExpireDate: c.expireDate }] : [];
      };
      const list = (id: string, name: string, ids: number[]) => ({ id, type: 'list' as const, name, cat: null, start_date: null, end_date: null, subcampaigndetails: ids.flatMap(campaign) });
      return response(200).json([
        list('list-popular', en ? 'Popular this week' : 'ยอดนิยมประจำสัปดาห์', [CampaignId.icedThaiTea, CampaignId.americano, CampaignId.croissant, CampaignId.matcha]),
        list('list-shop', en ? 'Shop Saengchan Living' : 'ช้อปแสงจันทร์ ลิฟวิ่ง', [CampaignId.tee, CampaignId.tumbler, CampaignId.mug]),
      ]);
    }
    return response(200).json([
      { id: 'content-welcome', type: 'image' as const, name: en ? 'Welcome to Saengchan Rewards' : 'ยินดีต้อนรับสู่แสงจันทร์ รีวอร์ด', line1: en ? 'Earn 1 point for every 25 baht.' : 'รับ 1 คะแนนทุกการใช้จ่าย 25 บาท', image_url: imageUrl('welcome-point'), url: '/reward', cat: null, start_date: null, end_date: null },
      { id: 'content-drinks', type: 'category' as const, name: en ? 'Drinks' : 'เครื่องดื่ม', image_url: imageUrl('category-drinks'), url: `/reward/${CategoryId.drinks}`, cat: CategoryId.drinks, start_date: null, end_date: null },
      { id: 'content-receipt', type: 'link' as const, name: en ? 'Upload a receipt for points' : 'อัปโหลดใบเสร็จรับคะแนน', image_url: imageUrl('receipt-photo'), url: '/collectpoint', cat: null, start_date: null, end_date: null },
    ]);
  }),
];
