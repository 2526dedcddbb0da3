/**
 * Modules API, the catalogue side: campaigns, categories, favourites, redeem, history, receipts and
 * stores. Typed from openapi/modules.yaml with openapi-msw.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema/modules';
import { attempt, badRequest, formFields, jsonBody, localeOf, nowSeconds, page, pick } from '@/sandbox/services/common';
import { toCampaign, toRedeemResult } from '@/sandbox/services/modulesMappers';
import { bearer, ErrorId, requireMember, SandboxError, sessionOf } from '@/sandbox/world/auth';
import { imageUrl } from '@/sandbox/world/images';
import { idempotent, tranIdOf } from '@/sandbox/world/idempotency';
import { findRedemption, markUsed, redeemCampaign, setRedemptionAddress } from '@/sandbox/world/redeem';
import { mutate, nextSeq, world } from '@/sandbox/world/store';
import type { Member, PointEntry, Store } from '@/sandbox/world/types';

const http = createOpenApiHttp<paths>({ baseUrl: '*/sandbox/modules' });

function memberOf(request: Request): Member {
  const { member } = requireMember(request);
  const live = world().members[member.userId];
  if (!live) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'Your sign-in has expired. Please sign in again.');
  return live;
}

function optionalMember(request: Request): Member | undefined {
  const found = sessionOf(bearer(request));
  return found ? world().members[found.member.userId] : undefined;
}

const reasonOf: Record<PointEntry['type'], 'default activity' | 'admin adjust add' | 'admin deduct' | 'survey' | 'welcome point from register' | 'friend get friend' | 'rollback'> = {
  default: 'default activity',
  'adjust-add': 'admin adjust add',
  'adjust-deduct': 'admin deduct',
  'trace-welcome': 'welcome point from register',
  'trace-survey': 'survey',
  'trace-fgf': 'friend get friend',
  'trace-custom-info': 'default activity',
  'initial-add': 'default activity',
  rollback: 'rollback',
};

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return Math.round(6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a)) * 10) / 10;
}

function toStore(s: Store, locale: 1054 | 1033, distance: number | null) {
  return {
    id: String(s.id),
    name: pick(s.name, locale),
    name_en: s.name.en,
    address: pick(s.address, locale),
    contact_number: s.phone,
    latitude: s.latitude,
    longitude: s.longitude,
    distance,
    open_hours: s.openHours,
    image_url: s.imageUrl,
  };
}

export const modulesCatalogueHandlers = [
  http.get('/campaign', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const locale = localeOf(request, query.get('locale'));
      const member = optionalMember(request);
      const categoryId = query.get('categoryId');
      const all = w.campaigns.filter((c) => categoryId === null || c.categoryId === Number(categoryId));
      const items = page(all, query.get('skip'), query.get('top')).map((c) => toCampaign(w, c, locale, member));
      return response(200).json({ success: true, data: { items, total: all.length, skip: Number(query.get('skip')) || 0, top: Number(query.get('top')) || 20 } });
    }),
  ),
  http.get('/campaign/categories', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const locale = localeOf(request, query.get('locale'));
      const data = [...w.categories]
        .sort((a, b) => a.sort - b.sort)
        .map((k) => ({ categoryId: k.id, name: pick(k.name, locale), imageUrl: k.imageUrl, count: w.campaigns.filter((c) => c.categoryId === k.id).length }));
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/campaign/{campaignId}', ({ request, params, query, response }) =>
    attempt(() => {
      const w = world();
      const c = w.campaigns.find((x) => x.id === Number(params.campaignId));
      if (!c) throw new SandboxError(404, ErrorId.notFound, 'campaign_not_found', 'This campaign does not exist.');
      return response(200).json({ success: true, data: toCampaign(w, c, localeOf(request, query.get('locale')), optionalMember(request)) });
    }),
  ),
  http.post('/campaign/{campaignId}/redeem', async ({ request, params, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = await jsonBody(request);
      const result = idempotent(`${member.userId}:redeem:${params.campaignId}`, tranIdOf(request, body), () => {
        const r = redeemCampaign(member, Number(params.campaignId), { addressKey: body.address_key, address: body.address });
        return toRedeemResult(world(), r, member.locale, member);
      });
      return response(200).json({ success: true, data: result });
    }),
  ),
  http.post('/campaign/{campaignId}/favourite', ({ request, params, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const id = Number(params.campaignId);
      if (!world().campaigns.some((c) => c.id === id)) throw new SandboxError(404, ErrorId.notFound, 'campaign_not_found', 'This campaign does not exist.');
      mutate(() => {
        if (!member.favourites.includes(id)) member.favourites.unshift(id);
      });
      return response(200).json({ success: true });
    }),
  ),
  http.delete('/campaign/{campaignId}/favourite', ({ request, params, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const id = Number(params.campaignId);
      mutate(() => {
        member.favourites = member.favourites.filter((f) => f !== id);
      });
      return response(200).json({ success: true });
    }),
  ),
  http.get('/profile/me/favourites', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const member = memberOf(request);
      const all = member.favourites.map((id) => w.campaigns.find((c) => c.id === id)).filter((c) => c !== undefined);
      const items = page(all, query.get('skip'), query.get('top')).map((c) => toCampaign(w, c, member.locale, member));
      return response(200).json({ success: true, data: { items, total: all.length, skip: Number(query.get('skip')) || 0, top: Number(query.get('top')) || 20 } });
    }),
  ),
  http.post('/redeem/{redeemKey}/address', async ({ request, params, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = await jsonBody(request);
      if (!body.key && !body.address) throw badRequest('An address (key or address fields) is required.');
      const r = setRedemptionAddress(member, params.redeemKey, body.key);
      return response(200).json({ success: true, data: toRedeemResult(world(), r, member.locale, member) });
    }),
  ),
  http.post('/redeem/{redeemKey}/arrange', ({ request, params, response }) =>
    attempt(() => {
      const member = memberOf(request);
      findRedemption(member, params.redeemKey);
      const data = idempotent(`${member.userId}:arrange:${params.redeemKey}`, tranIdOf(request), () =>
        toRedeemResult(world(), markUsed(member, params.redeemKey), member.locale, member),
      );
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/profile/me/point_history', ({ request, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const type = query.get('type');
      if (type !== 'earn' && type !== 'used') throw badRequest('type must be earn or used.');
      const month = Number(query.get('month')) || undefined;
      const year = Number(query.get('year')) || undefined;
      const entries = member.pointHistory
        .filter((e) => e.kind === type)
        .filter((e) => {
          const d = new Date((e.date + 7 * 3600) * 1000);
          return (!month || d.getUTCMonth() + 1 === month) && (!year || d.getUTCFullYear() === year || d.getUTCFullYear() + 543 === year);
        })
        .sort((a, b) => b.date - a.date);
      const data = page(entries, query.get('skip'), query.get('top')).map((e) => ({
        id: e.id,
        points: e.points,
        timestamp: e.date,
        transactionType: e.type,
        reason: reasonOf[e.type],
        title: pick(e.title, member.locale),
        campaignId: null,
      }));
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/profile/me/point_expiring', ({ request, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const now = nowSeconds();
      const data = member.pointHistory
        .filter((e) => e.kind === 'expiring' && e.date > now)
        .sort((a, b) => a.date - b.date)
        .map((e) => ({ points: e.points, expireDate: e.date }));
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/profile/me/redeem_history', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const member = memberOf(request);
      const sorted = [...member.redemptions].sort((a, b) => b.redeemDate - a.redeemDate);
      const data = page(sorted, query.get('skip'), query.get('top')).map((r) => toRedeemResult(w, r, member.locale, member));
      return response(200).json({ success: true, data });
    }),
  ),
  http.post('/receipt/upload', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const f = await formFields(request);
      const spending = Number(f.spending);
      if (!f.store || !Number.isFinite(spending) || spending < 0) throw badRequest('store and spending are required.');
      if (!f.photo) throw badRequest('A receipt photo is required.');
      const receipt = idempotent(`${member.userId}:receipt`, tranIdOf(request, f), () => mutate((w) => {
        const store = w.stores.find((s) => String(s.id) === f.store || s.name.en === f.store || s.name.th === f.store);
        const r = {
          id: `rc-${nextSeq(w)}`,
          storeId: store?.id ?? 0,
          branch: f.branch || store?.name.en || f.store || '',
          spending,
          status: 'waiting' as const,
          points: 0,
          uploadDate: nowSeconds(),
          imageUrl: imageUrl('receipt-photo'),
        };
        member.receipts.unshift(r);
        return r;
      }));
      return response(200).json({
        success: true,
        data: { id: receipt.id, branch: receipt.branch, store: f.store, spending: receipt.spending, imageUrl: receipt.imageUrl, status: 'waiting confirm', points: null, uploadDate: receipt.uploadDate },
      });
    }),
  ),
  http.get('/receipt/history', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const member = memberOf(request);
      const data = page(member.receipts, query.get('skip'), query.get('top')).map((r) => {
        const store = w.stores.find((s) => s.id === r.storeId);
        return {
          id: r.id,
          branch: r.branch,
          store: store ? pick(store.name, member.locale) : r.branch,
          spending: r.spending,
          imageUrl: r.imageUrl,
          status: r.status === 'waiting' ? ('waiting confirm' as const) : r.status,
          points: r.status === 'approved' ? r.points : null,
          uploadDate: r.uploadDate,
          ...(r.remark ? { remark: pick(r.remark, member.locale) } : {}),
        };
      });
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/place', ({ request, query, response }) =>
    attempt(() => {
      const locale = localeOf(request);
      const keyword = (query.get('keyword') ?? '').trim().toLowerCase();
      const all = world().stores.filter(
        (s) => !keyword || [s.name.th, s.name.en, s.address.th, s.address.en].some((t) => t.toLowerCase().includes(keyword)),
      );
      const data = page(all, query.get('skip'), query.get('top')).map((s) => toStore(s, locale, null));
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/place/nearby', ({ request, query, response }) =>
    attempt(() => {
      const lat = Number(query.get('latitude'));
      const lng = Number(query.get('longitude'));
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw badRequest('latitude and longitude are required.');
      const max = Number(query.get('distance')) || 50;
      const locale = localeOf(request);
      const data = world()
        .stores.map((s) => ({ s, d: distanceKm(lat, lng, s.latitude, s.longitude) }))
        .filter((x) => x.d <= max)
        .sort((a, b) => a.d - b.d)
        .map((x) => toStore(x.s, locale, x.d));
      return response(200).json({ success: true, data });
    }),
  ),
];
