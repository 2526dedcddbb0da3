/**
 * The cookie consent's sync as the app wires it (src/flows/cookieConsent/cookieConsent.live.ts): a signed-in member's
 * record is asked for together with the versions, not after them, and a record that cannot be read leaves the local
 * choice in force.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createCookieConsentLogic } from '@/flows/cookieConsent/cookieConsent.live';

type Answer = { data?: unknown; error?: unknown; response: Response };

/** Clients whose blob (versions) and modules (record) reads are logged and answered when the test says. */
function heldServices() {
  const asked: string[] = [];
  const pending = new Map<string, (answer: Answer) => void>();
  const read = (name: string) => () => {
    asked.push(name);
    return new Promise<Answer>((resolve) => pending.set(name, resolve));
  };
  const services = { settings: { appId: 'app' }, clients: { blob: { GET: read('versions') }, modules: { GET: read('record') } } } as never;
  const answer = (name: string, answer: Answer) => pending.get(name)?.(answer);
  return { asked, services, answer };
}

const ok = (data: unknown): Answer => ({ data, response: new Response(null, { status: 200 }) });
const failed: Answer = { error: { success: false }, response: new Response(null, { status: 503 }) };

function sync(services: never, signedIn: boolean) {
  const logic = createCookieConsentLogic(services, { start: async () => undefined, stop: () => undefined });
  const actor = createActor(logic.implementations.actors.syncCookieConsent as AnyActorLogic, { input: { signedIn } });
  actor.start();
  return toPromise(actor) as Promise<{ version: string; remote: unknown }>;
}

describe('cookie consent sync', () => {
  it('a member: the record is asked for before the versions have answered, and the answer carries both', async () => {
    const held = heldServices();
    const result = sync(held.services, true);
    await Promise.resolve();
    expect(held.asked).toEqual(['versions', 'record']);
    held.answer('record', ok({ success: true, data: { AnalyticsBuzzebeesCookies: 1 } }));
    held.answer('versions', ok({ cookie: { current_version: 4 } }));
    const done = await result;
    expect(done.version).toBe('4');
    expect(done.remote).toMatchObject({ analyticsBuzzebeesCookies: 1, marketingCookies: 0 });
  });

  it('a member whose record cannot be read keeps the local choice (no remote choices)', async () => {
    const held = heldServices();
    const result = sync(held.services, true);
    await Promise.resolve();
    held.answer('record', failed);
    held.answer('versions', ok({ cookie: { current_version: 4 } }));
    expect(await result).toEqual({ version: '4', remote: null });
  });

  it('a guest reads the versions alone', async () => {
    const held = heldServices();
    const result = sync(held.services, false);
    await Promise.resolve();
    held.answer('versions', ok({ cookie: { current_version: 2 } }));
    expect(await result).toEqual({ version: '2', remote: null });
    expect(held.asked).toEqual(['versions']);
  });
});
