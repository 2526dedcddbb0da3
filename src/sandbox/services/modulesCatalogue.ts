/**
 * Modules API, the catalogue side: campaigns, categories, favourites, redeem, history, receipts and
 * stores. Typed from openapi/modules.yaml with openapi-msw.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema/modules';
import { attempt, badRequest, jsonBody, localeOf, nowSeconds, page, pick } from '@/sandbox/services/common';
import { toCampaign, toPurchase, toRedeemResult } from '@/sandbox/services/modulesMappers';
import { bearer, ErrorId, requireMember, SandboxError, sessionOf } from '@/sandbox/world/auth';
import { idempotent, tranIdOf } from '@/sandbox/world/idempotency';
import { receiptForm, toReceipt } from '@/sandbox/services/receiptForm';
import { resubmitReceipt, uploadReceipt } from '@/sandbox/world/receipts';
import { findRedemption, markUsed, redeemCampaign, setRedemptionAddress } from '@/sandbox/world/redeem';
import { mutate, world } from '@/sandbox/world/store';
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

/** The platform's favourite answer: -1 when the member keeps it (as the platform's iOS SDK reads it), and how many members do. */
function favouriteState(member: Member, campaignId: number) {
  return {
    Favourite: member.favourites.includes(campaignId) ? -1 : 0,
    PeopleFavourite: Object.values(world().members).filter((m) => m.favourites.includes(campaignId)).length,
  };
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

/** A branch as the platform's place search answers it (lower/snake case, location object). */
function toStore(s: Store, locale: 1054 | 1033, distance: number | null) {
  return {
    id: s.id,
    name: pick(s.name, locale),
    name_en: s.name.en,
    address: pick(s.address, locale),
    contact_number: s.phone,
    location: { latitude: s.latitude, longitude: s.longitude },
    distance,
    working_day: s.openHours,
    province_code: s.provinceCode,
    province_name: pick(s.provinceName, locale),
    image_url: s.imageUrl,
  };
}

export const modulesCatalogueHandlers = [
  http.get('/campaign', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const locale = localeOf(request, query.get('locale'));
      const member = optionalMember(request);
      const cat = query.get('cat');
      // Every named list (config) is the whole seeded catalogue here; cat narrows it to one category.
      const all = w.campaigns.filter((c) => cat === null || c.categoryId === Number(cat));
      return response(200).json(page(all, query.get('$skip'), query.get('top')).map((c) => toCampaign(w, c, locale, member)));
    }),
  ),
  http.get('/campaigncat/menu', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const locale = localeOf(request, query.get('locale'));
      const data = [...w.categories]
        .sort((a, b) => a.sort - b.sort)
        .map((k) => ({ id: k.id, name: pick(k.name, locale), image_url: k.imageUrl, count: w.campaigns.filter((c) => c.categoryId === k.id).length }));
      return response(200).json(data);
    }),
  ),
  http.get('/campaign/{campaignId}', ({ request, params, query, response }) =>
    attempt(() => {
      const w = world();
      const c = w.campaigns.find((x) => x.id === Number(params.campaignId));
      if (!c) throw new SandboxError(404, ErrorId.notFound, 'campaign_not_found', 'This campaign does not exist.');
      return response(200).json(toCampaign(w, c, localeOf(request, query.get('locale') ?? query.get('device_locale')), optionalMember(request)));
    }),
  ),
  http.post('/campaign/{campaignId}/redeem', async ({ request, params, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = await jsonBody(request);
      const tranId = tranIdOf(request, body);
      const result = idempotent(`${member.userId}:redeem:${params.campaignId}`, tranId, () => {
        const r = redeemCampaign(member, Number(params.campaignId), { addressKey: body.address_key, address: body.address, tranId });
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
      return response(200).json(favouriteState(member, id));
    }),
  ),
  http.delete('/campaign/{campaignId}/favourite', ({ request, params, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const id = Number(params.campaignId);
      mutate(() => {
        member.favourites = member.favourites.filter((f) => f !== id);
      });
      return response(200).json(favouriteState(member, id));
    }),
  ),
  http.get('/profile/me/favourite_campaign', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const member = memberOf(request);
      const locale = localeOf(request, query.get('locale'));
      const all = member.favourites.map((id) => w.campaigns.find((c) => c.id === id)).filter((c) => c !== undefined);
      return response(200).json(page(all, query.get('$skip'), query.get('top')).map((c) => toCampaign(w, c, locale, member)));
    }),
  ),
  http.post('/redeem/{redeemKey}/address', async ({ request, params, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const body = await jsonBody(request);
      if (!body.key && !body.address) throw badRequest('An address (key or address fields) is required.');
      const r = setRedemptionAddress(member, params.redeemKey, body);
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
  http.get('/log/points', ({ request, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const type = query.get('type');
      if (type !== 'earn' && type !== 'used') throw badRequest('type must be earn or used.');
      const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(query.get('month') ?? '');
      if (!month) throw badRequest('month is required as yyyy-MM.');
      const [year, mon] = [Number(month[1]), Number(month[2])];
      const lastRowKey = query.get('lastRowKey') ?? '0';
      const locale = localeOf(request, query.get('locale'));
      const top = Math.min(100, Math.max(1, Number(query.get('top')) || 20));
      const entries = member.pointHistory
        .filter((e) => e.kind === type)
        .filter((e) => {
          const d = new Date((e.date + 7 * 3600) * 1000);
          return d.getUTCMonth() + 1 === mon && d.getUTCFullYear() === year;
        })
        .sort((a, b) => b.date - a.date || a.id.localeCompare(b.id));
      const after = lastRowKey === '0' ? 0 : entries.findIndex((e) => e.id === lastRowKey) + 1;
      const data = entries.slice(after, after + top).map((e) => ({
        RowKey: e.id,
        UserId: member.userId,
        Points: type === 'used' ? -Math.abs(e.points) : Math.abs(e.points),
        Type: e.type,
        Reason: reasonOf[e.type],
        Timestamp: e.date,
        Message: pick(e.title, locale),
        Detail: '',
        CampaignName: null,
        CampaignId: null,
      }));
      return response(200).json(data);
    }),
  ),
  http.get('/profile/me/allexpiring_points', ({ request, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const now = nowSeconds();
      const expiring_points = member.pointHistory
        .filter((e) => e.kind === 'expiring' && e.date > now)
        .sort((a, b) => a.date - b.date)
        .map((e) => ({ points: e.points, time: e.date }));
      return response(200).json({ expiring_points });
    }),
  ),
  http.get('/redeem', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const member = memberOf(request);
      const locale = localeOf(request, query.get('locale'));
      const sorted = [...member.redemptions].sort((a, b) => b.redeemDate - a.redeemDate);
      return response(200).json(page(sorted, query.get('$skip'), query.get('top')).map((r) => toPurchase(w, r, locale)));
    }),
  ),
  http.get('/redeem/{redeemKey}', ({ request, params, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const r = findRedemption(member, params.redeemKey);
      return response(200).json(toPurchase(world(), r, localeOf(request, query.get('locale'))));
    }),
  ),
  http.post('/receipt/upload', async ({ request, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const input = await receiptForm(request, true);
      const receipt = uploadReceipt(member, input, nowSeconds());
      return response(200).json({ success: true, data: toReceipt(world(), receipt, member) });
    }),
  ),
  http.get('/receipt/history', ({ request, query, response }) =>
    attempt(() => {
      const w = world();
      const member = memberOf(request);
      const status = query.get('status');
      const wanted = status === 'waiting confirm' ? 'waiting' : status;
      const all = member.receipts.filter((r) => !wanted || r.status === wanted).sort((a, b) => b.uploadDate - a.uploadDate);
      const locale = localeOf(request, query.get('locale'));
      const data = page(all, query.get('skip'), query.get('top')).map((r) => toReceipt(w, r, member, locale));
      return response(200).json({ success: true, data });
    }),
  ),
  http.get('/receipt/{receiptId}', ({ request, params, query, response }) =>
    attempt(() => {
      const member = memberOf(request);
      const receipt = member.receipts.find((r) => r.id === params.receiptId);
      if (!receipt) throw new SandboxError(404, ErrorId.notFound, 'not_found', `No receipt ${params.receiptId}.`);
      return response(200).json({ success: true, data: toReceipt(world(), receipt, member, localeOf(request, query.get('locale'))) });
    }),
  ),
  http.post('/receipt/{receiptId}', async ({ request, params, response }) =>
    attempt(async () => {
      const member = memberOf(request);
      const input = await receiptForm(request, false);
      const receipt = resubmitReceipt(member, params.receiptId, input, nowSeconds());
      return response(200).json({ success: true, data: toReceipt(world(), receipt, member) });
    }),
  ),
  http.get('/place', ({ request, query, response }) =>
    attempt(() => {
      if (!query.get('agencyId')) throw badRequest('agencyId is required.');
      const locale = localeOf(request, query.get('device_locale'));
      const text = (query.get('q') ?? '').trim().toLowerCase();
      const center = query.get('center');
      const point = center ? center.split(',').map(Number) : undefined;
      if (point && (point.length !== 2 || !point.every(Number.isFinite))) throw badRequest('center must be "latitude,longitude".');
      const radius = Number(query.get('distance')) || 50;
      const found = world()
        .stores.filter((s) => !text || [s.name.th, s.name.en, s.address.th, s.address.en].some((t) => t.toLowerCase().includes(text)))
        .map((s) => ({ s, d: point ? distanceKm(point[0]!, point[1]!, s.latitude, s.longitude) : null }))
        .filter((x) => x.d === null || x.d <= radius)
        .sort((a, b) => (a.d ?? 0) - (b.d ?? 0));
      return response(200).json(page(found, 0, query.get('top')).map((x) => toStore(x.s, locale, x.d)));
    }),
  ),
];
