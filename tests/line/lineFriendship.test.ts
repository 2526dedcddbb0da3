import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { lineFriendshipMachine } from '@machines/lineFriendship/lineFriendship.machine';
import type { LineFriendshipEvent, LineFriendshipInput } from '@machines/lineFriendship/lineFriendship.types';
import { REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { LineFeatureFailure, lineFeatureError } from '@/domain/line/featureErrors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const flush = () => vi.advanceTimersByTimeAsync(0);
const inLine: LineFriendshipInput = { inClient: true, addFriendUrl: 'https://line.me/R/ti/p/@brand' };

function start(input: LineFriendshipInput, answers: Array<boolean | Error | 'hang'>, open: () => Promise<void> = async () => {}) {
  const calls = { reads: 0, opened: [] as string[] };
  let comeBack: (() => void) | null = null;
  const machine = lineFriendshipMachine.provide({
    actors: {
      getFriendship: fromPromise<boolean, void>(async () => {
        const answer = answers[calls.reads] ?? answers.at(-1);
        calls.reads += 1;
        if (answer === 'hang') return new Promise<boolean>(() => {});
        if (answer instanceof Error) throw answer;
        return answer as boolean;
      }),
      openAddFriend: fromPromise<void, { url: string }>(async ({ input: { url } }) => {
        calls.opened.push(url);
        await open();
      }),
      watchReturn: fromCallback<LineFriendshipEvent>(({ sendBack }) => {
        comeBack = () => sendBack({ type: 'FRIENDSHIP.RETURNED' });
        return () => (comeBack = null);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, comeBack: () => comeBack?.() };
}

describe('lineFriendship', () => {
  it('outside LINE reads nothing and stays idle', async () => {
    const { actor, calls } = start({ ...inLine, inClient: false }, [true]);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.reads).toBe(0);
  });

  it('a friend is told so; Add friend is not offered', async () => {
    const { actor } = start(inLine, [true]);
    expect(actor.getSnapshot().value).toBe('checking');
    await flush();
    expect(actor.getSnapshot().value).toBe('friend');
    expect(actor.getSnapshot().can({ type: 'FRIENDSHIP.ADD_FRIEND' })).toBe(false);
  });

  it('not a friend: Add friend opens the brand account, and coming back reads the status again', async () => {
    const { actor, calls, comeBack } = start(inLine, [false, true]);
    await flush();
    expect(actor.getSnapshot().value).toBe('notFriend');
    actor.send({ type: 'FRIENDSHIP.ADD_FRIEND' });
    await flush();
    expect(calls.opened).toEqual(['https://line.me/R/ti/p/@brand']);
    expect(actor.getSnapshot().value).toBe('awaitingReturn');
    comeBack();
    await flush();
    expect(calls.reads).toBe(2);
    expect(actor.getSnapshot().value).toBe('friend');
  });

  it('"Check again" reads the status again while waiting, and stays not a friend when nothing changed', async () => {
    const { actor, calls } = start(inLine, [false]);
    await flush();
    actor.send({ type: 'FRIENDSHIP.ADD_FRIEND' });
    await flush();
    actor.send({ type: 'FRIENDSHIP.RECHECK' });
    await flush();
    expect(calls.reads).toBe(2);
    expect(actor.getSnapshot().value).toBe('notFriend');
  });

  it('without the brand account address Add friend is not offered', async () => {
    const { actor } = start({ ...inLine, addFriendUrl: '' }, [false]);
    await flush();
    expect(actor.getSnapshot().value).toBe('notFriend');
    expect(actor.getSnapshot().can({ type: 'FRIENDSHIP.ADD_FRIEND' })).toBe(false);
  });

  it('LINE refusing to open the address keeps the offer with the translated reason (invalid URL)', async () => {
    const { actor } = start(inLine, [false], async () => {
      throw new LineFeatureFailure(lineFeatureError('invalidUrl', { sdkMessage: 'invalidUrl' }));
    });
    await flush();
    actor.send({ type: 'FRIENDSHIP.ADD_FRIEND' });
    await flush();
    expect(actor.getSnapshot().value).toBe('notFriend');
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'invalidUrl', sdkMessage: 'invalidUrl' });
  });

  it('a failed read offers Retry; the stored error is a LINE feature error, never raw text', async () => {
    const { actor } = start(inLine, [Object.assign(new Error('The access token is invalid'), { status: 401 }), true]);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'UNKNOWN', reason: 'server', status: 401 });
    actor.send({ type: 'FRIENDSHIP.RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('friend');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('no answer within REQUEST_TIMEOUT cancels the read and offers Retry', async () => {
    const { actor } = start(inLine, ['hang']);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.reason).toBe('network');
  });
});
