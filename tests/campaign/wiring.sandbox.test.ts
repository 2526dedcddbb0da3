// @vitest-environment node
/**
 * The real actors of the reward and campaign pages against the embedded sandbox (msw in Node): the
 * payload mapping, paging, 404 → not-found, redeem with a member token, and the profile refresh.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { createCampaignDetailLogic, type CampaignDetailServices } from '@/flows/campaignDetail/campaignDetail.live';
import { defaultSettings } from '@/platform/config/settings';
import { createRewardCatalogLogic } from '@/flows/rewardCatalog/rewardCatalog.live';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { describeConfirmation } from '@/domain/campaign/confirmation';
import { selectCampaignStatus, selectRedeemActor, selectRedeemButton } from '@machines/campaignDetail/campaignDetail.selectors';
import { selectRedeemDialog } from '@machines/redeem/redeem.selectors';
import { selectCampaignListStatus, selectCategoryListStatus } from '@machines/rewardCatalog/rewardCatalog.selectors';
import { clearFaults, setFault } from '@/sandbox/faults';
import { startNodeSandbox } from '@/sandbox/node';
import { CampaignId, CategoryId } from '@/sandbox/world/catalogue';
import { SANDBOX_APP_ID } from '@/sandbox/services/modulesMappers';
import { world } from '@/sandbox/world/store';
import { selectAddressBookActor, selectShippingDialogActor } from '@machines/redeem/redeem.selectors';

const base = 'http://localhost/sandbox';
let token: string | undefined;
const clients = createApiClients({
  baseUrls: {
    modules: `${base}/modules`,
    cart: `${base}/cart`,
    webApi: `${base}/webapi`,
    blob: `${base}/blob`,
    misc: `${base}/misc`,
    lineApi: `${base}/line-api`,
    lineAccess: `${base}/line-access`,
  },
  appId: SANDBOX_APP_ID,
  subscriptionKey: 'sandbox-key',
  getToken: () => token,
});
const send = vi.fn();
const services: CampaignDetailServices = { clients, settings: { ...defaultSettings, appId: SANDBOX_APP_ID }, session: { getSnapshot: () => ({ context: { locale: 1033 } }), send } };

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());

describe('reward catalogue against the sandbox', () => {
  it('loads categories and campaigns, in English, and filters by category', async () => {
    const actor = createActor(createRewardCatalogLogic(services), { input: {} }).start();
    const snap = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded' && selectCategoryListStatus(s) === 'loaded');
    expect(snap.context.categories.map((c) => c.name)).toContain('Drinks');
    expect(snap.context.campaigns.length).toBeGreaterThan(3);
    expect(snap.context.campaigns.every((c) => c.name !== '' && Number.isFinite(c.pointPerUnit))).toBe(true);
    actor.send({ type: 'CATALOG.CATEGORY_SELECTED', categoryId: String(CategoryId.drinks) });
    const drinks = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded');
    expect(drinks.context.campaigns.map((c) => c.id)).toContain(String(CampaignId.americano));
    expect(drinks.context.campaigns.map((c) => c.id)).not.toContain(String(CampaignId.croissant));
    actor.stop();
  });

  it("asks the platform's calls (named list from the settings, cat, $skip/top) and stops at the first short page", async () => {
    const asked: URL[] = [];
    const listening = createApiClients({
      baseUrls: { modules: `${base}/modules`, cart: '', webApi: '', blob: '', misc: '', lineApi: '', lineAccess: '' },
      appId: SANDBOX_APP_ID,
      subscriptionKey: 'sandbox-key',
      getToken: () => undefined,
      fetch: (request) => {
        asked.push(new URL(request instanceof Request ? request.url : String(request)));
        return fetch(request);
      },
    });
    const session = { getSnapshot: () => ({ context: { locale: 1033 as const, settings: { campaignConfig: { top: 3, config: 'campaign_rewards' }, categoryConfig: { top: 50 } } } }), send };
    const inDrinks = world().campaigns.filter((c) => c.categoryId === CategoryId.drinks).length;
    const actor = createActor(createRewardCatalogLogic({ ...services, clients: listening, session }), { input: { categoryId: String(CategoryId.drinks), pageSize: 3 } }).start();
    let snap = await waitFor(actor, (s) => selectCampaignListStatus(s) === 'loaded' && selectCategoryListStatus(s) === 'loaded');
    while (snap.context.hasMore) {
      actor.send({ type: 'CATALOG.LOAD_MORE' });
      snap = await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    }
    expect(snap.context.campaigns).toHaveLength(inDrinks);
    const menu = asked.find((u) => u.pathname.endsWith('/campaigncat/menu'));
    expect(menu?.searchParams.get('byConfig')).toBe('true');
    expect(menu?.searchParams.get('config')).toBe('campaign');
    const lists = asked.filter((u) => u.pathname.endsWith('/modules/campaign'));
    expect(lists.map((u) => u.searchParams.get('$skip'))).toEqual(Array.from({ length: Math.floor(inDrinks / 3) + 1 }, (_, i) => String(i * 3)));
    expect(lists.every((u) => u.searchParams.get('config') === 'campaign_rewards' && u.searchParams.get('cat') === String(CategoryId.drinks) && u.searchParams.get('top') === '3')).toBe(true);
    actor.stop();
  });
});

describe('campaign page against the sandbox', () => {
  it('an unknown campaign is not found', async () => {
    const actor = createActor(createCampaignDetailLogic(services), { input: { campaignId: '999999', member: { signedIn: false } } }).start();
    await waitFor(actor, (s) => selectCampaignStatus(s) === 'notFound');
  });

  it('the 30-second flash deal reads as a campaign with a countdown, so its confirmation has the timer variant', async () => {
    const actor = createActor(createCampaignDetailLogic(services), { input: { campaignId: String(CampaignId.flashEspresso), member: { signedIn: false } } }).start();
    const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    expect(loaded.context.campaign?.showTimer).toBe(true);
    expect(describeConfirmation(loaded.context.campaign!)).toMatchObject({ variant: 'default', withTimer: true });
    actor.stop();
  });

  it('the ride voucher is the interface variant with timer: use it within 60 minutes after the redeem', async () => {
    const actor = createActor(createCampaignDetailLogic(services), { input: { campaignId: String(CampaignId.rideVoucher), member: { signedIn: false } } }).start();
    const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    expect(describeConfirmation(loaded.context.campaign!)).toMatchObject({ variant: 'interface', withTimer: true, useWithinMinutes: 60 });
    actor.stop();
  });

  it('a signed-in member redeems and sees the code; the session is asked to refresh points', async () => {
    const answer = unwrap(
      await clients.modules.POST('/auth/{provider}_login', {
        params: { path: { provider: 'bzbs' } },
        body: { username: 'somchai', password: 'Passw0rd!', app_id: SANDBOX_APP_ID },
      } as never),
    ) as { data?: { token?: string; jwt?: string } };
    token = answer.data?.jwt || answer.data?.token;
    expect(token).toBeTruthy();
    const actor = createActor(createCampaignDetailLogic(services), {
      input: { campaignId: String(CampaignId.americano), member: { signedIn: true, points: 2450 } },
    }).start();
    const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    expect(loaded.context.campaign?.name).toBe('Hot or iced Americano, 50% off');
    expect(selectRedeemButton(loaded)?.state).toBe('default');
    const redeem = selectRedeemActor(loaded);
    if (!redeem) throw new Error('no redeem flow');
    redeem.send({ type: 'REDEEM.START' });
    redeem.send({ type: 'REDEEM.CONFIRM' });
    const done = await waitFor(redeem, (s) => selectRedeemDialog(s) === 'serial' || selectRedeemDialog(s) === 'failed' || selectRedeemDialog(s) === 'result');
    expect(done.context.error).toBeUndefined();
    expect(selectRedeemDialog(done)).toBe('serial');
    expect(done.context.outcome?.serial?.serial).toMatch(/\S{4,}/);
    expect(send).toHaveBeenCalledWith({ type: 'SESSION.PROFILE_REFRESH' });
    actor.stop();
  });

  it('a Draw campaign redeems into the result dialog', async () => {
    const actor = createActor(createCampaignDetailLogic(services), {
      input: { campaignId: String(CampaignId.khaoYaiDraw), member: { signedIn: true, points: 2450 } },
    }).start();
    const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    expect(loaded.context.campaign?.kind).toBe(CampaignKind.Draw);
    const redeem = selectRedeemActor(loaded);
    if (!redeem) throw new Error('no redeem flow');
    expect(selectRedeemButton(loaded)?.state).toBe('default');
    redeem.send({ type: 'REDEEM.START' });
    redeem.send({ type: 'REDEEM.CONFIRM' });
    const done = await waitFor(redeem, (s) => ['result', 'failed', 'serial'].includes(selectRedeemDialog(s)));
    expect(done.context.error).toBeUndefined();
    expect(selectRedeemDialog(done)).toBe('result');
    actor.stop();
  });

  it('a delivered campaign: a saved address is picked from the book, the redeem carries its key, the address is posted for the redeem key', async () => {
    const actor = createActor(createCampaignDetailLogic(services), {
      input: { campaignId: String(CampaignId.mug), member: { signedIn: true, points: 2450 } },
    }).start();
    const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    const redeem = selectRedeemActor(loaded);
    if (!redeem) throw new Error('no redeem flow');
    redeem.send({ type: 'REDEEM.START' });
    redeem.send({ type: 'REDEEM.CONFIRM' });
    await waitFor(redeem, (s) => selectRedeemDialog(s) === 'shipping');
    redeem.send({ type: 'SHIPPING.CHOOSE_SAVED' });
    const book = selectAddressBookActor(redeem.getSnapshot());
    if (!book) throw new Error('no address book');
    // The step read the saved addresses already: the book opens on them, without a second read.
    expect(book.getSnapshot().matches('list')).toBe(true);
    const list = await waitFor(book, (s) => s.matches('list'));
    const entry = list.context.entries[0];
    expect(entry?.key).toBeTruthy();
    book.send({ type: 'BOOK.PICK', key: entry?.key ?? '' });
    const done = await waitFor(redeem, (s) => ['result', 'failed', 'addressFailed', 'unconfirmed'].includes(selectRedeemDialog(s)));
    expect(done.context.error).toBeUndefined();
    expect(selectRedeemDialog(done)).toBe('result');
    const somchai = Object.values(world().members).find((m) => m.username === 'somchai');
    const item = somchai?.redemptions.find((r) => r.redeemKey === done.context.outcome?.redeemKey);
    expect(item?.state).toBe('inDelivery');
    expect(item?.addressKey).toBe(entry?.key);
    expect(item?.shippingAddress).toEqual(expect.objectContaining({ key: entry?.key, app_id: SANDBOX_APP_ID, zipcode: entry?.location.zipcode }));
    actor.stop();
  });

  it('a delivered campaign: a typed address, its province filled by the postcode lookup, is posted whole', async () => {
    const actor = createActor(createCampaignDetailLogic(services), {
      input: { campaignId: String(CampaignId.mug), member: { signedIn: true, points: 2450, contact: { firstName: 'Somchai', lastName: 'Jaidee', contactNumber: '0812345678' } } },
    }).start();
    const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
    const redeem = selectRedeemActor(loaded);
    if (!redeem) throw new Error('no redeem flow');
    redeem.send({ type: 'REDEEM.START' });
    redeem.send({ type: 'REDEEM.CONFIRM' });
    await waitFor(redeem, (s) => selectRedeemDialog(s) === 'shipping');
    redeem.send({ type: 'SHIPPING.ENTER_NEW' });
    const dialog = selectShippingDialogActor(redeem.getSnapshot());
    const block = dialog?.getSnapshot().children.addressBlock;
    if (!dialog || !block) throw new Error('no shipping dialog');
    dialog.send({ type: 'SHIPPING.FIELD_CHANGED', field: 'address', value: '5 ซอยอารีย์' });
    block.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10400' });
    await waitFor(dialog, (s) => s.context.form.location.subDistrictCode !== '');
    dialog.send({ type: 'SHIPPING.SUBMIT' });
    const done = await waitFor(redeem, (s) => ['result', 'failed', 'addressFailed', 'unconfirmed'].includes(selectRedeemDialog(s)));
    expect(done.context.error).toBeUndefined();
    const somchai = Object.values(world().members).find((m) => m.username === 'somchai');
    const item = somchai?.redemptions.find((r) => r.redeemKey === done.context.outcome?.redeemKey);
    expect(item?.shippingAddress).toEqual(
      expect.objectContaining({ firstname: 'Somchai', lastname: 'Jaidee', contact_number: '0812345678', address: '5 ซอยอารีย์', zipcode: '10400', province_code: expect.any(String), subdistrict_code: expect.any(String) }),
    );
    expect(item?.shippingAddress).not.toHaveProperty('key');
    actor.stop();
  });

  for (const kind of ['dropAfterCommit', 'truncate'] as const) {
    it(`${kind}: the redeem happened but its answer was lost; the chart finds it and shows the code, charged once`, async () => {
      const pointsNow = async () =>
        unwrap(await clients.modules.GET('/profile/me/updated_points', {})).points;
      const before = await pointsNow();
      const actor = createActor(createCampaignDetailLogic(services), {
        input: { campaignId: String(CampaignId.croissant), member: { signedIn: true, points: before } },
      }).start();
      const loaded = await waitFor(actor, (s) => selectCampaignStatus(s) === 'loaded');
      const redeem = selectRedeemActor(loaded);
      if (!redeem) throw new Error('no redeem flow');
      setFault('redeemCampaign', { kind });
      try {
        redeem.send({ type: 'REDEEM.START' });
        redeem.send({ type: 'REDEEM.CONFIRM' });
        const done = await waitFor(redeem, (s) => ['serial', 'failed', 'result', 'unconfirmed'].includes(selectRedeemDialog(s)));
        expect(selectRedeemDialog(done)).toBe('serial');
        expect(done.context.outcome?.serial?.serial).toMatch(/\S{4,}/);
        expect(done.context.outcome?.serial?.redeemKey).toBeTruthy();
      } finally {
        clearFaults();
      }
      expect(await pointsNow()).toBe(before - (loaded.context.campaign?.pointPerUnit ?? 0));
      actor.stop();
    });
  }
});


describe('the language chosen before signing in', () => {
  it('goes with the sign-in, so the redeem answers with the privilege message in that language', async () => {
    for (const [locale, word] of [[1033, 'SAENGCHAN'], [1054, 'แสงจันทร์']] as const) {
      const answer = unwrap(
        await clients.modules.POST('/auth/{provider}_login', {
          params: { path: { provider: 'bzbs' } },
          body: { username: 'somchai', password: 'Passw0rd!', app_id: SANDBOX_APP_ID, locale },
        }),
      ) as { data?: { token?: string; jwt?: string } };
      token = answer.data?.jwt || answer.data?.token;
      const redeemed = unwrap(
        await clients.modules.POST('/campaign/{campaignId}/redeem', { params: { path: { campaignId: CampaignId.staffWord } }, body: {} }),
      );
      expect(redeemed.data?.privilegeMessage).toContain(word);
    }
  });
});
