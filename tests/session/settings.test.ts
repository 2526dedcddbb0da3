import { describe, expect, it } from 'vitest';
import { buildVersion, formatBuildVersion } from '@/platform/config/buildVersion';
import { overlaySettings } from '@/platform/config/overlay';
import { defaultSettings, environments, resolveInitialSettings, sandboxBaseUrls } from '@/platform/config/settings';

describe('runtime settings', () => {
  it('has a default for every setting, with the spec’s values', () => {
    for (const [key, value] of Object.entries(defaultSettings)) expect(value, key).not.toBeUndefined();
    expect(defaultSettings).toMatchObject({
      cacheType: 'local',
      addressType: 'addressList',
      encryptAccount: 'all',
      featureBzbsAnalyticsEnable: 'true',
      featureMaptextEnable: false,
      firebase: {},
      apiVersion: '1',
    });
  });

  it('development and staging differ only in hosts, keys and debug', () => {
    const dev = resolveInitialSettings({ appEnv: 'development', backend: 'real' });
    const stg = resolveInitialSettings({ appEnv: 'staging', backend: 'real' });
    expect(dev.debug).toBe(true);
    expect(stg.debug).toBe(false);
    const hostOrKey = new Set([
      'debug',
      'providerBaseUrl',
      'cartWebUrl',
      'baseUrls',
      'recaptchaScriptUrl',
      'customScriptUrl',
      'analyticsUrl',
      ...Object.keys(environments.development.keys),
    ]);
    const rest = (s: typeof dev) => Object.fromEntries(Object.entries(s).filter(([k]) => !hostOrKey.has(k)));
    expect(rest(dev)).toEqual(rest(stg));
    expect(dev.baseUrls.modules).not.toBe(stg.baseUrls.modules);
    expect(Object.keys(environments.development)).toEqual(Object.keys(environments.staging));
  });

  it.each(['sandbox-browser', 'sandbox-server'] as const)('%s uses same-origin sandbox addresses and local stand-in scripts', (backend) => {
    const s = resolveInitialSettings({ appEnv: 'staging', backend, origin: 'http://localhost:4173' });
    expect(s.baseUrls).toEqual({
      modules: 'http://localhost:4173/sandbox/modules',
      cart: 'http://localhost:4173/sandbox/cart',
      webApi: 'http://localhost:4173/sandbox/webapi',
      blob: 'http://localhost:4173/sandbox/blob',
      misc: 'http://localhost:4173/sandbox/misc',
      lineApi: 'http://localhost:4173/sandbox/line-api',
      lineAccess: 'http://localhost:4173/sandbox/line-access',
    });
    expect(s.recaptchaScriptUrl).toBe('http://localhost:4173/sandbox-scripts/bot-check.js');
    expect(s.customScriptUrl).toBe('http://localhost:4173/sandbox-scripts/custom.js');
    expect(s.analyticsUrl).toBe('http://localhost:4173/sandbox-scripts/analytics.js');
    expect(sandboxBaseUrls('http://x').webApi).toBe('http://x/sandbox/webapi');
  });

  it('the real backend uses the environment hosts and no sandbox address', () => {
    const s = resolveInitialSettings({ appEnv: 'development', backend: 'real' });
    expect(JSON.stringify(s)).not.toContain('/sandbox');
    expect(s.baseUrls.webApi).toBe(environments.development.hosts.webApi);
  });

  it('build version is 1.0.0 plus date and build number', () => {
    expect(formatBuildVersion({ date: '20260101', number: '42' })).toBe('1.0.0.20260101.42');
    expect(formatBuildVersion(undefined)).toBe('1.0.0.dev.0');
    // Under Vite (and vitest) the build date and number come from vite.config.ts `define`.
    expect(buildVersion()).toMatch(/^1\.0\.0\.\d{8}\.\d+$/);
    expect(defaultSettings.buildVersion).toBe(buildVersion());
  });
});

describe('GET /api/setting overlay', () => {
  const base = resolveInitialSettings({ appEnv: 'development', backend: 'sandbox-browser', origin: 'http://localhost' });

  it('overlays the server’s fields on the defaults', () => {
    const s = overlaySettings(base, {
      appid: 'server-app',
      appname: 'brand',
      debug: false,
      recaptchaSiteKey: 'rk',
      liffId: 'L-1',
      FeatureBzbsAnalyticsEnable: 'false',
      FeatureMaptextEnable: 'true',
      cacheType: 'cookie',
      encryptAccount: 'token',
      campaignConfig: { top: 5, sort: 'new' },
      homeCampaignList: { name: 'hot', enabled: false },
    });
    expect(s).toMatchObject({
      appId: 'server-app',
      appName: 'brand',
      debug: false,
      recaptchaSiteKey: 'rk',
      liffId: 'L-1',
      featureBzbsAnalyticsEnable: 'false',
      featureMaptextEnable: true,
      cacheType: 'cookie',
      encryptAccount: 'token',
      campaignConfig: { top: 5, sort: 'new' },
    });
    expect(s.contentLists.homeCampaignList).toEqual({ name: 'hot', enabled: false });
  });

  it('keeps defaults for missing or mistyped fields, and never takes hosts or the build version', () => {
    const s = overlaySettings(base, {
      appid: 42,
      cacheType: 'disk',
      encryptAccount: 'rot13',
      moduleUrl: 'https://evil.example',
      webApiUrl: 'https://evil.example',
      buildversion: '9.9.9',
      analyticsUrl: 'https://evil.example/a.js',
    });
    expect(s.appId).toBe(base.appId);
    expect(s.cacheType).toBe('local');
    expect(s.encryptAccount).toBe('all');
    expect(s.baseUrls).toEqual(base.baseUrls);
    expect(s.buildVersion).toBe(base.buildVersion);
    expect(s.analyticsUrl).toBe(base.analyticsUrl);
    expect(overlaySettings(base, null)).toBe(base);
  });
});
