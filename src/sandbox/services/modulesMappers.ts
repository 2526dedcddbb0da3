/** World model → documented shapes of openapi/modules.yaml. */
import type { components } from '@/api/schema/modules';
import { pick, nowSeconds } from '@/sandbox/services/common';
import { imageUrl } from '@/sandbox/world/images';
import { buyPointsToday, nextRedeemAt } from '@/sandbox/world/redeem';
import type { Address, Campaign, Member, Redemption, Session, TaxAddress, LocaleCode, WorldState } from '@/sandbox/world/types';

type S = components['schemas'];

/** The sandbox's app id: the development configuration's (src/platform/config/settings.ts), also answered by GET /api/setting. */
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
    extensionJsonProperty: member.profile.extensionJsonProperty ?? null,
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
    passport: p.passport ?? '',
    driverLicenseNumber: p.driverLicenseNumber ?? '',
    latitude: home?.latitude ?? null,
    longitude: home?.longitude ?? null,
    joinDate: member.joinDate,
    updated_points: member.points,
    updated_points_other: 0,
    termandcondition: member.consent.termAndCondition || null,
    dataprivacy: member.consent.dataPrivacy || null,
    extensionJsonProperty: p.extensionJsonProperty ?? null,
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

function toProfileAddress(a: NonNullable<Member['profile']['home']>): S['ProfileAddress'] {
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

function toShipping(member: Member): S['ShippingAddress'] {
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
function redeemCount(member: Member | undefined, campaignId: number): number {
  return member ? member.redemptions.filter((r) => r.campaignId === campaignId).length : 0;
}

/** The platform's condition alert ids (platform-api.md §4, Errors) the sandbox answers with. */
const ConditionAlertId = { soldOut: 1, maxPerPerson: 2, coolDown: 3, memberCondition: 1403, expired: 1409, notStarted: 1410, appVersion: 1416 } as const;

export function toCampaign(w: WorldState, c: Campaign, locale: LocaleCode, member: Member | undefined): S['Campaign'] {
  const now = nowSeconds();
  const remaining = Math.max(0, c.quantity - c.sold);
  const redeemed = redeemCount(member, c.id);
  const next = nextRedeemAt(member, c, now) ?? null;
  // The first thing that stops this member, in the order the platform's condition alert ids are listed.
  const alertId = c.unsupported
    ? ConditionAlertId.appVersion
    : c.startDate > now
      ? ConditionAlertId.notStarted
      : c.expireDate < now
        ? ConditionAlertId.expired
        : remaining === 0
          ? ConditionAlertId.soldOut
          : c.conditionAlert
            ? ConditionAlertId.memberCondition
            : c.maxPerPerson > 0 && redeemed >= c.maxPerPerson
              ? ConditionAlertId.maxPerPerson
              : next !== null && next > now
                ? ConditionAlertId.coolDown
                : null;
  return {
    ID: c.id,
    Name: pick(c.name, locale),
    FullImageUrl: c.imageUrl,
    Pictures: [{ ID: c.id * 10 + 1, CampaignID: c.id, Caption: '', Sequence: 1, ImageUrl: c.imageUrl, FullImageUrl: c.imageUrl }],
    PointPerUnit: c.pointPerUnit,
    PricePerUnit: c.price ?? null,
    Type: c.type,
    CategoryID: c.categoryId,
    AgencyName: locale === 1033 ? 'Saengchan Café & Living' : 'แสงจันทร์ คาเฟ่ แอนด์ ลิฟวิ่ง',
    StartDate: c.startDate,
    ExpireDate: c.expireDate,
    CampaignExpiredTimestamp: c.announceDate ?? c.expireDate,
    CurrentDate: now,
    Qty: remaining,
    Quantity: c.quantity,
    RedeemMostPerPerson: c.maxPerPerson || null,
    RedeemCount: redeemed,
    NextRedeemDate: next,
    BuyPointLimitPerDay: c.buyPointLimitPerDay ?? null,
    UserBuyPointsToday: buyPointsToday(member, w.campaigns, now),
    IsConditionPass: alertId === null,
    ConditionAlert: alertId === ConditionAlertId.memberCondition && c.conditionAlert ? pick(c.conditionAlert, locale) : null,
    ConditionAlertId: alertId,
    Delivered: c.delivered,
    PrivilegeMessage: pick(c.privilegeMessage, locale),
    PrivilegeMessageFormat: c.serialStyle?.privilegeFormat ?? 'html',
    MinutesValidAfterUsed: c.minutesValidAfterUsed || null,
    ShowTimer: Boolean(c.serialStyle?.timerSeconds),
    Detail: pick(c.detail, locale),
    Condition: pick(c.condition, locale),
    IsFavourite: member ? member.favourites.includes(c.id) : false,
    ...(c.options
      ? {
          Options: {
            colors: c.options.colors.map((o) => ({ code: o.code, name: pick(o.name, locale), ...(o.swatch ? { swatch: o.swatch } : {}), inStock: o.inStock ?? true })),
            sizes: c.options.sizes.map((o) => ({ code: o.code, name: pick(o.name, locale), inStock: o.inStock ?? true })),
            maxQuantity: c.options.maxQuantity,
          },
        }
      : {}),
  };
}

/** The code a redemption shows: its countdown, purchase state and used flag, as of now. */
function codeState(w: WorldState, r: Redemption) {
  const c = w.campaigns.find((x) => x.id === r.campaignId);
  const now = nowSeconds();
  const timer = c?.serialStyle?.timerSeconds ?? 0;
  const isUsed = r.state === 'used';
  const expireIn = timer ? Math.max(0, r.redeemDate + timer - now) : null;
  const timedOut = expireIn === 0 && r.state === 'viewCode';
  const purchaseState = timedOut ? 'codeExpired' : r.state === 'used' || r.state === 'donated' ? 'viewCode' : r.state;
  return { c, now, timer, isUsed, expireIn, purchaseState };
}

/** The redeem answer of the spec's redeem calls (redeem, address, arrange): the serial model and the campaign. */
export function toRedeemResult(w: WorldState, r: Redemption, locale: LocaleCode, member: Member): S['RedeemResult'] {
  const { c, now, timer, isUsed, expireIn } = codeState(w, r);
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
  };
}

/** One purchase of the platform's purchase list (GET /redeem, GET /redeem/{key}): PascalCase keys and flags. */
export function toPurchase(w: WorldState, r: Redemption, locale: LocaleCode): S['Purchase'] {
  const { c, now, timer, isUsed, expireIn, purchaseState } = codeState(w, r);
  const name = c ? pick(c.name, locale) : '';
  const draw = purchaseState === 'drawPending' || purchaseState === 'drawWinner' || purchaseState === 'drawNotWinner';
  return {
    RedeemKey: r.redeemKey,
    RedeemDate: r.redeemDate,
    ID: r.campaignId,
    CampaignName: name,
    Name: name,
    FullImageUrl: c?.imageUrl ?? imageUrl('welcome-point'),
    PointPerUnit: c?.pointPerUnit ?? r.points,
    Type: c?.type ?? 1,
    Delivered: c?.delivered ?? false,
    Serial: r.serial,
    Barcode: c?.barcode ?? 'QR_CODE',
    PrivilegeMessage: c ? pick(c.privilegeMessage, locale) : '',
    PrivilegeMessageFormat: c?.serialStyle?.privilegeFormat ?? 'html',
    ExpireIn: expireIn,
    ShowTimer: Boolean(timer) && !isUsed,
    IsNotAutoUse: !c || (c.serialStyle?.notAutoUse ?? c.barcode === 'none'),
    IsUsed: isUsed,
    UsedDate: r.usedDate ?? null,
    IsExpired: purchaseState === 'codeExpired',
    CurrentDate: now,
    VoucherExpireDate: r.voucherExpireDate,
    HasWinner: draw && purchaseState !== 'drawPending',
    IsWinner: purchaseState === 'drawWinner',
    WinningDate: draw ? c?.announceDate ?? c?.expireDate ?? r.voucherExpireDate : null,
    IsShipped: purchaseState === 'shipped',
    ShippingDate: purchaseState === 'shipped' ? r.redeemDate + 2 * 86_400 : null,
    ParcelNo: r.parcelNumber ?? null,
    ...(r.tranId ? { tranId: r.tranId } : {}),
  };
}
