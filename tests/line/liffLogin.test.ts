// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type LiffContextSummary, liffLoginMachine } from '@machines/lineLogin/liffLogin.machine';
import { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import { selectErrorMessage, selectView } from '@machines/lineLogin/lineLogin.selectors';
import { pkceLoginMachine } from '@machines/lineLogin/pkceLogin.machine';
import { CHANNEL_ID } from './lineTestKit';

interface LiffFakes {
  init?: () => Promise<{ isLoggedIn: boolean; isInClient: boolean }>;
  idToken?: string | null;
  liffId?: string;
}

function setup(fakes: LiffFakes = {}) {
  const calls = { init: [] as string[], appLogin: [] as string[], signedIn: 0, login: 0, close: 0 };
  const machine = lineLoginMachine.provide({
    actors: {
      liffLogin: liffLoginMachine.provide({
        actors: {
          initLiff: fromPromise(async ({ input }) => {
            calls.init.push(input.liffId);
            return fakes.init ? fakes.init() : { isLoggedIn: true, isInClient: true };
          }),
          readLiffContext: fromPromise<LiffContextSummary | null, void>(async () => ({ type: 'utou', viewType: 'full' })),
          readIdToken: fromPromise(async () => (fakes.idToken === undefined ? 'raw.id.token' : fakes.idToken)),
        },
        actions: {
          requestLiffLogin: () => {
            calls.login += 1;
          },
        },
      }),
      pkceLogin: pkceLoginMachine,
      lineAppLogin: fromPromise(async ({ input }) => {
        calls.appLogin.push(input.idToken);
        return { token: 'member-token' };
      }),
    },
    actions: {
      notifySignedIn: () => {
        calls.signedIn += 1;
      },
      closeWindow: () => {
        calls.close += 1;
      },
    },
  });
  const actor = createActor(machine, {
    input: { mode: 'liff', liffId: fakes.liffId ?? `${CHANNEL_ID}-AbCdEfGh`, channelId: CHANNEL_ID, next: '/campaign/1001', callback: null },
  });
  return { actor, calls };
}

describe('lineLogin inside the LINE app (LIFF)', () => {
  it('inits LIFF, reads the context and ID token, and signs in with the raw ID token', async () => {
    const { actor, calls } = setup();
    actor.start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.init).toEqual([`${CHANNEL_ID}-AbCdEfGh`]);
    expect(calls.appLogin).toEqual(['raw.id.token']);
    expect(calls.signedIn).toBe(1);
    expect(selectView(snapshot)).toBe('done');
    expect(snapshot.context.next).toBe('/campaign/1001');
  });

  it('without a LIFF id reports INVALID_CONFIG and calls nothing', async () => {
    const { actor, calls } = setup({ liffId: '' });
    actor.start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toMatchObject({ code: 'INVALID_CONFIG', reason: 'liffIdMissing' });
    expect(calls.init).toEqual([]);
  });

  it('a failed liff.init is INIT_FAILED with retry and close', async () => {
    let attempts = 0;
    const { actor, calls } = setup({
      init: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Invalid LIFF ID');
        return { isLoggedIn: true, isInClient: true };
      },
    });
    actor.start();
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toMatchObject({ code: 'INIT_FAILED', reason: 'liffInitFailed', detail: 'Invalid LIFF ID' });
    expect(selectErrorMessage(failed)?.messageId).toBe('line.error.liffInitFailed');
    actor.send({ type: 'LINE.CLOSE' });
    expect(calls.close).toBe(1);
    actor.send({ type: 'LINE.RETRY' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('signedIn');
    expect(calls.init).toHaveLength(2);
  });

  it('not logged in to LINE hands over to liff.login()', async () => {
    const { actor, calls } = setup({ init: async () => ({ isLoggedIn: false, isInClient: false }) });
    actor.start();
    await vi.waitFor(() => expect(calls.login).toBe(1));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.appLogin).toEqual([]);
  });

  it('no ID token (openid scope missing) is an error, never a user-id login', async () => {
    const { actor, calls } = setup({ idToken: null });
    actor.start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toMatchObject({ code: 'UNAUTHORIZED', reason: 'idTokenMissing' });
    expect(calls.appLogin).toEqual([]);
  });
});
