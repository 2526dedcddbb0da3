/**
 * The sandbox world's own model. It is deliberately independent of the OpenAPI field names: the
 * handlers (src/sandbox/services/*) map it to the documented response shapes, so the seed stays
 * readable and a schema change touches one mapping, not the data.
 */

/** Thai 1054 (default) or English 1033 (spec section 3, Locale). */
export type LocaleCode = 1054 | 1033;

/** Campaign kind values of spec section 3. */
export const CampaignKind = {
  Draw: 0,
  Free: 1,
  Deal: 2,
  Buy: 3,
  Booking: 7,
  Interface: 8,
  News: 16,
  Donate: 20,
  Voucher: 22,
} as const;
export type CampaignKindValue = (typeof CampaignKind)[keyof typeof CampaignKind];

/** Bilingual text. */
export interface Text2 {
  th: string;
  en: string;
}

export interface Category {
  id: number;
  name: Text2;
  /** Served by the sandbox blob handler. */
  imageUrl: string;
  sort: number;
}

export interface Campaign {
  id: number;
  type: CampaignKindValue;
  categoryId: number;
  name: Text2;
  detail: Text2;
  condition: Text2;
  /** Points per unit; 0 for free rewards. */
  pointPerUnit: number;
  /** Price in baht for Buy campaigns. */
  price?: number;
  /** Full price before the deal, shown struck through. */
  fullPrice?: number;
  imageUrl: string;
  /** Total stock; sold counts up as members redeem. */
  quantity: number;
  sold: number;
  /** 0 means no limit. */
  maxPerPerson: number;
  /** Unix seconds. */
  startDate: number;
  expireDate: number;
  delivered: boolean;
  /** Minutes the code stays valid after it is shown; 0 for no timer. */
  minutesValidAfterUsed: number;
  barcode: 'QR_CODE' | 'CODE_128' | 'none' | 'EAN_13';
  privilegeMessage: Text2;
  /** How the redeemed code behaves (spec section 3, Serial model). */
  serialStyle?: {
    /** Serials longer than 15 characters. */
    long?: boolean;
    /** The code counts down this many seconds from the redeem (showTimer with expireIn). */
    timerSeconds?: number;
    /** privilegeMessageFormat; `link` shows the default show-at-shop text. @default 'html' */
    privilegeFormat?: 'html' | 'link';
    /** The member cannot mark it as used (isNotAutoUse). */
    notAutoUse?: boolean;
  };
  /** Hours a member waits between redeems of this campaign (redeemCoolDown with the next date). */
  coolDownHours?: number;
  /** Buy campaigns: the member's daily limit of points spent on purchases. */
  buyPointLimitPerDay?: number;
  /** A condition no seeded member meets (conditionIsInvalid). */
  conditionAlert?: Text2;
  /** The web app cannot redeem it (notSupport). */
  unsupported?: boolean;
  /** Draw campaigns: unix seconds of the announcement. */
  announceDate?: number;
  /** Buy campaigns: the colours and sizes a member must choose before adding to the cart. */
  options?: ProductOptions;
}

export interface ProductOption {
  code: string;
  name: Text2;
  /** CSS colour of a colour swatch. */
  swatch?: string;
  /** False when this option is sold out. @default true */
  inStock?: boolean;
}

export interface ProductOptions {
  colors: ProductOption[];
  sizes: ProductOption[];
  /** Most units one add may carry. */
  maxQuantity: number;
}

export interface Address {
  key: string;
  addressName: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
  address: string;
  building?: string;
  village?: string;
  number?: string;
  moo?: string;
  soi?: string;
  road?: string;
  room?: string;
  floor?: string;
  landmark?: string;
  remark?: string;
  provinceCode: string;
  provinceName: string;
  districtCode: string;
  districtName: string;
  subDistrictCode: string;
  subDistrictName: string;
  zipcode: string;
  isDefault: boolean;
  latitude?: number;
  longitude?: number;
}

export interface TaxAddress extends Address {
  personType: 'individual' | 'company';
  title?: 'mr' | 'ms' | 'mss';
  companyName?: string;
  taxId: string;
  email: string;
  isDefaultTax: boolean;
}

/** Point transaction kinds of spec section 3 ("Point transactions"). */
export type PointTxnType =
  | 'default'
  | 'adjust-add'
  | 'adjust-deduct'
  | 'trace-welcome'
  | 'trace-survey'
  | 'trace-fgf'
  | 'trace-custom-info'
  | 'initial-add'
  | 'rollback';

export interface PointEntry {
  id: string;
  kind: 'earn' | 'used' | 'expiring';
  type: PointTxnType;
  points: number;
  title: Text2;
  /** Unix seconds: when it happened, or when the points expire. */
  date: number;
}

/** Purchase states of spec section 4. */
export type PurchaseState =
  | 'viewCode'
  | 'codeExpired'
  | 'used'
  | 'inDelivery'
  | 'shipped'
  | 'drawPending'
  | 'drawWinner'
  | 'drawNotWinner'
  | 'donated';

export interface Redemption {
  redeemKey: string;
  campaignId: number;
  serial: string;
  /** Unix seconds. */
  redeemDate: number;
  points: number;
  state: PurchaseState;
  parcelNumber?: string;
  /** Unix seconds when the code was marked as used. */
  usedDate?: number;
  /** Voucher expiry, unix seconds. */
  voucherExpireDate: number;
  addressKey?: string;
  /** The delivery address posted for this item (POST /redeem/{key}/address), lower-case payload names. */
  shippingAddress?: Record<string, string | number | boolean>;
  /** The client tranId of the redeem request, when it sent one. */
  tranId?: string;
}

export interface Receipt {
  id: string;
  storeId: number;
  branch: string;
  spending: number;
  status: 'waiting' | 'approved' | 'reject';
  points: number;
  /** Unix seconds. */
  uploadDate: number;
  /** A sandbox image address, or a small data URL of the uploaded photo. */
  imageUrl: string;
  remark?: Text2;
}

export interface CartItem {
  key: string;
  campaignId: number;
  quantity: number;
  /** Item options (spec section 5: product detail colour and size). */
  color?: string;
  size?: string;
}

export interface Consent {
  termAndCondition: number;
  dataPrivacy: number;
  consentAge: number;
  /** Marketing fields are null until the member first chooses (the dialog then starts with every channel on). */
  marketingOption: number | null;
  email: number | null;
  sms: number | null;
  line: number | null;
  notification: number | null;
  ussd: number | null;
  cookies: Record<string, 0 | 1>;
  /** Unix seconds of each acceptance, when known. */
  acceptedAt?: { terms?: number; privacy?: number; age?: number; marketing?: number };
}

export interface Profile {
  firstName: string;
  lastName: string;
  displayName: string;
  gender: 'male' | 'female' | 'not specified';
  /** Unix seconds. */
  birthDate: number;
  email: string;
  nationalIdCard: string;
  notification: boolean;
  income?: string;
  interests?: string;
  region?: string;
  maritalStatus?: string;
  nationality?: string;
  highestEducation?: string;
  occupation?: string;
  passport?: string;
  driverLicenseNumber?: string;
  /** The brand's own extra fields, a JSON string (POST /profile/me extendjsonstring). */
  extensionJsonProperty?: string;
  wifiUsername?: string;
  wifiPassword?: string;
  branch?: string;
  membershipId: string;
  /** Shipping address kept on the profile (spec section 3, Shipping address). */
  shipping?: Partial<Address> & { email?: string };
  /**
   * The profile address (spec section 3, Profile address) once the member saved one on /profile/edit;
   * until then the profile reports the default delivery address.
   */
  home?: Pick<Address, 'address' | 'zipcode' | 'provinceCode' | 'provinceName' | 'districtCode' | 'districtName' | 'subDistrictCode' | 'subDistrictName'>
    & Partial<Pick<Address, 'building' | 'village' | 'number' | 'moo' | 'soi' | 'road' | 'room' | 'floor'>>;
  pictureVersion: number;
  /** The last uploaded picture (POST /profile/me {data}), served by GET /profile/{userId}/picture. */
  picture?: { type: string; base64: string };
}

/** A member (registered) or a guest device. */
export interface Member {
  userId: string;
  kind: 'member' | 'guest';
  username?: string;
  password?: string;
  contactNumber: string;
  uuid: string;
  locale: LocaleCode;
  points: number;
  /** Bit flag: 1 and 2 Plus, 4 Plus X (spec section 3). */
  userLevel: number;
  /** Unix seconds. */
  joinDate: number;
  loginChannel: string;
  lineUserId?: string;
  profile: Profile;
  consent: Consent;
  addresses: Address[];
  taxes: TaxAddress[];
  favourites: number[];
  cart: CartItem[];
  pointHistory: PointEntry[];
  redemptions: Redemption[];
  receipts: Receipt[];
  /** Guest device data for device_resume. */
  device?: { os: string; platform: string; macAddress: string };
}

export interface Session {
  token: string;
  jwt: string;
  userId: string;
  /** Unix seconds. */
  createdAt: number;
}

export interface OtpChallenge {
  contact: string;
  code: string;
  refcode: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms of the first request of the current window. */
  firstRequestedAt: number;
  requests: number;
  verified: boolean;
}

export interface Store {
  id: number;
  name: Text2;
  address: Text2;
  latitude: number;
  longitude: number;
  /** Opening hours, HH:mm-HH:mm every day. */
  openHours: string;
  phone: string;
  imageUrl: string;
  /** Official province geocode (as GET /main/province). */
  provinceCode: string;
  provinceName: Text2;
}

/** Runtime settings returned by GET /api/setting (spec section 3). */
export type RuntimeSettingsSeed = Record<string, string | number | boolean | Record<string, unknown>>;

/** Everything that can change; serialised whole to persist. */
export interface WorldState {
  version: number;
  /** Epoch ms when seeded. */
  seededAt: number;
  members: Record<string, Member>;
  sessions: Record<string, Session>;
  otp: Record<string, OtpChallenge>;
  lastOtp?: { contact: string; code: string; refcode: string; at: number };
  campaigns: Campaign[];
  categories: Category[];
  stores: Store[];
  consentVersions: { terms: number; privacy: number; marketing: number; cookie: number; age: number };
  /** Key-value store of POST /setting. */
  settingStore: Record<string, string>;
  /** Runtime-setting flags changed with POST /sandbox/__control/settings (e.g. FeatureMaptextEnable "true"). */
  settingsOverride?: Record<string, string>;
  /** Cart hand-offs: setting key → the member who stored it (the stand-in cart web page completes their order). */
  checkouts: Record<string, string>;
  /** Server copies of POST /session payloads: `web:<cookie id>` (this browser) and `member:<userId>`. */
  webSessions?: Record<string, { user: Record<string, unknown>; profile: Record<string, unknown>; point: number }>;
  /** Monotonic counter for ids. */
  seq: number;
  /** First answers of writes by `scope|tranId` (src/sandbox/world/idempotency.ts). */
  idempotency?: Record<string, { answer: unknown; at: number }>;
}
