/**
 * The wired session chart against the embedded sandbox (msw in Node): real settings, profile, locale
 * change and logout calls; scripts injected through a fake; an in-memory account cache with the real
 * encryption.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Account } from '@machines/session/session.types';
import { selectBearer, selectIsLoggedIn, selectPoints, selectProfile, selectSettingsFailed } from '@machines/session/session.selectors';
import { createApiClients, type ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { resolveInitialSettings } from '@/platform/config/settings';
import { createAccountCache, CACHE_KEYS } from '@/platform/storage/accountCache';
import { createKeyStore } from '@/platform/storage/keyStore';
import type { TextStore } from '@/platform/storage/textStores';
import { createSessionLogic, createSettingStoreActors } from '@/flows/session/session.live';
import { clearFaults, setFault } from '@/sandbox/faults';
import { startNodeSandbox } from '@/sandbox/node';
import type { SetupServer } from 'msw/node';

let server: SetupServer;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());
afterEach(() => clearFaults());

function memoryStore(): TextStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return { raw, get: (n) => raw.get(n) ?? null, set: (n, v) => void raw.set(n, v), remove: (n) => void raw.delete(n) };
}

let counter = 0;
function boot(options: { pathname?: string; inMessagingClient?: boolean } = {}) {
  const defaults = resolveInitialSettings({ appEnv: 'development', backend: 'sandbox-server', origin: 'http://localhost' });
  const stores = { session: memoryStore(), local: memoryStore(), cookie: memoryStore() };
  let current = defaults;
  const cache = createAccountCache({
    keyStore: createKeyStore({ databaseName: `wiring-${counter++}` }),
    stores,
    config: () => ({ cacheType: current.cacheType, encryptAccount: current.encryptAccount }),
  });
  const injected: string[] = [];
  let read: () => string | undefined = () => undefined;
  const clients: ApiClients = createApiClients({
    baseUrls: defaults.baseUrls,
    appId: defaults.appId,
    subscriptionKey: defaults.subscriptionKey,
    getToken: () => read(),
  });
  const logic = createSessionLogic({
    getClients: () => clients,
    cache,
    injectScript: async (src) => {
      injected.push(src);
    },
    installAnalyticsStub: () => undefined,
  });
  const actor = createActor(logic, { input: { defaults, pathname: options.pathname ?? '/reward', inMessagingClient: options.inMessagingClient, analyticsConsent: true } });
  // As SessionRoot does: the Bearer is read from the actor's current snapshot at call time.
  read = () => selectBearer(actor.getSnapshot());
  actor.subscribe((snapshot) => {
    current = snapshot.context.settings;
  });
  return { actor, cache, stores, injected, clients, defaults };
}

async function signInSomchai(clients: ApiClients): Promise<Account> {
  const answer = unwrap(
    await clients.modules.POST('/auth/{provider}_login', {
      params: { path: { provider: 'bzbs' } },
      body: { username: 'somchai', password: 'Passw0rd!' } as never,
    }),
  ) as { data: Account };
  return answer.data;
}

describe('wired session against the sandbox', () => {
  beforeEach(() => clearFaults());

  it('boots: settings from GET /api/setting overlaid and cached, scripts with the build version, signed out', async () => {
    const { actor, stores, injected, defaults } = boot();
    actor.start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.settings.appId).not.toBe('');
    expect(snapshot.context.settings.baseUrls).toEqual(defaults.baseUrls);
    expect(stores.local.raw.has(CACHE_KEYS.settings)).toBe(true);
    expect(injected).toEqual([
      `http://localhost/sandbox-scripts/bot-check.js?v=${encodeURIComponent(defaults.buildVersion)}`,
      `http://localhost/sandbox-scripts/custom.js?v=${encodeURIComponent(defaults.buildVersion)}`,
      `http://localhost/sandbox-scripts/analytics.js?v=${encodeURIComponent(defaults.buildVersion)}`,
    ]);
    actor.stop();
  });

  it('a failed settings load without a cached copy → settingsFailed; Retry after the fault clears → ready', async () => {
    setFault('getAppSettings', { kind: 'status', status: 503 });
    const { actor } = boot();
    actor.start();
    await waitFor(actor, selectSettingsFailed);
    expect(actor.getSnapshot().context.settingsError?.status).toBe(503);
    clearFaults();
    actor.send({ type: 'SESSION.RETRY' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.stop();
  });

  it('signs in, loads profile and points, changes locale (new Jwt), logs out with the JWT', async () => {
    const { actor, cache, clients, stores } = boot();
    actor.start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    const settingsAnswer = stores.local.raw.get(CACHE_KEYS.settings);
    const account = await signInSomchai(clients);
    actor.send({ type: 'SESSION.SIGNED_IN', account });
    let snapshot = await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'loaded' } }) || s.matches({ signedIn: { profile: 'failed' } }));
    expect(snapshot.context.lastSilentError).toBeNull();
    expect(snapshot.matches({ signedIn: { profile: 'loaded' } })).toBe(true);
    expect(selectProfile(snapshot)?.contactNumber ?? selectProfile(snapshot)?.contact_number).toBeTruthy();
    expect(typeof selectPoints(snapshot)).toBe('number');
    await vi.waitFor(async () => expect(await cache.loadAccount()).toMatchObject({ token: account.token, contactNumber: expect.any(String) }));

    const before = snapshot.context.account?.jwt;
    actor.send({ type: 'SESSION.LOCALE_CHANGE', locale: 1033 });
    snapshot = await waitFor(actor, (s) => s.matches({ signedIn: { locale: 'steady' } }) || s.matches({ signedIn: { locale: 'changeFailed' } }));
    expect(snapshot.context.lastSilentError).toBeNull();
    expect(snapshot.matches({ signedIn: { locale: 'steady' } })).toBe(true);
    expect(snapshot.context.account?.jwt).toBeTruthy();
    expect(snapshot.context.account?.jwt).not.toBe(before);
    expect(cache.getLocale()).toBe(1033);

    actor.send({ type: 'SESSION.LOGOUT' });
    snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(snapshot.context.lastSilentError).toBeNull();
    await expect(cache.loadAccount()).resolves.toBeNull();
    // The app's own settings are written back, so a start with no network after the logout still opens.
    await vi.waitFor(() => expect(stores.local.raw.get(CACHE_KEYS.settings)).toBe(settingsAnswer));
    expect(settingsAnswer).toBeDefined();
    actor.stop();
  });

  it('restores a saved account on start-up (profile on a non-public route)', async () => {
    const first = boot();
    first.actor.start();
    await waitFor(first.actor, (s) => s.matches('signedOut'));
    const account = await signInSomchai(first.clients);
    await first.cache.saveAccount(account);
    first.actor.stop();

    // Same stores and key: a reload.
    const defaults = first.defaults;
    const reload = createActor(
      createSessionLogic({ getClients: () => first.clients, cache: first.cache, injectScript: async () => undefined, installAnalyticsStub: () => undefined }),
      { input: { defaults, pathname: '/login' } },
    );
    reload.start();
    const snapshot = await waitFor(reload, (s) => s.matches({ signedIn: { profile: 'notLoaded' } }));
    expect(snapshot.context.account?.token).toBe(account.token);
    reload.stop();
  });

  it('POST /setting then GET /setting/{key} (setting store actors)', async () => {
    const { clients } = boot();
    const actors = createSettingStoreActors(() => clients);
    const store = createActor(actors.storeSetting, { input: { data: { hello: 'world' } } }).start();
    const key = (await waitFor(store, (s) => s.status !== 'active')).output;
    expect(typeof key).toBe('string');
    const read = createActor(actors.readStoredSetting, { input: { key: key as string } }).start();
    expect((await waitFor(read, (s) => s.status !== 'active')).output).toEqual({ hello: 'world' });
  });
});
