/**
 * Runtime settings (spec section 3): a default for every setting, two environment configurations that
 * differ only in hosts and keys (development: debug on; staging: debug off), and the same-origin sandbox
 * addresses used when VITE_BACKEND is `sandbox-browser` or `sandbox-server`. GET {web api}/api/setting is
 * overlaid on top (see overlaySettings); hosts never come from the overlay, so a sandbox build stays on
 * the sandbox whatever the settings say.
 */
import type { RuntimeSettings, ServiceBaseUrls } from '@machines/session/settings.types';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- vite.config.ts loads this file (the CSP plugin) in Node, where the aliases do not resolve
import { contentSettingDefaults } from '../../../machines/session/settings.defaults.ts';
import { buildVersion } from './buildVersion.ts';

export type { RuntimeSettings } from '@machines/session/settings.types';

/** Which configuration of spec section 3. */
export type AppEnvironment = 'development' | 'staging';
/** Where calls go (see src/vite-env.d.ts). */
export type BackendMode = 'sandbox-browser' | 'sandbox-server' | 'real';

/** Defaults for every setting (spec sections 3 and 9). Hosts and keys are filled in by the environment. */
export const defaultSettings: RuntimeSettings = {
  appId: '',
  appName: 'pointsmember',
  providerBaseUrl: '',
  baseUrls: { modules: '', cart: '', webApi: '', blob: '', misc: '', lineApi: 'https://api.line.me', lineAccess: 'https://access.line.me' },
  cartWebUrl: '',
  apiVersion: '1',
  debug: false,
  subscriptionKey: '',
  recaptchaSiteKey: '',
  recaptchaScriptUrl: '',
  customScriptUrl: '',
  liffId: '',
  lineAddFriendUrl: 'https://line.me/R/ti/p/@pointsmember',
  featureBzbsAnalyticsEnable: 'true',
  featureMaptextEnable: false,
  buildVersion: buildVersion(),
  analyticsUrl: '',
  analyticsSiteId: '',
  analyticsDimensionKey: '',
  clientId: '',
  socialLoginAppId: '',
  agencyId: '',
  ...contentSettingDefaults,
};

/** What differs between the environments: hosts, keys and debug. */
export interface EnvironmentConfig {
  debug: boolean;
  hosts: Omit<ServiceBaseUrls, 'lineApi' | 'lineAccess'> & { provider: string; cartWeb: string; analytics: string };
  keys: Pick<RuntimeSettings, 'appId' | 'subscriptionKey' | 'recaptchaSiteKey' | 'liffId' | 'clientId' | 'socialLoginAppId' | 'agencyId' | 'analyticsSiteId' | 'analyticsDimensionKey'>;
}

/**
 * The backend's hosts are not given by the spec, so the real configurations use reserved `.invalid`
 * names; point the build at a real backend by replacing them here (see README, configuration).
 */
export const environments: Record<AppEnvironment, EnvironmentConfig> = {
  development: {
    debug: true,
    hosts: {
      provider: 'https://dev.pointsmember.invalid',
      modules: 'https://dev-modules.pointsmember.invalid',
      cart: 'https://dev-cart.pointsmember.invalid/api',
      cartWeb: 'https://dev-cart.pointsmember.invalid',
      webApi: 'https://dev-webapi.pointsmember.invalid',
      blob: 'https://dev-blob.pointsmember.invalid',
      misc: 'https://dev-misc.pointsmember.invalid',
      analytics: 'https://dev-analytics.pointsmember.invalid',
    },
    keys: {
      appId: 'dev-app-1054',
      subscriptionKey: 'dev-subscription-key',
      recaptchaSiteKey: 'dev-recaptcha-site-key',
      liffId: '1650000000-devliffid',
      clientId: '1650000000',
      socialLoginAppId: 'dev-social-app',
      agencyId: 'dev-agency',
      analyticsSiteId: 'dev-site',
      analyticsDimensionKey: 'dimension1',
    },
  },
  staging: {
    debug: false,
    hosts: {
      provider: 'https://stg.pointsmember.invalid',
      modules: 'https://stg-modules.pointsmember.invalid',
      cart: 'https://stg-cart.pointsmember.invalid/api',
      cartWeb: 'https://stg-cart.pointsmember.invalid',
      webApi: 'https://stg-webapi.pointsmember.invalid',
      blob: 'https://stg-blob.pointsmember.invalid',
      misc: 'https://stg-misc.pointsmember.invalid',
      analytics: 'https://stg-analytics.pointsmember.invalid',
    },
    keys: {
      appId: 'stg-app-1054',
      subscriptionKey: 'stg-subscription-key',
      recaptchaSiteKey: 'stg-recaptcha-site-key',
      liffId: '1650000000-stgliffid',
      clientId: '1650000000',
      socialLoginAppId: 'stg-social-app',
      agencyId: 'stg-agency',
      analyticsSiteId: 'stg-site',
      analyticsDimensionKey: 'dimension1',
    },
  },
};

/** Same-origin sandbox addresses (absolute, so they work in the browser and in Node tests). */
export function sandboxBaseUrls(origin: string): ServiceBaseUrls {
  return {
    modules: `${origin}/sandbox/modules`,
    cart: `${origin}/sandbox/cart`,
    webApi: `${origin}/sandbox/webapi`,
    blob: `${origin}/sandbox/blob`,
    misc: `${origin}/sandbox/misc`,
    lineApi: `${origin}/sandbox/line-api`,
    lineAccess: `${origin}/sandbox/line-access`,
  };
}

/** Local stand-ins for the bot-check, custom and analytics scripts, served from public/sandbox-scripts/. */
function sandboxScriptUrls(origin: string): Pick<RuntimeSettings, 'recaptchaScriptUrl' | 'customScriptUrl' | 'analyticsUrl'> {
  return {
    recaptchaScriptUrl: `${origin}/sandbox-scripts/bot-check.js`,
    customScriptUrl: `${origin}/sandbox-scripts/custom.js`,
    analyticsUrl: `${origin}/sandbox-scripts/analytics.js`,
  };
}

export interface ResolveOptions {
  /** @default 'development' */
  appEnv?: AppEnvironment;
  /** @default 'real' */
  backend?: BackendMode;
  /** Page origin for sandbox addresses. @default location.origin, else http://localhost */
  origin?: string;
}

/** Settings before the server overlay: defaults + environment (+ sandbox addresses). */
export function resolveInitialSettings(options: ResolveOptions = {}): RuntimeSettings {
  const env = environments[options.appEnv ?? 'development'];
  const backend = options.backend ?? 'real';
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const realBase: ServiceBaseUrls = {
    ...defaultSettings.baseUrls,
    modules: env.hosts.modules,
    cart: env.hosts.cart,
    webApi: env.hosts.webApi,
    blob: env.hosts.blob,
    misc: env.hosts.misc,
  };
  const sandbox = backend === 'sandbox-browser' || backend === 'sandbox-server';
  const scripts = sandbox
    ? sandboxScriptUrls(origin)
    : {
        recaptchaScriptUrl: `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(env.keys.recaptchaSiteKey)}`,
        customScriptUrl: `${env.hosts.blob}/webconfig/script/custom.js`,
        analyticsUrl: `${env.hosts.analytics}/tracker.js`,
      };
  return {
    ...defaultSettings,
    ...env.keys,
    debug: env.debug,
    providerBaseUrl: sandbox ? `${origin}/sandbox/webapi` : env.hosts.provider,
    cartWebUrl: sandbox ? `${origin}/sandbox/cart/checkout` : env.hosts.cartWeb,
    baseUrls: sandbox ? sandboxBaseUrls(origin) : realBase,
    ...scripts,
  };
}

/** The settings of this build, from VITE_APP_ENV and VITE_BACKEND. */
export function settingsForThisBuild(): RuntimeSettings {
  return resolveInitialSettings({ appEnv: import.meta.env.VITE_APP_ENV, backend: import.meta.env.VITE_BACKEND });
}
