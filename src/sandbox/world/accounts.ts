/**
 * Documented sandbox accounts (README "Sandbox accounts"). Every state a sign-in flow can meet:
 * a registered member with points and history, a second member in English with few points, a mobile
 * number that is not registered yet (OTP and registration), and a returning guest device.
 */
import { CampaignId, seedCampaigns } from '@/sandbox/world/catalogue';
import { imageUrl } from '@/sandbox/world/images';
import { expiringLots, yearOfPointHistory } from '@/sandbox/world/pointLog';
import type { Consent, Member } from '@/sandbox/world/types';

/** The accounts a tester can use; printed by `npm run sandbox` and listed in the dev panel. */
export const sandboxAccounts = [
  {
    id: 'somchai',
    label: 'Registered member, Thai, 2,450 points, full history',
    labelTh: 'สมาชิก ภาษาไทย 2,450 คะแนน มีประวัติครบ',
    username: 'somchai',
    password: 'Passw0rd!',
    contactNumber: '0812345678',
  },
  {
    id: 'malee',
    label: 'Registered member, English, 80 points',
    labelTh: 'สมาชิก ภาษาอังกฤษ 80 คะแนน',
    username: 'malee',
    password: 'Passw0rd!',
    contactNumber: '0898765432',
  },
  {
    id: 'new-mobile',
    label: 'Mobile number not registered yet (OTP sign-up)',
    labelTh: 'เบอร์มือถือที่ยังไม่สมัคร (สมัครด้วย OTP)',
    username: '',
    password: '',
    contactNumber: '0811111111',
  },
  {
    id: 'guest-device',
    label: 'Returning guest device (device_resume uuid)',
    labelTh: 'อุปกรณ์ผู้เยี่ยมชมที่เคยใช้งาน (uuid สำหรับ device_resume)',
    username: '',
    password: '',
    contactNumber: '',
    uuid: 'guest-7f3c9a1e2b4d',
  },
] as const;

/** Seeded user ids. */
const UserId = { somchai: 'U100245', malee: 'U100318', ploy: 'U100377', guest: 'G900001' } as const;

/** Mobile number of the documented not-yet-registered account. */
export const NEW_MOBILE = '0811111111';
/** uuid of the documented guest device. */
export const GUEST_UUID = 'guest-7f3c9a1e2b4d';

const DAY = 86_400;

/** Current terms version of the seeded world (seed.ts); ploy accepted the one before. */
export const CURRENT_TERMS_VERSION = 2;

function fullConsent(now: number): Consent {
  return {
    termAndCondition: CURRENT_TERMS_VERSION,
    dataPrivacy: 1,
    consentAge: 20,
    marketingOption: 1,
    email: 1,
    sms: 1,
    line: 1,
    notification: 1,
    ussd: 0,
    cookies: { necessaryCookies: 1, analyticsBuzzebeesCookies: 1, functionalCookies: 1, marketingCookies: 0, analyticsFirebaseCookies: 1, analyticsGoogleCookies: 1, analyticsMetaCookies: 0, analyticsOtherCookies: 0 },
    acceptedAt: { terms: now - 20 * DAY, privacy: now - 400 * DAY, age: now - 400 * DAY, marketing: now - 60 * DAY },
  };
}

/** An empty consent record: nothing accepted yet (new registrations and guests). */
export function emptyConsent(): Consent {
  return { termAndCondition: 0, dataPrivacy: 0, consentAge: 0, marketingOption: null, email: null, sms: null, line: null, notification: null, ussd: null, cookies: {} };
}

export function seedMembers(now: number): Member[] {
  const somchai: Member = {
    userId: UserId.somchai,
    kind: 'member',
    username: 'somchai',
    password: 'Passw0rd!',
    contactNumber: '0812345678',
    uuid: 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    locale: 1054,
    points: 2450,
    userLevel: 2,
    joinDate: now - 420 * DAY,
    loginChannel: 'password',
    lineUserId: 'U4af4980629f5f1b8a2b7c3d9e8f70011',
    profile: {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      displayName: 'Somchai',
      gender: 'male',
      birthDate: Date.UTC(1988, 4, 14, -7) / 1000,
      email: 'somchai.jaidee@example.co.th',
      nationalIdCard: '1103700012346',
      notification: true,
      income: '30001-50000',
      interests: 'coffee,travel',
      region: 'bangkok',
      maritalStatus: 'married',
      nationality: 'thai',
      highestEducation: 'bachelor',
      occupation: 'employee',
      passport: 'AB1234567',
      driverLicenseNumber: '59001234',
      extensionJsonProperty: '{"favouriteDrink":"latte","shirtSize":"M"}',
      wifiUsername: 'somchai_wifi',
      wifiPassword: 'Cafe_2024x',
      branch: 'Siam Square',
      membershipId: 'SC-0100245',
      pictureVersion: 1,
      shipping: {
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        contactNumber: '0812345678',
        email: 'somchai.jaidee@example.co.th',
        address: '88/12 หมู่บ้านศุภาลัย ซอยลาดพร้าว 71',
        provinceCode: '10',
        provinceName: 'กรุงเทพมหานคร',
        districtCode: '1038',
        districtName: 'ลาดพร้าว',
        subDistrictCode: '100603',
        subDistrictName: 'ลาดพร้าว',
        zipcode: '10230',
      },
    },
    consent: fullConsent(now),
    addresses: [
      {
        key: 'addr-somchai-home',
        addressName: 'บ้าน',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        contactNumber: '0812345678',
        address: '88/12 หมู่บ้านศุภาลัย',
        number: '88/12',
        village: 'ศุภาลัย',
        soi: 'ลาดพร้าว 71',
        road: 'ลาดพร้าว',
        provinceCode: '10',
        provinceName: 'กรุงเทพมหานคร',
        districtCode: '1038',
        districtName: 'ลาดพร้าว',
        subDistrictCode: '100603',
        subDistrictName: 'ลาดพร้าว',
        zipcode: '10230',
        isDefault: true,
        latitude: 13.8032,
        longitude: 100.6071,
      },
      {
        key: 'addr-somchai-office',
        addressName: 'ที่ทำงาน',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        contactNumber: '0812345678',
        address: 'อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ',
        building: 'สาทรสแควร์',
        floor: '21',
        road: 'สาทรเหนือ',
        provinceCode: '10',
        provinceName: 'กรุงเทพมหานคร',
        districtCode: '1004',
        districtName: 'บางรัก',
        subDistrictCode: '100402',
        subDistrictName: 'สีลม',
        zipcode: '10500',
        isDefault: false,
        remark: 'ฝากไว้ที่ล็อบบี้ได้',
      },
    ],
    taxes: [
      {
        key: 'tax-somchai-personal',
        addressName: 'ใบกำกับภาษีส่วนตัว',
        personType: 'individual',
        title: 'mr',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        taxId: '1103700012346',
        email: 'somchai.jaidee@example.co.th',
        contactNumber: '0812345678',
        address: '88/12 หมู่บ้านศุภาลัย',
        number: '88/12',
        village: 'ศุภาลัย',
        soi: 'ลาดพร้าว 71',
        road: 'ลาดพร้าว',
        provinceCode: '10',
        provinceName: 'กรุงเทพมหานคร',
        districtCode: '1038',
        districtName: 'ลาดพร้าว',
        subDistrictCode: '100603',
        subDistrictName: 'ลาดพร้าว',
        zipcode: '10230',
        isDefault: true,
        isDefaultTax: true,
      },
      {
        key: 'tax-somchai-company',
        addressName: 'บริษัท',
        personType: 'company',
        companyName: 'บริษัท ใจดี ดีไซน์ สตูดิโอ จำกัด',
        firstName: '',
        lastName: '',
        taxId: '0105561234567',
        email: 'account@jaideedesign.co.th',
        contactNumber: '026543210',
        address: 'อาคารสาทรสแควร์ ชั้น 21',
        building: 'สาทรสแควร์',
        floor: '21',
        road: 'สาทรเหนือ',
        provinceCode: '10',
        provinceName: 'กรุงเทพมหานคร',
        districtCode: '1004',
        districtName: 'บางรัก',
        subDistrictCode: '100402',
        subDistrictName: 'สีลม',
        zipcode: '10500',
        isDefault: false,
        isDefaultTax: false,
      },
    ],
    favourites: [CampaignId.croissant, CampaignId.tumbler, CampaignId.khaoYaiDraw],
    cart: [
      { key: 'cart-1', campaignId: CampaignId.tumbler, quantity: 1, color: 'night-navy', size: '500' },
      { key: 'cart-2', campaignId: CampaignId.mug, quantity: 2, color: 'celadon', size: 'regular' },
      { key: 'cart-3', campaignId: CampaignId.croissant, quantity: 1 },
    ],
    pointHistory: [
      { id: 'p-1', kind: 'earn', type: 'trace-welcome', points: 100, title: { th: 'คะแนนต้อนรับสมาชิกใหม่', en: 'Welcome points for new members' }, date: now - 420 * DAY },
      ...yearOfPointHistory(now),
      ...expiringLots(now),
    ],
    redemptions: [
      { redeemKey: 'rk-somchai-voucher', campaignId: CampaignId.cashVoucher, serial: 'SC100V7731429', redeemDate: now - 3 * DAY, points: 1000, state: 'viewCode', voucherExpireDate: now + 27 * DAY },
      { redeemKey: 'rk-somchai-croissant', campaignId: CampaignId.croissant, serial: 'CRS-58K2Q9', redeemDate: now - 30 * DAY, points: 250, state: 'used', usedDate: now - 29 * DAY, voucherExpireDate: now - 1 * DAY },
      { redeemKey: 'rk-somchai-birthday', campaignId: CampaignId.birthdayDrink, serial: 'BDAY-2Y7M4P', redeemDate: now - 50 * DAY, points: 0, state: 'codeExpired', voucherExpireDate: now - 20 * DAY },
      { redeemKey: 'rk-somchai-tumbler', campaignId: CampaignId.tumbler, serial: 'TMB-000912', redeemDate: now - 8 * DAY, points: 300, state: 'inDelivery', voucherExpireDate: now + 90 * DAY, addressKey: 'addr-somchai-home' },
      { redeemKey: 'rk-somchai-mug', campaignId: CampaignId.mug, serial: 'MUG-000341', redeemDate: now - 25 * DAY, points: 150, state: 'shipped', parcelNumber: 'TH0123456789A', voucherExpireDate: now + 55 * DAY, addressKey: 'addr-somchai-office' },
      { redeemKey: 'rk-somchai-khaoyai', campaignId: CampaignId.khaoYaiDraw, serial: 'DRW-KY-88231', redeemDate: now - 12 * DAY, points: 100, state: 'drawPending', voucherExpireDate: now + 20 * DAY },
      { redeemKey: 'rk-somchai-instax-win', campaignId: CampaignId.instaxDraw, serial: 'DRW-IX-10077', redeemDate: now - 70 * DAY, points: 50, state: 'drawWinner', voucherExpireDate: now + 12 * DAY },
      { redeemKey: 'rk-somchai-instax-lose', campaignId: CampaignId.instaxDraw, serial: 'DRW-IX-10078', redeemDate: now - 70 * DAY, points: 50, state: 'drawNotWinner', voucherExpireDate: now + 12 * DAY },
      { redeemKey: 'rk-somchai-daily', campaignId: CampaignId.dailyCookie, serial: 'SC-DAILY-7788', redeemDate: now - 2 * 3600, points: 30, state: 'used', usedDate: now - 2 * 3600 + 60, voucherExpireDate: now + 1 * DAY },
      { redeemKey: 'rk-somchai-matcha', campaignId: CampaignId.matcha, serial: '885123400017', redeemDate: now - 1 * DAY, points: 180, state: 'viewCode', voucherExpireDate: now + 14 * DAY },
    ],
    receipts: [
      { id: 'rc-1', storeId: 203, branch: 'Nimman', spending: 345, status: 'approved', points: 60, uploadDate: now - 3 * DAY, imageUrl: imageUrl('receipt-photo') },
      { id: 'rc-2', storeId: 201, branch: 'Siam Square', spending: 520, status: 'waiting', points: 0, uploadDate: now - 1 * DAY, imageUrl: imageUrl('receipt-photo') },
      { id: 'rc-3', storeId: 202, branch: 'Ari', spending: 180, status: 'reject', points: 0, uploadDate: now - 15 * DAY, imageUrl: imageUrl('receipt-photo'), remark: { th: 'ภาพใบเสร็จไม่ชัดเจน กรุณาถ่ายใหม่ให้เห็นเลขที่ใบเสร็จ', en: 'The receipt photo is unclear. Please retake it so the receipt number can be read.' } },
    ],
  };

  const campaigns = seedCampaigns(now);
  const catalogueName = (id: number) => campaigns.find((c) => c.id === id)?.name ?? { th: 'ของรางวัล', en: 'Reward' };
  // Every seeded redemption that cost points is also in the point log (used), as a redeem would write it.
  for (const r of somchai.redemptions) {
    if (r.points <= 0) continue;
    const name = catalogueName(r.campaignId);
    somchai.pointHistory.push({ id: `p-r-${r.redeemKey}`, kind: 'used', type: 'default', points: r.points, title: { th: `แลก${name.th}`, en: `Redeemed: ${name.en}` }, date: r.redeemDate });
  }

  const malee: Member = {
    userId: UserId.malee,
    kind: 'member',
    username: 'malee',
    password: 'Passw0rd!',
    contactNumber: '0898765432',
    uuid: 'b7e2d9c1-3a4b-4c5d-9e8f-1a2b3c4d5e6f',
    locale: 1033,
    points: 80,
    userLevel: 1,
    joinDate: now - 35 * DAY,
    loginChannel: 'password',
    // Her LINE user is not a friend of the brand's LINE account (src/sandbox/line/liffFeatures.ts).
    lineUserId: 'U2c9b7e4f1a0d48c6b3e5f7a9c1d3e5f7',
    profile: {
      firstName: 'Malee',
      lastName: 'Srisuk',
      displayName: 'Malee',
      gender: 'female',
      birthDate: Date.UTC(1996, 10, 2, -7) / 1000,
      email: 'malee.srisuk@example.com',
      nationalIdCard: '',
      notification: false,
      membershipId: 'SC-0100318',
      pictureVersion: 1,
    },
    // Every marketing channel refused; cookies never chosen on any device.
    consent: { ...fullConsent(now), marketingOption: 0, email: 0, sms: 0, line: 0, notification: 0, cookies: {} },
    addresses: [],
    taxes: [],
    favourites: [CampaignId.matcha],
    cart: [],
    pointHistory: [
      { id: 'p-1', kind: 'earn', type: 'trace-welcome', points: 50, title: { th: 'คะแนนต้อนรับสมาชิกใหม่', en: 'Welcome points for new members' }, date: now - 35 * DAY },
      { id: 'p-2', kind: 'earn', type: 'default', points: 30, title: { th: 'ซื้อสินค้า สาขาภูเก็ตโอลด์ทาวน์', en: 'Purchase at Phuket Old Town' }, date: now - 10 * DAY },
      { id: 'p-3', kind: 'expiring', type: 'default', points: 50, title: { th: 'คะแนนที่จะหมดอายุ', en: 'Points expiring' }, date: now + 60 * DAY },
    ],
    redemptions: [],
    receipts: [
      { id: 'rc-1', storeId: 204, branch: 'Phuket Old Town', spending: 165, status: 'waiting', points: 0, uploadDate: now - 1 * DAY, imageUrl: imageUrl('receipt-photo') },
    ],
  };

  const guest: Member = {
    userId: UserId.guest,
    kind: 'guest',
    contactNumber: '',
    uuid: GUEST_UUID,
    locale: 1054,
    points: 0,
    userLevel: 0,
    joinDate: now - 5 * DAY,
    loginChannel: 'device',
    device: { os: 'iOS 17.5', platform: 'web', macAddress: '02:00:00:00:00:00' },
    profile: { firstName: '', lastName: '', displayName: 'Guest', gender: 'not specified', birthDate: 0, email: '', nationalIdCard: '', notification: false, membershipId: '', pictureVersion: 0 },
    consent: emptyConsent(),
    addresses: [],
    taxes: [],
    favourites: [],
    cart: [],
    pointHistory: [],
    redemptions: [],
    receipts: [],
  };

  // Accepted terms version 1 before version 2 was published: re-consent shows for this member only.
  const ploy: Member = {
    userId: UserId.ploy,
    kind: 'member',
    username: 'ploy',
    password: 'Passw0rd!',
    contactNumber: '0865554433',
    uuid: 'c4d5e6f7-8a9b-4c0d-8e1f-2a3b4c5d6e7f',
    locale: 1054,
    points: 620,
    userLevel: 1,
    joinDate: now - 700 * DAY,
    loginChannel: 'password',
    profile: {
      firstName: 'พลอย',
      lastName: 'รัตนกุล',
      displayName: 'Ploy',
      gender: 'female',
      birthDate: Date.UTC(1991, 1, 20, -7) / 1000,
      email: 'ploy.rattanakul@example.co.th',
      nationalIdCard: '',
      notification: true,
      membershipId: 'SC-0100377',
      pictureVersion: 1,
    },
    consent: {
      ...emptyConsent(),
      termAndCondition: 1,
      dataPrivacy: 1,
      consentAge: 20,
      acceptedAt: { terms: now - 700 * DAY, privacy: now - 700 * DAY, age: now - 700 * DAY },
    },
    addresses: [],
    taxes: [],
    favourites: [],
    cart: [],
    pointHistory: [
      { id: 'p-1', kind: 'earn', type: 'trace-welcome', points: 100, title: { th: 'คะแนนต้อนรับสมาชิกใหม่', en: 'Welcome points for new members' }, date: now - 700 * DAY },
      { id: 'p-2', kind: 'earn', type: 'default', points: 520, title: { th: 'ซื้อสินค้า สาขาอารีย์', en: 'Purchase at Ari' }, date: now - 14 * DAY },
    ],
    redemptions: [],
    receipts: [],
  };

  return [somchai, malee, ploy, guest];
}
