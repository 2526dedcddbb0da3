import type { RuntimeSettings } from './settings.types';

/**
 * The defaults of the settings that do not depend on the environment (paging, content lists, caching).
 * Declared once here so the app's defaults and the session chart's sample settings cannot drift apart.
 */
export const contentSettingDefaults = {
  firebase: {},
  campaignConfig: { top: 20 },
  dashboardConfig: { top: 20 },
  categoryConfig: { top: 50 },
  historyConfig: { top: 25 },
  couponConfig: { top: 20 },
  contentLists: {
    homeCampaignList: { name: 'home_campaign_list', enabled: true },
    homeDashboard: { name: 'home_dashboard', enabled: true },
    homeMenuCategory: { name: 'home_menu_category', enabled: true },
    purchaseHistoryList: { name: 'purchase_history_list', enabled: true },
    couponConfigList: { name: 'coupon_config_list', enabled: true },
  },
  cacheType: 'local',
  addressType: 'addressList',
  encryptAccount: 'all',
} satisfies Partial<RuntimeSettings>;
