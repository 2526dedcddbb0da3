/** World model → documented shapes of openapi/modules.yaml. */
import type { components } from '@/api/schema/modules';
import { pick, nowSeconds } from '@/sandbox/services/common';
import { imageUrl } from '@/sandbox/world/images';
import { buyPointsToday, nextRedeemAt } from '@/sandbox/world/redeem';
import type { Address, Campaign, Member, Redemption, Session, TaxAddress, LocaleCode, WorldState } from '@/sandbox/world/types';

type S = components['schemas'];

/** The sandbox's app id: the development configuration's (src/app/config/settings.ts), also answered by GET /api/setting. */
export const SANDBOX_APP_ID = 'dev-app-1054';

export function toAccount(member: Member, session: Session): S['Account'] {
  return {
    token: session.token,
    userId: member.userId,
    userLevel: member.userLevel,
    userLevelDetail: member.userLevel >= 4 ? 'Plus X' : member.userLevel > 0 ? 'Plus' : null,
    uuid: member.uuid,
    appId: SANDBOX_APP_ID,
    canRedeem: member.kind === 'member',
    channel: member.loginChannel,
    isFbUser: false,
    joinDate: member.joinDate,
    locale: member.locale,
    platform: member.device?.platform ?? 'web',
    line: member.lineUserId ? { userId: member.lineUserId } : null,
    usercode: member.profile.membershipId,
    contactNumber: member.contactNumber,
    point: { point: member.points, time: nowSeconds() },
    pdpa: { privacy: member.consent.dataPrivacy, terms: member.consent.termAndCondition },
    jwt: session.jwt,
    extensionJsonProperty: null,
  };
}

function age(birthDate: number): number | null {
  if (!birthDate) return null;
  const b = new Date(birthDate * 1000);
  const n = new Date();
  let years = n.getUTCFullYear() - b.getUTCFullYear();
  if (n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate())) years -= 1;
  return years;
}

export function toProfile(member: Member): S['Profile'] {
  const p = member.profile;
  const home = member.addresses.find((a) => a.isDefault);
  const ship = p.shipping;
  return {
    userId: member.userId,
    name: `${p.firstName} ${p.lastName}`.trim(),
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender,
    birthDate: p.birthDate || null,
    age: age(p.birthDate),
    contactNumber: member.contactNumber,
    email: p.email,
    nationalIdCard: p.nationalIdCard,
    locale: member.locale,
    notification: p.notification,
    postToFacebook: false,
    modifyDate: nowSeconds(),
    membershipId: p.membershipId,
    membershipUserName: member.username ?? '',
    loginType: member.loginChannel,
    displayName: p.displayName,
    userType: member.kind === 'guest' ? 0 : 1,
    userTypeName: member.kind === 'guest' ? 'guest' : 'member',
    income: p.income ?? '',
    interests: p.interests ?? '',
    region: p.region ?? '',
    maritalStatus: p.maritalStatus ?? '',
    nationality: p.nationality ?? '',
    highestEducation: p.highestEducation ?? '',
    occupation: p.occupation ?? '',
    latitude: home?.latitude ?? null,
    longitude: home?.longitude ?? null,
    joinDate: member.joinDate,
    updated_points: member.points,
    updated_points_other: 0,
    termandcondition: member.consent.termAndCondition || null,
    dataprivacy: member.consent.dataPrivacy || null,
    extensionJsonProperty: null,
    uuid: member.uuid,
    wifiUsername: p.wifiUsername ?? '',
    branch: p.branch ?? '',
    ...(p.home ? toProfileAddress(p.home) : home ? toProfileAddress(home) : {}),
    ...(ship?.zipcode
      ? {
          ShippingFirstName: ship.firstName ?? '',
          ShippingLastName: ship.lastName ?? '',
          ShippingContactNumber: ship.contactNumber ?? '',
          ShippingEmail: ship.email ?? '',
          ShippingAddress: ship.address ?? '',
          ShippingZipcode: ship.zipcode,
          ShippingProvinceCode: ship.provinceCode ?? '',
          ShippingProvinceName: ship.provinceName ?? '',
          ShippingDistrictCode: ship.districtCode ?? '',
          ShippingDistrictName: ship.districtName ?? '',
          ShippingSubDistrictCode: ship.subDistrictCode ?? '',
          ShippingSubDistrictName: ship.subDistrictName ?? '',
        }
      : {}),
  };
}

export function toProfileAddress(a: NonNullable<Member['profile']['home']>): S['ProfileAddress'] {
  const parts = [a.address, a.subDistrictName, a.districtName, a.provinceName, a.zipcode].filter(Boolean);
  return {
    number: a.number ?? '',
    moo: a.moo ?? '',
    village: a.village ?? '',
    road: a.road ?? '',
    soi: a.soi ?? '',
    building: a.building ?? '',
    room: a.room ?? '',
    floor: a.floor ?? '',
    address: a.address,
    fullAddress: parts.join(' '),
    zipcode: a.zipcode,
    countryCode: 'TH',
    countryName: 'Thailand',
    provinceCode: a.provinceCode,
    provinceName: a.provinceName,
    districtCode: a.districtCode,
    districtName: a.districtName,
    subDistrictCode: a.subDistrictCode,
    subDistrictName: a.subDistrictName,
  };
}

export function toShipping(member: Member): S['ShippingAddress'] {
  const s = member.profile.shipping ?? {};
  return {
    firstName: s.firstName ?? member.profile.firstName,
    lastName: s.lastName ?? member.profile.lastName,
    contactNumber: s.contactNumber ?? member.contactNumber,
    email: s.email ?? member.profile.email,
    address: s.address ?? '',
    zipcode: s.zipcode ?? '',
    provinceCode: s.provinceCode ?? '',
    provinceName: s.provinceName ?? '',
    districtCode: s.districtCode ?? '',
    districtName: s.districtName ?? '',
    subDistrictCode: s.subDistrictCode ?? '',
    subDistrictName: s.subDistrictName ?? '',
  };
}

export function toProfileSaved(member: Member): { success: true; data: { profile: S['Profile']; address: S['ProfileAddress']; shipping: S['ShippingAddress'] } } {
  const home = member.profile.home ?? member.addresses.find((a) => a.isDefault);
  return {
    success: true,
    data: { profile: toProfile(member), address: home ? toProfileAddress(home) : {}, shipping: toShipping(member) },
  };
}

export function toAddressRecord(member: Member, a: Address | TaxAddress, type: 'address' | 'tax'): S['AddressRecord'] {
  const tax = 'taxId' in a ? a : undefined;
  return {
    RowKey: a.key,
    PartitionKey: member.userId,
    Type: type === 'tax' ? 'invoice' : 'shipping',
    Name: `${a.firstName} ${a.lastName}`.trim(),
    AddressName: a.addressName,
    FirstName: a.firstName,
    LastName: a.lastName,
    ContactNumber: a.contactNumber,
    HomeContactNumber: '',
    Email: tax?.email ?? member.profile.email,
    Building: a.building ?? '',
    Village: a.village ?? '',
    Address: a.address,
    Number: a.number ?? '',
    Soi: a.soi ?? '',
    Moo: a.moo ?? '',
    Room: a.room ?? '',
    Floor: a.floor ?? '',
    Road: a.road ?? '',
    Landmark: a.landmark ?? '',
    Remark: a.remark ?? '',
    SubDistrictCode: a.subDistrictCode,
    SubDistrictName: a.subDistrictName,
    DistrictCode: a.districtCode,
    DistrictName: a.districtName,
    ProvinceCode: a.provinceCode,
    ProvinceName: a.provinceName,
    Zipcode: a.zipcode,
    CountryId: 66,
    CountryCode: 'TH',
    CountryName: 'Thailand',
    Latitude: a.latitude ?? null,
    Longitude: a.longitude ?? null,
    IsDefault: a.isDefault,
    IsDefaultTax: tax?.isDefaultTax ?? false,
    IsTax: Boolean(tax),
    PersonType: tax?.personType ?? '',
    Title: tax?.title ?? '',
    CompanyName: tax?.companyName ?? '',
    IdCard: tax?.personType === 'individual' ? tax.taxId : '',
    TaxId: tax?.taxId ?? '',
    TaxName: tax ? (tax.personType === 'company' ? tax.companyName ?? '' : `${a.firstName} ${a.lastName}`.trim()) : '',
    TaxAddress: tax ? a.address : '',
    TaxBuilding: tax ? a.building ?? '' : '',
    TaxNumber: tax ? a.number ?? '' : '',
    TaxMoo: tax ? a.moo ?? '' : '',
    TaxRoom: tax ? a.room ?? '' : '',
    TaxFloor: tax ? a.floor ?? '' : '',
    TaxSoi: tax ? a.soi ?? '' : '',
    TaxRoad: tax ? a.road ?? '' : '',
    TaxType: tax ? 'invoice' : '',
    TaxZipcode: tax ? a.zipcode : '',
    TaxProvinceCode: tax ? a.provinceCode : '',
    TaxProvinceName: tax ? a.provinceName : '',
    TaxDistrictCode: tax ? a.districtCode : '',
    TaxDistrictName: tax ? a.districtName : '',
    TaxSubDistrictCode: tax ? a.subDistrictCode : '',
    TaxSubDistrictName: tax ? a.subDistrictName : '',
  };
}

/** How many units of a campaign the member holds (for the per-person limit). */
export function redeemCount(member: Member | undefined, campaignId: number): number {
  return member ? member.redemptions.filter((r) => r.campaignId === campaignId).length : 0;
}

export function toCampaign(w: WorldState, c: Campaign, locale: LocaleCode, member: Member | undefined): S['Campaign'] {
  const now = nowSeconds();
  const category = w.categories.find((k) => k.id === c.categoryId);
  const remaining = Math.max(0, c.quantity - c.sold);
  const isSoldOut = remaining === 0;
  const expired = c.expireDate < now;
  return {
    campaignId: c.id,
    campaignName: pick(c.name, locale),
    campaignImgUrl: c.imageUrl,
    images: [c.imageUrl],
    pointPerUnit: c.pointPerUnit,
    price: c.price ?? null,
    type: c.type,
    categoryId: c.categoryId,
    categoryName: category ? pick(category.name, locale) : '',
    agencyName: locale === 1033 ? 'Saengchan Café & Living' : 'แสงจันทร์ คาเฟ่ แอนด์ ลิฟวิ่ง',
    startDate: c.startDate,
    expireDate: c.expireDate,
    campaignExpiredTimestamp: c.announceDate ?? c.expireDate,
    currentDate: now,
    quantity: remaining,
    totalQuantity: c.quantity,
    isSoldOut,
    maxPerPerson: c.maxPerPerson || null,
    userRedeemCount: redeemCount(member, c.id),
    nextRedeemDate: nextRedeemAt(member, c, now) ?? null,
    buyPointLimitPerDay: c.buyPointLimitPerDay ?? null,
    userBuyPointsToday: buyPointsToday(member, w.campaigns, now),
    conditionAlert: c.conditionAlert ? pick(c.conditionAlert, locale) : null,
    isAvailable: !expired && !isSoldOut && c.startDate <= now,
    isSupported: !c.unsupported,
    delivered: c.delivered,
    privilegeMessage: pick(c.privilegeMessage, locale),
    privilegeMessageFormat: c.serialStyle?.privilegeFormat ?? 'html',
    minutesValidAfterUsed: c.minutesValidAfterUsed || null,
    showTimer: Boolean(c.serialStyle?.timerSeconds),
    description: pick(c.detail, locale),
    condition: pick(c.condition, locale),
    isFavourite: member ? member.favourites.includes(c.id) : false,
    ...(c.options
      ? {
          options: {
            colors: c.options.colors.map((o) => ({ code: o.code, name: pick(o.name, locale), ...(o.swatch ? { swatch: o.swatch } : {}), inStock: o.inStock ?? true })),
            sizes: c.options.sizes.map((o) => ({ code: o.code, name: pick(o.name, locale), inStock: o.inStock ?? true })),
            maxQuantity: c.options.maxQuantity,
          },
        }
      : {}),
  };
}

/** The serial / redeemed item as the app reads it. */
export function toRedeemResult(w: WorldState, r: Redemption, locale: LocaleCode, member: Member): S['RedeemHistoryItem'] {
  const c = w.campaigns.find((x) => x.id === r.campaignId);
  const now = nowSeconds();
  const timer = c?.serialStyle?.timerSeconds ?? 0;
  const isUsed = r.state === 'used';
  const expireIn = timer ? Math.max(0, r.redeemDate + timer - now) : null;
  const timedOut = expireIn === 0 && r.state === 'viewCode';
  const purchaseState = timedOut ? 'codeExpired' : r.state === 'used' || r.state === 'donated' ? 'viewCode' : r.state;
  return {
    serial: r.serial,
    barcode: c?.barcode ?? 'QR_CODE',
    privilegeMessage: c ? pick(c.privilegeMessage, locale) : '',
    privilegeMessageFormat: c?.serialStyle?.privilegeFormat ?? 'html',
    expireIn,
    showTimer: Boolean(timer) && !isUsed,
    isNotAutoUse: !c || (c.serialStyle?.notAutoUse ?? c.barcode === 'none'),
    redeemKey: r.redeemKey,
    currentDate: now,
    voucherExpireDate: r.voucherExpireDate,
    campaignId: r.campaignId,
    campaignName: c ? pick(c.name, locale) : '',
    campaignImgUrl: c?.imageUrl ?? imageUrl('welcome-point'),
    type: c?.type ?? 1,
    pointPerUnit: c?.pointPerUnit ?? r.points,
    delivered: c?.delivered ?? false,
    isUsed,
    updated_points: member.points,
    redeemDate: r.redeemDate,
    purchaseState,
    parcelNumber: r.parcelNumber ?? null,
    campaignExpiredTimestamp: c?.announceDate ?? c?.expireDate ?? r.voucherExpireDate,
    ...(r.tranId ? { tranId: r.tranId } : {}),
  };
}
