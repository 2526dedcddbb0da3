/**
 * One valid request per documented operation, for the contract test. A new operation in openapi/
 * without a sample here fails the test, so the sandbox and this table grow with the contract.
 */
import { encodeAuthorizeCode } from '@/sandbox/line/authorizeCode';
import { defaultLineUser, sandboxLineUsers } from '@/sandbox/line/lineUsers';
import { mintAccessToken, mintIdToken, SANDBOX_LINE_CHANNEL_ID } from '@/sandbox/line/platform';
import { CampaignId } from '@/sandbox/world/catalogue';
import { GUEST_UUID, NEW_MOBILE } from '@/sandbox/world/accounts';
import { SANDBOX_APP_ID } from '@/sandbox/services/modulesMappers';

export const BASE = 'http://localhost/sandbox';

export interface SampleRequest {
  /** Path under the service base, with the query string. */
  path: string;
  body?: unknown;
  form?: Record<string, string | Blob>;
  /** Who is signed in (Bearer token). */
  auth?: 'somchai' | 'malee';
  headers?: Record<string, string>;
  /** Expected status. @default 200 */
  status?: number;
}

export interface SampleContext {
  /** Signs in and returns the session token (and JWT). */
  login(who: 'somchai' | 'malee'): Promise<{ token: string; jwt: string }>;
  /** Requests an OTP through the API and reads the code from the control endpoint. */
  otp(contact: string, channel: string): Promise<{ refcode: string; code: string }>;
  /** Calls any sandbox URL. */
  call(path: string, init?: RequestInit): Promise<Response>;
}

export type Sample = (ctx: SampleContext) => SampleRequest | Promise<SampleRequest>;

const app_id = SANDBOX_APP_ID;

/** The current Bangkok month as yyyy-MM (the point log's month parameter). */
function thisMonth(): string {
  const local = new Date(Date.now() + 7 * 3_600_000);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return Buffer.from(digest).toString('base64url');
}


/** A LINE access token of the sandbox's default LINE user. */
function lineAuth(): Record<string, string> {
  return { authorization: `Bearer ${mintAccessToken('U4af4980629f5f1b8a2b7c3d9e8f70011', SANDBOX_LINE_CHANNEL_ID)}` };
}

/** A fresh share-picker one-time token. */
async function ott(ctx: SampleContext): Promise<string> {
  const res = await ctx.call('/line-api/liff/v2/apps/1650000000-devliffid/ott', { headers: lineAuth() });
  return ((await res.json()) as { ott: string }).ott;
}

const SUB_VERIFIER = 'v'.repeat(43);

/** A fresh sub-window session: its msit and the mst the sub-window gets for it. */
async function subWindow(ctx: SampleContext): Promise<{ msit: string; mst: string }> {
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx.call(`/line-api/liff/v2/subwindow/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) => r.json());
  const { msit } = (await json('msit', { mainLiffId: '1650000000-devliffid', subLiffId: '1650000000-devliffid', mstChallenge: await s256(SUB_VERIFIER), appData: {} }, lineAuth())) as { msit: string };
  const { mst } = (await json('mst', { msit, mstVerifier: SUB_VERIFIER })) as { mst: string };
  return { msit, mst };
}

const address = {
  app_id,
  addressname: 'คอนโด',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  contact_number: '0812345678',
  address: '99/9 คอนโดลุมพินี',
  subdistrict_code: '100704',
  subdistrict_name: 'ลุมพินี',
  district_code: '1007',
  district_name: 'ปทุมวัน',
  province_code: '10',
  province_name: 'กรุงเทพมหานคร',
  zipcode: '10330',
  isdefault: false,
};

export const samples: Record<string, Sample> = {
  // blob
  getConsentVersions: () => ({ path: `/pdpaconsent/${app_id}/version` }),
  getPolicyText: () => ({ path: `/pdpaconsent/${app_id}/terms/1/th.txt` }),
  getCookieContent: () => ({ path: `/pdpaconsent/${app_id}/cookie/1/en.json` }),
  getMapText: () => ({ path: '/webconfig/maptext/pointsmember/en_1033.json' }),
  // cart
  getCartCount: () => ({ path: '/cart/count?countQuantity=true', auth: 'somchai' }),
  getCartSummary: () => ({ path: '/cart/list_summary', auth: 'somchai' }),
  addToCart: () => ({ path: '/cart/adds', auth: 'somchai', body: { items: [{ campaignId: CampaignId.mug, Quantity: 1, color: 'celadon', size: 'regular' }] } }),
  deleteCartItem: () => ({ path: '/cart/delete_item', auth: 'somchai', body: { key: 'cart-1' } }),
  clearCart: () => ({ path: '/cart/clear_all', auth: 'somchai' }),
  getLocationInfo: () => ({ path: `/cart/userinfo?app_id=${app_id}&latitude=13.745&longitude=100.534` }),
  // LINE platform (fake, src/sandbox/line)
  lineAuthorize: async () => ({
    path: `/oauth2/v2.1/authorize?response_type=code&client_id=${SANDBOX_LINE_CHANNEL_ID}&redirect_uri=${encodeURIComponent('http://localhost/linelogin')}&state=st4te&scope=profile%20openid&nonce=n0nce&code_challenge=${await s256('v'.repeat(43))}&code_challenge_method=S256&auto=U4af4980629f5f1b8a2b7c3d9e8f70011`,
    status: 302,
  }),
  lineIssueToken: async () => {
    const verifier = 'v'.repeat(43);
    const code = encodeAuthorizeCode({
      sub: 'U4af4980629f5f1b8a2b7c3d9e8f70011',
      nonce: 'n0nce',
      code_challenge: await s256(verifier),
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost/linelogin',
      client_id: SANDBOX_LINE_CHANNEL_ID,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    return {
      path: '/oauth2/v2.1/token',
      form: { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost/linelogin', client_id: SANDBOX_LINE_CHANNEL_ID, code_verifier: verifier },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  },
  lineGetCerts: () => ({ path: '/oauth2/v2.1/certs' }),
  lineVerifyAccessToken: () => ({ path: `/oauth2/v2.1/verify?access_token=${mintAccessToken('U4af4980629f5f1b8a2b7c3d9e8f70011', SANDBOX_LINE_CHANNEL_ID)}` }),
  lineGetProfile: () => ({ path: '/v2/profile', headers: { authorization: `Bearer ${mintAccessToken('U4af4980629f5f1b8a2b7c3d9e8f70011', SANDBOX_LINE_CHANNEL_ID)}` } }),
  lineShareMessages: () => ({ path: '/message/v3/share', body: { messages: [{ type: 'text', text: 'Your code: SC-1' }] }, headers: lineAuth() }),
  lineGetOneTimeToken: () => ({ path: '/liff/v2/apps/1650000000-devliffid/ott', headers: lineAuth() }),
  lineGetShareResult: async (ctx) => ({ path: `/liff/v2/apps/1650000000-devliffid/shareTargetPicker/result?ott=${await ott(ctx)}` }),
  lineCancelShare: async (ctx) => ({
    path: '/liff/v2/apps/1650000000-devliffid/shareTargetPicker/result',
    form: { ott: await ott(ctx), result: 'CANCEL' },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  lineGetUnauthorizedPermissions: () => ({ path: '/liff/v2/apps/1650000000-devliffid/unauthorizedPermissions', headers: lineAuth() }),
  lineIssueSubWindowTicket: async () => ({ path: '/liff/v2/subwindow/msit', headers: lineAuth(), body: { mainLiffId: '1650000000-devliffid', subLiffId: '1650000000-devliffid', mstChallenge: await s256(SUB_VERIFIER), appData: { permission: 'profile' } } }),
  lineIssueSubWindowToken: async (ctx) => ({ path: '/liff/v2/subwindow/mst', body: { msit: (await subWindow(ctx)).msit, mstVerifier: SUB_VERIFIER } }),
  lineWaitSubWindowResult: async (ctx) => ({ path: '/liff/v2/subwindow/waitResult', body: { msit: (await subWindow(ctx)).msit, mstChallenge: await s256(SUB_VERIFIER) } }),
  lineSendSubWindowResult: async (ctx) => ({ path: '/liff/v2/subwindow/result', body: { mst: (await subWindow(ctx)).mst, status: 'submit', result: { permissions: ['profile'] } } }),
  lineGetSubWindowAppData: async (ctx) => ({ path: '/liff/v2/subwindow/appData', body: { mst: (await subWindow(ctx)).mst } }),
  lineGetFriendshipStatus: () => ({ path: '/friendship/v1/status', headers: { authorization: `Bearer ${mintAccessToken('U4af4980629f5f1b8a2b7c3d9e8f70011', SANDBOX_LINE_CHANNEL_ID)}` } }),
  // misc
  getContentList: () => ({ path: '/content/home_campaign?locale=1054' }),
  getDashboard: () => ({ path: '/dashboard/home_dashboard?locale=1033' }),
  // modules: auth
  passwordLogin: () => ({ path: '/auth/bzbs_login', body: { username: 'somchai', password: 'Passw0rd!', app_id, uuid: 'contract-test', os: 'web', platform: 'web', locale: 1054 } }),
  otpLogin: async (ctx) => {
    const { refcode, code } = await ctx.otp('0812345678', 'login');
    return { path: '/auth/bzbs_authen', body: { contact_number: '0812345678', otp: code, refcode, app_id } };
  },
  deviceLogin: () => ({ path: '/auth/device_login', body: { app_id, uuid: 'device-contract-1', os: 'Android 14', platform: 'web', mac_address: '02:00:00:00:00:00' } }),
  deviceResume: () => ({ path: '/auth/device_resume', body: { app_id, uuid: GUEST_UUID, os: 'iOS 17.5', platform: 'web', mac_address: '02:00:00:00:00:00' } }),
  lineLogin: async () => ({ path: '/auth/line_login', body: { app_id, id_token: await mintIdToken({ user: defaultLineUser, audience: SANDBOX_LINE_CHANNEL_ID }) } }),
  logout: async (ctx) => ({ path: '/auth/logout', auth: 'somchai', body: { jwt: (await ctx.login('somchai')).jwt, uuid: 'device-1' } }),
  requestOtp: () => ({ path: '/auth/otp', body: { contact_number: NEW_MOBILE, app_id, channel: 'register', option: 'sms' } }),
  verifyOtp: async (ctx) => {
    const { refcode, code } = await ctx.otp(NEW_MOBILE, 'register');
    return { path: '/auth/verify', body: { contact_number: NEW_MOBILE, app_id, channel: 'register', option: 'sms', otp: code, refcode } };
  },
  register: () => ({
    path: '/auth/register',
    form: { app_id, firstname: 'Napat', lastname: 'Wongsa', contact_number: NEW_MOBILE, email: 'napat@example.com', gender: 'male', birthdate: '631152000', termandcondition: '1', dataprivacy: '1', consentage: '20', marketingOption: '0', locale: '1054' },
  }),
  lineRegister: async () => ({
    path: '/line/register',
    form: {
      app_id,
      firstname: 'Napat',
      lastname: 'Wongsa',
      contact_number: NEW_MOBILE,
      termandcondition: '1',
      dataprivacy: '1',
      consentage: '20',
      id_token: await mintIdToken({ user: sandboxLineUsers[1]!, audience: SANDBOX_LINE_CHANNEL_ID }),
    },
  }),
  // modules: campaigns
  getCampaigns: () => ({ path: '/campaign?byConfig=true&config=campaign&cat=101&$skip=0&top=20&locale=1033' }),
  getCampaign: () => ({ path: `/campaign/${CampaignId.khaoYaiDraw}?locale=1054&device_locale=1054`, auth: 'somchai' }),
  getCampaignCategories: () => ({ path: '/campaigncat/menu?byConfig=true&config=campaign&locale=1054' }),
  processPointCodes: () => ({ path: '/coupon/process', auth: 'somchai', body: { codes: ['PTS-2024-EF34GH', 'NOT-A-CODE-1'], app_id, tranId: 'contract-codes-1' } }),
  redeemCampaign: () => ({ path: `/campaign/${CampaignId.americano}/redeem`, auth: 'somchai', body: { sp_points: 120 } }),
  addFavourite: () => ({ path: `/campaign/${CampaignId.matcha}/favourite`, auth: 'somchai' }),
  removeFavourite: () => ({ path: `/campaign/${CampaignId.croissant}/favourite`, auth: 'somchai' }),
  getFavourites: () => ({ path: '/profile/me/favourite_campaign?$skip=0&top=20&locale=1054', auth: 'somchai' }),
  setRedeemAddress: () => ({ path: '/redeem/rk-somchai-tumbler/address', auth: 'somchai', body: { ...address, key: 'addr-somchai-home' } }),
  markRedeemUsed: () => ({ path: '/redeem/rk-somchai-voucher/arrange', auth: 'somchai' }),
  // modules: consent
  getConsent: () => ({ path: '/consent', auth: 'somchai' }),
  saveConsent: () => ({ path: '/consent', auth: 'malee', body: { termandcondition: 1, dataprivacy: 1, marketingOption: { marketingOption: 1, email: 1, sms: 0, notification: 0, line: 1 }, age: 20 } }),
  saveMarketingSetting: () => ({ path: '/consent/marketingmessage_setting', auth: 'malee', body: { mktoption_email: 1, mktoption_sms: 0, mktoption_notification: 0, mktoption_line: 1, mktoption_ussd: 0 } }),
  // modules: geography and stores
  lookupPostcode: () => ({ path: '/main/postcode?zip_code=10330' }),
  getProvinces: () => ({ path: '/main/province' }),
  getDistricts: () => ({ path: '/main/district?province_code=10' }),
  getSubdistricts: () => ({ path: '/main/subdistrict?district_code=1033' }),
  getStores: () => ({ path: '/place?agencyId=dev-agency&center=13.7563,100.5018&distance=20&device_locale=1033&top=20' }),
  // modules: profile
  getProfilePicture: () => ({ path: '/profile/U100245/picture?type=large&time=2026112105' }),
  getProfile: () => ({ path: '/profile/me', auth: 'somchai' }),
  updateProfile: () => ({ path: '/profile/me', auth: 'malee', form: { firstname: 'Malee', lastname: 'Srisuk', gender: 'female', birthdate: '846892800', email: 'malee.s@example.com', notification: 'true', locale: '1033', passport: 'AA1234567', driverlicense: '12345678', extendjsonstring: '{"shoeSize":38}' } }),
  getUpdatedPoints: () => ({ path: '/profile/me/updated_points', auth: 'somchai' }),
  updateShipping: () => ({
    path: '/profile/me/shipping',
    auth: 'malee',
    body: { shipping_firstname: 'Malee', shipping_lastname: 'Srisuk', shipping_contact_number: '0898765432', shipping_address: '48 Thalang Road', shipping_zipcode: '83000', shipping_province_code: '83', shipping_province_name: 'ภูเก็ต', shipping_district_code: '8301', shipping_district_name: 'เมืองภูเก็ต', shipping_subdistrict_code: '830101', shipping_subdistrict_name: 'ตลาดใหญ่' },
  }),
  changeWifiUsername: () => ({ path: '/profile/me/change_username_wifi', auth: 'somchai', body: { current: 'somchai_wifi', change: 'somchai_home' } }),
  changeWifiCredentials: () => ({ path: '/truewifi', auth: 'somchai', body: { username: 'somchai_cafe', password: 'Moon_light9', confirm_password: 'Moon_light9' } }),
  changeContactNumber: async (ctx) => {
    const { refcode, code } = await ctx.otp('0822222222', 'contact');
    return { path: '/profile/me/contact_number', auth: 'malee', body: { contact_number: '0822222222', refcode, otp: code } };
  },
  updateProfileLocale: () => ({ path: '/profile/me/locale', auth: 'malee', body: { locale: 1054 } }),
  getBadges: () => ({ path: '/profile/me/badges', auth: 'somchai' }),
  getUserLevels: () => ({ path: '/userlevel?locale=1033' }),
  // modules: addresses
  getAddresses: () => ({ path: '/profile/me/addresses', auth: 'somchai' }),
  saveAddress: () => ({ path: '/profile/me/address', auth: 'somchai', body: address }),
  deleteAddress: () => ({ path: `/profile/me/address?app_id=${app_id}&key=addr-somchai-office`, auth: 'somchai' }),
  getTaxAddresses: () => ({ path: '/profile/me/taxes?type=invoice', auth: 'somchai' }),
  saveTaxAddress: () => ({
    path: '/profile/me/tax',
    auth: 'somchai',
    body: { ...address, persontype: 'company', companyname: 'บริษัท ใจดี ดีไซน์ สตูดิโอ จำกัด', taxid: '0105561234567', email: 'account@jaideedesign.co.th', istax: true, isdefaulttax: false },
  }),
  deleteTaxAddress: () => ({ path: `/profile/me/tax?app_id=${app_id}&key=tax-somchai-company`, auth: 'somchai' }),
  // modules: history and receipts
  getPointHistory: () => ({ path: `/log/points?type=earn&month=${thisMonth()}&lastRowKey=0&top=20`, auth: 'somchai' }),
  getExpiringPoints: () => ({ path: '/profile/me/allexpiring_points', auth: 'somchai' }),
  getRedeemHistory: () => ({ path: '/redeem?byConfig=true&config=purchase&$skip=0&top=20', auth: 'somchai' }),
  getRedeemItem: () => ({ path: '/redeem/rk-somchai-matcha?locale=1033', auth: 'somchai' }),
  getReceipts: () => ({ path: '/receipt/history?status=reject&skip=0&top=20', auth: 'somchai' }),
  getReceipt: () => ({ path: '/receipt/rc-3', auth: 'somchai' }),
  uploadReceipt: () => ({
    path: '/receipt/upload',
    auth: 'somchai',
    form: { store: '201', branch: 'Siam Square', spending: '245', app_id, tranId: 'contract-upload-1', photo: new Blob(['receipt'], { type: 'image/jpeg' }) },
  }),
  resubmitReceipt: () => ({
    path: '/receipt/rc-3',
    auth: 'somchai',
    form: { store: '202', branch: 'Ari', spending: '180', app_id, tranId: 'contract-resubmit-1' },
  }),
  // web API
  getAppSettings: () => ({ path: '/api/setting' }),
  storeSetting: () => ({ path: '/setting', body: { data: { returnTo: '/campaign/1003' } } }),
  getStoredSetting: async (ctx) => {
    const res = await ctx.call('/webapi/setting', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { returnTo: '/reward' } }) });
    const key = ((await res.json()) as { data: { key: string } }).data.key;
    return { path: `/setting/${key}` };
  },
  createSession: () => ({ path: '/session', auth: 'somchai', body: { user: { userId: 'U100245' }, profile: { firstName: 'สมชาย' }, point: 2450 } }),
  getSession: () => ({ path: '/session', auth: 'somchai' }),
  deleteSession: () => ({ path: '/session', auth: 'somchai' }),
  directLogin: async (ctx) => ({ path: '/dev/api/direct-login', body: { token: (await ctx.login('somchai')).token, isLineLogin: false } }),
};
