// @vitest-environment node
/**
 * The seeded world through the API: documented accounts, OTP rules, redeem checks, reset, and state
 * that survives a simulated reload (the same persistence loaded again).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNodeSandbox } from '@/sandbox/node';
import { CampaignId } from '@/sandbox/world/catalogue';
import { GUEST_UUID, NEW_MOBILE, sandboxAccounts } from '@/sandbox/world/accounts';
import { configureWorld, memoryPersistence, resetWorld, world } from '@/sandbox/world/store';
import { purchaseStateOf, type WirePurchase } from '@/api/adapters/redeem';

const BASE = 'http://localhost/sandbox';

async function post<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function get<T = Record<string, unknown>>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: { id: number; code: string; message: string };
}

async function login(username: string, password = 'Passw0rd!'): Promise<string> {
  const { body } = await post<Envelope<{ token: string }>>('/modules/auth/bzbs_login', { username, password, app_id: 'a' });
  return body.data.token;
}

async function requestOtp(contact: string, channel = 'login') {
  return post<Envelope<{ refcode: string; expireinseconds: number }>>('/modules/auth/otp', { contact_number: contact, app_id: 'a', channel, option: 'sms' });
}

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server = startNodeSandbox();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  configureWorld(undefined);
  resetWorld();
});

describe('documented accounts', () => {
  it('somchai and malee sign in with their passwords; a wrong password is refused', async () => {
    for (const a of sandboxAccounts.filter((x) => x.username)) {
      const { status, body } = await post<Envelope<{ userId: string; contactNumber: string }>>('/modules/auth/bzbs_login', { username: a.username, password: a.password, app_id: 'a' });
      expect(status).toBe(200);
      expect(body.data.contactNumber).toBe(a.contactNumber);
    }
    const wrong = await post<Envelope<never>>('/modules/auth/bzbs_login', { username: 'somchai', password: 'nope', app_id: 'a' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.success).toBe(false);
  });

  it('somchai has points and history of every kind; malee is English with few points', async () => {
    const s = await login('somchai');
    const profile = await get<Envelope<{ updated_points: number; locale: number }>>('/modules/profile/me', s);
    expect(profile.body.data).toMatchObject({ updated_points: 2450, locale: 1054 });
    const local = new Date(Date.now() + 7 * 3_600_000);
    const month = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
    const earn = await get<unknown[]>(`/modules/log/points?type=earn&month=${month}`, s);
    const used = await get<unknown[]>(`/modules/log/points?type=used&month=${month}`, s);
    const expiring = await get<{ expiring_points: unknown[] }>('/modules/profile/me/allexpiring_points', s);
    expect(earn.body.length).toBeGreaterThan(3);
    expect(used.body.length).toBeGreaterThan(1);
    expect(expiring.body.expiring_points.length).toBeGreaterThan(0);
    // The platform's purchases carry flags; the adapter computes the state as the platform's SDKs do.
    const history = await get<WirePurchase[]>('/modules/redeem?byConfig=true&config=purchase&top=50', s);
    expect(new Set(history.body.map(purchaseStateOf))).toEqual(
      new Set(['viewCode', 'codeExpired', 'inDelivery', 'shipped', 'drawPending', 'drawWinner', 'drawNotWinner']),
    );
    const m = await login('malee');
    const malee = await get<Envelope<{ updated_points: number; locale: number }>>('/modules/profile/me', m);
    expect(malee.body.data).toMatchObject({ updated_points: 80, locale: 1033 });
  });

  it('the guest device resumes; an unknown device gets a new guest', async () => {
    const resumed = await post<Envelope<{ uuid: string; userId: string }>>('/modules/auth/device_resume', { app_id: 'a', uuid: GUEST_UUID });
    expect(resumed.body.data.uuid).toBe(GUEST_UUID);
    const unknown = await post<Envelope<never>>('/modules/auth/device_resume', { app_id: 'a', uuid: 'never-seen' });
    expect(unknown.status).toBe(404);
    const fresh = await post<Envelope<{ uuid: string }>>('/modules/auth/device_login', { app_id: 'a', uuid: 'new-device-1' });
    expect(fresh.body.data.uuid).toBe('new-device-1');
  });

  it('the catalogue has every kind and state that changes the UI', () => {
    const w = world();
    const kinds = new Set(w.campaigns.map((c) => c.type));
    for (const k of [0, 1, 2, 3, 8, 20, 22]) expect(kinds.has(k as never), `kind ${k}`).toBe(true);
    const now = Date.now() / 1000;
    expect(w.campaigns.some((c) => c.sold >= c.quantity)).toBe(true);
    expect(w.campaigns.some((c) => c.expireDate < now)).toBe(true);
    expect(w.campaigns.some((c) => c.pointPerUnit > 2450)).toBe(true);
    expect(w.categories.every((c) => c.imageUrl.endsWith('.webp'))).toBe(true);
  });
});

describe('OTP', () => {
  it('a requested code is visible at /sandbox/__control/last-otp and verifies once', async () => {
    const { body } = await requestOtp(NEW_MOBILE, 'register');
    expect(body.data.expireinseconds).toBe(60);
    const last = await get<{ contact: string; code: string; refcode: string }>('/__control/last-otp');
    expect(last.body).toMatchObject({ contact: NEW_MOBILE, refcode: body.data.refcode });
    expect(last.body.code).toMatch(/^\d{6}$/);
    const verify = (otp: string) => post<Envelope<unknown>>('/modules/auth/verify', { contact_number: NEW_MOBILE, app_id: 'a', channel: 'register', option: 'sms', otp, refcode: body.data.refcode });
    const wrong = await verify(last.body.code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ id: 2091, code: 'mobile_wrong' });
    expect((await verify(last.body.code)).status).toBe(200);
    expect((await verify(last.body.code)).body.error?.id).toBe(2091);
  });

  it('an expired code is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { body } = await requestOtp('0812345678');
    const { code } = world().lastOtp ?? { code: '' };
    vi.setSystemTime(Date.now() + 61_000);
    const res = await post<Envelope<never>>('/modules/auth/bzbs_authen', { contact_number: '0812345678', otp: code, refcode: body.data.refcode });
    expect(res.body.error?.id).toBe(2092);
  });

  it('allows three requests in five minutes, then mobile_wait until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 3; i++) expect((await requestOtp('0812345678')).status).toBe(200);
    const fourth = await requestOtp('0812345678');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error?.code).toBe('mobile_wait');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await requestOtp('0812345678')).status).toBe(200);
  });

  it('registration refuses a registered number (mobile_dup); the new number signs up and gets welcome points', async () => {
    const dup = await requestOtp('0812345678', 'register');
    expect(dup.body.error?.code).toBe('mobile_dup');
    const form = new FormData();
    for (const [k, v] of Object.entries({ app_id: 'a', firstname: 'Napat', lastname: 'Wongsa', contact_number: NEW_MOBILE, termandcondition: '1', dataprivacy: '1', consentage: '20' })) form.append(k, v);
    const res = await fetch(`${BASE}/modules/auth/register`, { method: 'POST', body: form });
    const body = (await res.json()) as Envelope<{ welcome_point: number; contactNumber: string }>;
    expect(body.data).toMatchObject({ welcome_point: 100, contactNumber: NEW_MOBILE });
  });

  it('OTP sign-in works for a member and tells an unregistered number to sign up', async () => {
    const r = await requestOtp('0898765432');
    const ok = await post<Envelope<{ userId: string }>>('/modules/auth/bzbs_authen', { contact_number: '0898765432', otp: world().lastOtp?.code, refcode: r.body.data.refcode });
    expect(ok.body.data.userId).toBe('U100318');
    const n = await requestOtp(NEW_MOBILE);
    const unknown = await post<Envelope<never>>('/modules/auth/bzbs_authen', { contact_number: NEW_MOBILE, otp: world().lastOtp?.code, refcode: n.body.data.refcode });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_registered');
  });
});

describe('redeem', () => {
  it('deducts points and answers a serial; the checks match the redeem-button states', async () => {
    const s = await login('somchai');
    const ok = await post<Envelope<{ serial: string; updated_points: number }>>(`/modules/campaign/${CampaignId.americano}/redeem`, {}, s);
    expect(ok.body.data.updated_points).toBe(2450 - 120);
    expect(ok.body.data.serial).not.toBe('');
    const code = async (id: number) => (await post<Envelope<never>>(`/modules/campaign/${id}/redeem`, {}, s)).body.error?.code;
    expect(await code(CampaignId.songkranTote)).toBe('sold_out');
    expect(await code(CampaignId.coconutCake)).toBe('campaign_expired');
    expect(await code(CampaignId.pourOver)).toBe('not_enough_point');
    expect(await code(CampaignId.birthdayDrink)).toBe('max_per_person');
  });

  it('marks a code as used', async () => {
    const s = await login('somchai');
    const res = await post<Envelope<{ isUsed: boolean }>>('/modules/redeem/rk-somchai-voucher/arrange', {}, s);
    expect(res.body.data.isUsed).toBe(true);
  });
});

describe('geography (thai-address-universal)', () => {
  it('looks up a postcode with Thai and English names and codes', async () => {
    const res = await get<Envelope<{ provinces: Array<{ name_en: string; code: string }>; subdistricts: Array<{ name_th: string; name_en: string }> }>>('/modules/main/postcode?zip_code=10330');
    expect(res.body.data.provinces).toEqual([{ code: '10', name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' }]);
    expect(res.body.data.subdistricts.map((s) => s.name_en)).toContain('Rong Mueang');
  });

  it('names every level in English for locale 1033: no Thai script, official names (10230, 10500, 10900)', async () => {
    type Named = { name_th: string; name_en: string };
    const thai = /[\u0E00-\u0E7F]/;
    for (const zip of ['10110', '10230', '10330', '10400', '10500', '10900', '50200', '83000']) {
      const res = await get<Envelope<{ provinces: Named[]; districts: Named[]; subdistricts: Named[] }>>(`/modules/main/postcode?zip_code=${zip}`);
      const all = [...res.body.data.provinces, ...res.body.data.districts, ...res.body.data.subdistricts];
      expect(all.length).toBeGreaterThan(2);
      for (const item of all) expect(item.name_en, `${zip} ${item.name_th}`).not.toMatch(thai);
    }
    const lat = await get<Envelope<{ districts: Named[]; subdistricts: Named[] }>>('/modules/main/postcode?zip_code=10230');
    const en = (items: Named[]) => Object.fromEntries(items.map((i) => [i.name_th, i.name_en]));
    expect(en(lat.body.data.subdistricts)).toMatchObject({
      คันนายาว: 'Khan Na Yao', ลาดพร้าว: 'Lat Phrao', จรเข้บัว: 'Chorakhe Bua', คลองกุ่ม: 'Khlong Kum', นวลจันทร์: 'Nuan Chan',
    });
    expect(en(lat.body.data.districts)).toMatchObject({ ลาดพร้าว: 'Lat Phrao', บึงกุ่ม: 'Bueng Kum' });
    const silom = await get<Envelope<{ subdistricts: Named[] }>>('/modules/main/postcode?zip_code=10500');
    expect(en(silom.body.data.subdistricts)).toMatchObject({ สีลม: 'Si Lom', สี่พระยา: 'Si Phraya', สุริยวงศ์: 'Suriyawong' });
    const sathon = await get<Envelope<{ districts: Named[] }>>('/modules/main/postcode?zip_code=10120');
    expect(en(sathon.body.data.districts)).toMatchObject({ สาทร: 'Sathon' });
  });

  it('answers empty lists for an unknown zipcode and 77 provinces', async () => {
    const res = await get<Envelope<{ provinces: unknown[] }>>('/modules/main/postcode?zip_code=99999');
    expect(res.body.data.provinces).toEqual([]);
    const all = await get<Envelope<unknown[]>>('/modules/main/province');
    expect(all.body.data).toHaveLength(77);
  });
});

describe('reset and reload', () => {
  it('POST /sandbox/__control/reset and resetWorld() return to the seed', async () => {
    const s = await login('somchai');
    await post(`/modules/campaign/${CampaignId.americano}/redeem`, {}, s);
    expect(world().members.U100245?.points).toBe(2330);
    await post('/__control/reset', {});
    expect(world().members.U100245?.points).toBe(2450);
    expect(world().sessions).toEqual({});
    await post(`/modules/campaign/${CampaignId.americano}/redeem`, {}, await login('somchai'));
    resetWorld();
    expect(world().members.U100245?.points).toBe(2450);
  });

  it('state and sessions survive a simulated reload from the same storage', async () => {
    const storage = memoryPersistence();
    configureWorld(storage);
    const s = await login('somchai');
    const added = await post<{ Favourite: number; PeopleFavourite: number }>(`/modules/campaign/${CampaignId.matcha}/favourite`, {}, s);
    expect(added.body).toEqual({ Favourite: -1, PeopleFavourite: expect.any(Number) });
    expect(added.body.PeopleFavourite).toBeGreaterThan(0);
    await post(`/modules/campaign/${CampaignId.americano}/redeem`, {}, s);
    configureWorld(memoryPersistence());
    expect(world().members.U100245?.points).toBe(2450);
    configureWorld(storage);
    expect(world().members.U100245?.points).toBe(2330);
    const favourites = await get<Array<{ ID: number }>>('/modules/profile/me/favourite_campaign', s);
    expect(favourites.status).toBe(200);
    expect(favourites.body.map((i) => i.ID)).toContain(CampaignId.matcha);
  });

  it('a stale or corrupt save is replaced by a fresh seed', () => {
    const storage = memoryPersistence();
    storage.save('{ not json');
    configureWorld(storage);
    expect(world().members.U100245?.points).toBe(2450);
    storage.save(JSON.stringify({ ...world(), version: -1, seq: 5 }));
    configureWorld(storage);
    expect(world().seq).not.toBe(5);
  });
});

describe('places (the platform GET /place)', () => {
  it('needs the agency id; with center and distance answers the branches within it, nearest first', async () => {
    expect((await get('/modules/place?top=5')).status).toBe(400);
    const near = await get<Array<{ distance: number | null; location: { latitude: number } }>>('/modules/place?agencyId=dev-agency&center=13.7563,100.5018&distance=15&top=100');
    expect(near.status).toBe(200);
    expect(near.body.length).toBeGreaterThan(0);
    const distances = near.body.map((p) => p.distance ?? Infinity);
    expect(distances.every((d) => d <= 15)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const all = await get<unknown[]>('/modules/place?agencyId=dev-agency&top=100');
    expect(all.body.length).toBeGreaterThan(near.body.length);
  });
});
