/**
 * The LINE sign-in connect: what /linelogin shows in the chart's states (ready, loading, the error panel, the
 * sign-up form of a newcomer, where to go once signed in), Start and Try again enabled from snapshot.can, and
 * that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { toLineLoginError } from '@/domain/line/sdkErrors';
import { connect } from '@machines/lineLogin/lineLogin.connect';
import { lineLoginMachine } from '@machines/lineLogin/lineLogin.machine';
import type { LineAccount, LineChildOutput, LineLoginEvent } from '@machines/lineLogin/lineLogin.types';
import type { RegistrationOutput } from '@machines/registration/registration.types';

function start(options: { child?: LineChildOutput; appLogin?: () => Promise<LineAccount> } = {}) {
  const machine = lineLoginMachine.provide({
    actors: {
      pkceLogin: fromPromise(async () => options.child ?? { ok: true, idToken: 'id-token', next: '/campaign/1001' }) as never,
      lineAppLogin: fromPromise<LineAccount, { idToken: string }>(options.appLogin ?? (async () => ({ token: 't' }))),
      lineSignUp: fromPromise<RegistrationOutput>(() => new Promise(() => undefined)) as never,
    },
    actions: { notifySignedIn: () => undefined },
  });
  return createActor(machine, { input: { mode: 'pkce', liffId: '', channelId: '2000000001', next: '/profile', callback: null } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LINE sign-in connect', () => {
  it('ready: the panel with Sign in with LINE enabled from snapshot.can; every handler sends its event', () => {
    const actor = start();
    const snapshot = actor.getSnapshot();
    const send = vi.fn<(event: LineLoginEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.panel).toMatchObject({ view: 'ready', mode: 'pkce', error: null, canStart: true, canRetry: false });
    expect(view.panel.canStart).toBe(snapshot.can({ type: 'LINE.START' }));
    expect(view.done).toBeUndefined();
    expect(view.signUp).toBeUndefined();
    view.panel.onStart();
    view.panel.onRetry();
    view.panel.onClose();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['LINE.START', 'LINE.RETRY', 'LINE.CLOSE']);
  });

  it('signed in: where to go, with no welcome points', async () => {
    const actor = start();
    actor.send({ type: 'LINE.START' });
    expect(connect(actor.getSnapshot(), vi.fn()).panel.view).toBe('loading');
    await settle();
    expect(connect(actor.getSnapshot(), vi.fn()).done).toEqual({ next: '/campaign/1001', welcomePoints: 0 });
  });

  it('a failed login: the error panel with its message and Try again enabled from snapshot.can', async () => {
    const actor = start({ child: { ok: false, error: toLineLoginError(null, 'appLoginFailed') } });
    actor.send({ type: 'LINE.START' });
    await settle();
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.panel.view).toBe('error');
    expect(view.panel.error).not.toBeNull();
    expect(view.panel.canRetry).toBe(actor.getSnapshot().can({ type: 'LINE.RETRY' }));
    expect(view.panel.canRetry).toBe(true);
  });

  it('a LINE user who is not a member: the sign-up chart, the panel loading behind it', async () => {
    const actor = start({
      appLogin: async () => {
        throw new ApiCallError({ message: 'Not registered', status: 400, code: 'not_registered' });
      },
    });
    actor.send({ type: 'LINE.START' });
    await settle();
    await settle();
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(actor.getSnapshot().value).toBe('signingUp');
    expect(view.signUp).toBe(actor.getSnapshot().children.lineSignUp);
    expect(view.signUp).toBeDefined();
    expect(view.panel.view).toBe('loading');
  });
});
