// @vitest-environment node
/**
 * The first route's warm-up as the route table declares it (src/app/router.tsx `warmRoute`, each route's
 * `warm…` beside its wiring): which reads each first path fires, and that they are exactly the requests the
 * route's own flows then make (same method, URL and Authorization), so the warm cache can answer them.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClients, type ApiClients } from '@/api/clients';
import type { CallInit } from '@/api/warmCache';
import { settingsForThisBuild, type RuntimeSettings } from '@/platform/config/settings';
import { warmRoute } from '@/app/router';
import type { WarmContext } from '@/flows/shared/warmContext';
import { createRewardCatalogLogic } from '@/flows/rewardCatalog/rewardCatalog.live';
import { createDashboardLogic } from '@/flows/dashboard/dashboard.live';
import { createCampaignDetailLogic, type CampaignDetailServices } from '@/flows/campaignDetail/campaignDetail.live';
import { createPointHistoryLogic } from '@/flows/pointHistory/pointHistory.live';
import { fetchConsentRecord, fetchConsentVersions } from '@/flows/shared/consentApi';
import { currentMonth } from '@/domain/points/pointLog';
import type { LocaleCode } from '@/i18n/locale';

vi.mock('@/flows/cookieConsent/CookieConsentRoot', () => ({ CookieConsentRoot: () => null }));

const settings: RuntimeSettings = settingsForThisBuild();

function clientsSending(log: string[], token?: string): ApiClients {
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    log.push(`${request.method} ${request.url} ${request.headers.get('Authorization') ?? '-'}`);
    // The platform's lists answer a bare array; the calls the spec shows answer in its envelope.
    const bare = /\/(m\/(campaign|campaigncat|log\/points|redeem)|x\/(dashboard|content))\b/.test(new URL(request.url).pathname);
    return new Response(JSON.stringify(bare ? [] : { success: true, data: [] }), { headers: { 'Content-Type': 'application/json' } });
  };
  return createApiClients({
    baseUrls: { ...settings.baseUrls, modules: 'http://app.test/m', misc: 'http://app.test/x' },
    appId: 'app',
    subscriptionKey: 'key',
    getToken: () => token,
    fetch: fetch as typeof globalThis.fetch,
  });
}

const CONSENT_VERSIONS = /\/pdpaconsent\/[^/]+\/version /;
/** The member's consent record (GET /consent on the modules host). */
const CONSENT_RECORD = /\/m\/consent /;
const isConsentRead = (line: string) => CONSENT_VERSIONS.test(line) || CONSENT_RECORD.test(line);

/**
 * The requests the warm-up of `path` sends (through clients with no token: the warm calls carry the member's
 * own), without the consent reads every page warms (the versions, and a member's record) unless `withConsent`.
 */
async function warmed(path: string, options: { bearer?: string; locale?: LocaleCode; now?: number; withConsent?: boolean } = {}): Promise<string[]> {
  const log: string[] = [];
  const clients = clientsSending(log);
  const fired: Array<(init: CallInit) => Promise<unknown>> = [];
  const ctx: WarmContext = {
    clients,
    settings,
    locale: options.locale ?? 1054,
    signedIn: Boolean(options.bearer),
    now: options.now ?? Date.parse('2026-11-23T06:00:00Z'),
    warm: (fire) => fired.push(fire),
  };
  warmRoute(path, ctx);
  const headers = options.bearer ? { Authorization: `Bearer ${options.bearer}` } : undefined;
  await Promise.all(fired.map((fire) => fire({ signal: new AbortController().signal, ...(headers ? { headers } : {}) })));
  return log.filter((line) => options.withConsent || !isConsentRead(line)).sort();
}

/** The requests the route's own flows make on their first load. */
async function routeCalls(start: (services: CampaignDetailServices & { settings: RuntimeSettings }) => Promise<void>, token?: string, locale: LocaleCode = 1054) {
  const log: string[] = [];
  const clients = clientsSending(log, token);
  const session = { getSnapshot: () => ({ context: { locale, settings } }), send: () => undefined };
  await start({ clients, settings, session } as unknown as CampaignDetailServices & { settings: RuntimeSettings });
  return log.sort();
}

async function settle(actor: ReturnType<typeof createActor>) {
  actor.start();
  await waitFor(actor, (s) => !s.hasTag('loading'));
  actor.stop();
}

describe('first route warm-up', () => {
  it('/reward/{catId}: the category menu and the first campaign page of the category, as the reward page asks for them', async () => {
    const warm = await warmed('/reward/101');
    expect(warm.map((line) => line.replace('http://app.test', ''))).toEqual([
      'GET /m/campaign?byConfig=true&config=campaign&cat=101&$skip=0&top=20&locale=1054 -',
      'GET /m/campaigncat/menu?byConfig=true&config=campaign&locale=1054 -',
    ]);
    const route = await routeCalls(async (services) => {
      const actor = createActor(createRewardCatalogLogic(services), { input: { categoryId: '101' } });
      actor.start();
      await waitFor(actor, (s) => s.matches({ categories: 'loaded' }) && !s.hasTag('loading'));
      actor.stop();
    });
    expect(route).toEqual(warm);
  });

  it('/: the home dashboard lists and the reward list, as the home page asks for them, in the member’s language and with their token', async () => {
    const warm = await warmed('/', { bearer: 'jwt-9', locale: 1033 });
    expect(warm).toHaveLength(5);
    const route = await routeCalls(
      async (services) => {
        const dashboard = createActor(createDashboardLogic(services as never));
        const catalog = createActor(createRewardCatalogLogic(services), { input: {} });
        await Promise.all([settle(dashboard as never), (async () => {
          catalog.start();
          await waitFor(catalog, (s) => s.matches({ categories: 'loaded' }) && !s.hasTag('loading'));
          catalog.stop();
        })()]);
      },
      'jwt-9',
      1033,
    );
    expect(route).toEqual(warm);
    expect(warm.every((line) => line.endsWith('Bearer jwt-9') && line.includes('locale=1033'))).toBe(true);
  });

  it('/campaign/{id}: the campaign, as the campaign page asks for it; an id that is no campaign id warms nothing', async () => {
    const warm = await warmed('/campaign/1001');
    expect(warm).toEqual(['GET http://app.test/m/campaign/1001?locale=1054&device_locale=1054 -']);
    const route = await routeCalls(async (services) => {
      const actor = createActor(createCampaignDetailLogic(services), { input: { campaignId: '1001', member: { signedIn: false } } });
      actor.start();
      await waitFor(actor, (s) => !s.hasTag('loading'));
      actor.stop();
    });
    expect(route).toEqual(warm);
    expect(await warmed('/campaign/abc')).toEqual([]);
    expect(await warmed('/reward/drinks')).toEqual([]);
  });

  it('/profile/history/{tab}: only for a signed-in member; this month’s log of the tab, or the expiring lots', async () => {
    expect(await warmed('/profile/history/earn')).toEqual([]);
    const now = Date.parse('2026-11-30T18:30:00Z'); // already 1 December in Bangkok
    const earn = await warmed('/profile/history/earn', { bearer: 'jwt-1', now });
    expect(earn).toEqual(['GET http://app.test/m/log/points?month=2026-12&type=earn&lastRowKey=0&top=10&locale=1054 Bearer jwt-1']);
    const route = await routeCalls(
      async (services) => {
        const actor = createActor(createPointHistoryLogic(services as never), { input: { tab: 'earn', month: currentMonth(now) } });
        actor.start();
        await waitFor(actor, (s) => !s.hasTag('loading'));
        actor.stop();
      },
      'jwt-1',
    );
    expect(route).toEqual(earn);
    expect(await warmed('/profile/history/point', { bearer: 'jwt-1', now })).toEqual(earn);
    expect(await warmed('/profile/history/expiring', { bearer: 'jwt-1', now })).toEqual(['GET http://app.test/m/profile/me/allexpiring_points Bearer jwt-1']);
    expect(await warmed('/profile/history/redeem', { bearer: 'jwt-1', now })).toEqual([]);
  });

  it('every page warms the consent versions the cookie consent reads, as it asks for them; other pages nothing else', async () => {
    const versions = await routeCalls(async (services) => {
      await fetchConsentVersions(services);
    });
    expect(versions).toEqual([`GET ${settings.baseUrls.blob}/pdpaconsent/${settings.appId}/version -`]);
    for (const path of ['/', '/campaign/1001', '/login', '/profile', '/collectpoint', '/no-such-page']) {
      expect((await warmed(path, { withConsent: true })).filter((line) => CONSENT_VERSIONS.test(line))).toEqual(versions);
    }
    for (const path of ['/login', '/profile', '/collectpoint', '/no-such-page']) expect(await warmed(path)).toEqual([]);
  });

  it('a member’s warm-up reads their consent record with their token, as the cookie consent and the re-consent check ask for it; a guest’s does not', async () => {
    const record = await routeCalls(async (services) => {
      await fetchConsentRecord(services);
    }, 'member-jwt');
    expect(record).toEqual(['GET http://app.test/m/consent Bearer member-jwt']);
    for (const path of ['/', '/profile/history/earn', '/profile', '/login']) {
      expect((await warmed(path, { bearer: 'member-jwt', withConsent: true })).filter((line) => CONSENT_RECORD.test(line))).toEqual(record);
      expect((await warmed(path, { withConsent: true })).filter((line) => CONSENT_RECORD.test(line))).toEqual([]);
    }
  });

  it('a member’s warm-up reads the consent versions without the member’s token, as the cookie consent does', async () => {
    const versions = await routeCalls(async (services) => {
      await fetchConsentVersions(services);
    }, 'member-jwt');
    expect(versions).toEqual([`GET ${settings.baseUrls.blob}/pdpaconsent/${settings.appId}/version -`]);
    for (const path of ['/', '/profile/history/earn', '/profile']) {
      expect((await warmed(path, { bearer: 'member-jwt', withConsent: true })).filter((line) => CONSENT_VERSIONS.test(line))).toEqual(versions);
    }
  });
});
