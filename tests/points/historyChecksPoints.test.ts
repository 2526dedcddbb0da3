// @vitest-environment node
/**
 * The point and receipt histories, wired as the app runs them (their live charts on real clients), ask the
 * session to check the member's points once their list has loaded (SESSION.PROFILE_CHECK: read again unless
 * just read), not to read them again unconditionally: on a first load the session has just read them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClients } from '@/api/clients';
import { settingsForThisBuild } from '@/platform/config/settings';
import { createPointHistoryLogic } from '@/flows/pointHistory/pointHistory.live';
import { createReceiptHistoryLogic } from '@/flows/receiptHistory/receiptHistory.live';

const settings = settingsForThisBuild();

function services() {
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname;
    // The log answers a bare array; the receipt history the spec's envelope.
    const body = path.endsWith('/log/points') ? [] : { success: true, data: [] };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  const clients = createApiClients({
    baseUrls: { ...settings.baseUrls, modules: 'http://app.test/m' },
    appId: 'app',
    subscriptionKey: 'key',
    getToken: () => 'member',
    fetch: fetch as typeof globalThis.fetch,
  });
  const session = { getSnapshot: () => ({ context: { locale: 1054 as const } }), send: (event: { type: string }) => void sent.push(event.type) };
  return { sent, services: { clients, session } };
}

describe('a history list loaded asks the session to check the points', () => {
  it('point history', async () => {
    const { sent, services: s } = services();
    const actor = createActor(createPointHistoryLogic(s), { input: { tab: 'earn', month: { year: 2026, month: 12 } } }).start();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
    expect(sent).toEqual(['SESSION.PROFILE_CHECK']);
    actor.stop();
  });

  it('receipt history', async () => {
    const { sent, services: s } = services();
    const actor = createActor(createReceiptHistoryLogic(s), { input: {} }).start();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
    expect(sent).toEqual(['SESSION.PROFILE_CHECK']);
    actor.stop();
  });
});
