/**
 * Runtime settings of spec section 3. The type lives beside the session chart because the chart owns
 * their life cycle (load, overlay, ready); src/app/config gives the defaults and the environments.
 */

/** Where the account and the settings are cached. @default 'local' */
export type CacheType = 'session' | 'local' | 'cookie';

/** How much of the saved account is encrypted. @default 'all' */
export type EncryptAccountMode = 'all' | 'token' | 'none';

/** Base addresses of the backend services (no trailing slash). */
export interface ServiceBaseUrls {
  modules: string;
  cart: string;
  webApi: string;
  blob: string;
  misc: string;
  lineApi: string;
  lineAccess: string;
}

/** Paging and filtering config of one content area (campaign, dashboard, category, history, coupon). */
export interface AreaConfig {
  /** Page size the app asks for. */
  top: number;
  /** Further backend-specific options, passed through as received. */
  [option: string]: unknown;
}

/** A named content list in the miscellaneous content service (home campaign list, dashboard…). */
export interface ContentListConfig {
  /** Name of the list on the backend. */
  name: string;
  /** @default true */
  enabled: boolean;
}

export interface RuntimeSettings {
  /** App id sent as the App-Id header and in payloads. */
  appId: string;
  /** App name; also the folder of the map-text overlay on blob storage. */
  appName: string;
  /** Provider base address (the product's own backend). */
  providerBaseUrl: string;
  /** Service base addresses. */
  baseUrls: ServiceBaseUrls;
  /** Shopping cart web address (pages, not the API). */
  cartWebUrl: string;
  /** Api-Version header value. @default '1' */
  apiVersion: string;
  /** Verbose logging. true in development, false in staging. */
  debug: boolean;
  /** API subscription key header value. */
  subscriptionKey: string;
  /** Bot-check widget site key. */
  recaptchaSiteKey: string;
  /** Address of the bot-check script. */
  recaptchaScriptUrl: string;
  /** Address of the custom script loaded after the bot-check (empty: none). */
  customScriptUrl: string;
  /** Messaging-app mini-window (LIFF) id. */
  liffId: string;
  /** The brand's LINE official account's add-friend address (`https://line.me/R/ti/p/@…`); empty: "Add friend" is not offered. */
  lineAddFriendUrl: string;
  /** Analytics flag; the string 'true' switches the analytics script on. @default 'true' */
  featureBzbsAnalyticsEnable: string;
  /** Map-text overlay flag. @default false */
  featureMaptextEnable: boolean;
  /** Build version: 1.0.0 plus a date and build number. */
  buildVersion: string;
  /** Analytics script address. */
  analyticsUrl: string;
  /** Analytics site id. */
  analyticsSiteId: string;
  /** Analytics dimension key. */
  analyticsDimensionKey: string;
  /** OAuth client id. */
  clientId: string;
  /** Social login app id. */
  socialLoginAppId: string;
  /** Agency id. */
  agencyId: string;
  /** Firebase block; empty in every configuration. */
  firebase: Record<string, string>;
  /** Campaign list config. */
  campaignConfig: AreaConfig;
  /** Dashboard config. */
  dashboardConfig: AreaConfig;
  /** Category config. */
  categoryConfig: AreaConfig;
  /** History config. */
  historyConfig: AreaConfig;
  /** Coupon config. */
  couponConfig: AreaConfig;
  /** Named content lists. */
  contentLists: {
    homeCampaignList: ContentListConfig;
    homeDashboard: ContentListConfig;
    homeMenuCategory: ContentListConfig;
    purchaseHistoryList: ContentListConfig;
    couponConfigList: ContentListConfig;
  };
  /** @default 'local' */
  cacheType: CacheType;
  /** @default 'addressList' */
  addressType: string;
  /** @default 'all' */
  encryptAccount: EncryptAccountMode;
}
