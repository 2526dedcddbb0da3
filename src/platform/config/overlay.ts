/**
 * Overlays GET {web api}/api/setting (AppSettings in openapi/webapi.yaml) on the settings of the build.
 * Only values of the expected type replace a setting; anything else keeps the default. Hosts and the
 * build version are never taken from the server (a sandbox build stays on the sandbox).
 */
import type { AreaConfig, ContentListConfig, RuntimeSettings } from '@machines/session/settings.types';

type Remote = Record<string, unknown>;

const str = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pickString(remote: Remote, names: string[], fallback: string): string {
  for (const name of names) {
    const value = remote[name];
    if (str(value)) return value;
  }
  return fallback;
}

function pickFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function pickArea(value: unknown, fallback: AreaConfig): AreaConfig {
  if (!isRecord(value)) return fallback;
  return { ...fallback, ...value, top: typeof value.top === 'number' ? value.top : fallback.top };
}

function pickList(value: unknown, fallback: ContentListConfig): ContentListConfig {
  if (str(value)) return { ...fallback, name: value };
  if (!isRecord(value)) return fallback;
  return { name: str(value.name) ? value.name : fallback.name, enabled: typeof value.enabled === 'boolean' ? value.enabled : fallback.enabled };
}

function pickEnum<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function overlaySettings(base: RuntimeSettings, remote: unknown): RuntimeSettings {
  if (!isRecord(remote)) return base;
  const lists = base.contentLists;
  return {
    ...base,
    appId: pickString(remote, ['appid', 'appId'], base.appId),
    appName: pickString(remote, ['appname', 'appName'], base.appName),
    apiVersion: pickString(remote, ['api', 'apiVersion'], base.apiVersion),
    debug: pickFlag(remote.debug, base.debug),
    subscriptionKey: pickString(remote, ['subscriptionKey'], base.subscriptionKey),
    recaptchaSiteKey: pickString(remote, ['recaptchaSiteKey'], base.recaptchaSiteKey),
    liffId: pickString(remote, ['liffId'], base.liffId),
    lineAddFriendUrl: pickString(remote, ['lineAddFriendUrl'], base.lineAddFriendUrl),
    featureBzbsAnalyticsEnable:
      remote.FeatureBzbsAnalyticsEnable === undefined ? base.featureBzbsAnalyticsEnable : String(remote.FeatureBzbsAnalyticsEnable),
    featureMaptextEnable: pickFlag(remote.FeatureMaptextEnable, base.featureMaptextEnable),
    analyticsSiteId: pickString(remote, ['analyticsSiteId'], base.analyticsSiteId),
    analyticsDimensionKey: pickString(remote, ['analyticsDimensionKey'], base.analyticsDimensionKey),
    clientId: pickString(remote, ['clientId'], base.clientId),
    socialLoginAppId: pickString(remote, ['socialLoginAppId'], base.socialLoginAppId),
    agencyId: pickString(remote, ['agencyId'], base.agencyId),
    firebase: isRecord(remote.firebase) ? Object.fromEntries(Object.entries(remote.firebase).filter(([, v]) => typeof v === 'string')) as Record<string, string> : base.firebase,
    campaignConfig: pickArea(remote.campaignConfig, base.campaignConfig),
    dashboardConfig: pickArea(remote.dashboardConfig, base.dashboardConfig),
    categoryConfig: pickArea(remote.categoryConfig, base.categoryConfig),
    historyConfig: pickArea(remote.historyConfig, base.historyConfig),
    couponConfig: pickArea(remote.couponConfig, base.couponConfig),
    contentLists: {
      homeCampaignList: pickList(remote.homeCampaignList, lists.homeCampaignList),
      homeDashboard: pickList(remote.homeDashboard, lists.homeDashboard),
      homeMenuCategory: pickList(remote.homeMenuCategory, lists.homeMenuCategory),
      purchaseHistoryList: pickList(remote.purchaseHistoryList, lists.purchaseHistoryList),
      couponConfigList: pickList(remote.couponConfigList, lists.couponConfigList),
    },
    cacheType: pickEnum(remote.cacheType, ['session', 'local', 'cookie'] as const, base.cacheType),
    addressType: pickString(remote, ['addressType'], base.addressType),
    encryptAccount: pickEnum(remote.encryptAccount, ['all', 'token', 'none'] as const, base.encryptAccount),
  };
}
