import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { sharePickerMachine } from '@machines/sharePicker/sharePicker.machine';
import type { ShareEvent, ShareFacts, ShareResultStatus } from '@machines/sharePicker/sharePicker.types';
import { subWindowMachine } from '@machines/subWindow/subWindow.machine';
import type { SubWindowEvent, WaitAnswer } from '@machines/subWindow/subWindow.types';
import { linePermissionMachine } from '@machines/linePermission/linePermission.machine';
import type { LinePermissionOutput } from '@machines/linePermission/linePermission.types';
import { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';
import { pointCodeMachine } from '@machines/pointCode/pointCode.machine';
import type { PointCodeAnswer } from '@machines/pointCode/pointCode.types';
import type { LineClient } from '@/domain/line/clientLimits';
import { REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { COPIED_NOTICE_MS } from '@/domain/copiedNotice';

const inLine: LineClient = { inClient: true, lineVersion: '14.0.0', os: 'ios' };
const browser: LineClient = { inClient: false, lineVersion: null, os: 'web' };
const card = [{ type: 'flex', altText: 'x', contents: {} }];
const link = { url: 'https://example.org/campaign/1', title: 't', text: 'x' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('sharePicker', () => {
  function start(
    facts: Partial<ShareFacts>,
    fakes: {
      poll?: () => Promise<{ status: 'pending' | 'success' | 'cancel' | 'error' }>;
      picker?: () => Promise<{ status: 'success' } | null>;
      permission?: AnyActorLogic;
    } = {},
  ) {
    const calls = { polls: 0, checks: 0, cancels: 0, picker: [] as unknown[], device: 0, copied: 0, windows: 0, permissions: [] as unknown[] };
    let windowClosed = false;
    const machine = sharePickerMachine.provide({
      actors: {
        detectShareContext: fromPromise(async () => ({ client: browser, lineLoggedIn: false, deviceShare: false, pickerAvailability: 'available' as const, ...facts })),
        checkPermission: (fakes.permission ??
          fromPromise<LinePermissionOutput, unknown>(async ({ input }) => {
            calls.permissions.push(input);
            return { granted: true, error: null };
          })) as typeof linePermissionMachine,
        liffShareTargetPicker: fromPromise(async ({ input }) => {
          calls.picker.push(input.messages);
          return fakes.picker ? fakes.picker() : { status: 'success' as const };
        }),
        shareWindow: fromCallback<{ type: 'WINDOW.CHECK' }, { liffId: string; messages: unknown }, ShareEvent>(({ sendBack, receive }) => {
          calls.windows += 1;
          sendBack({ type: 'WINDOW.OPENED', ott: 'ott1' });
          receive(() => {
            calls.checks += 1;
            if (windowClosed) sendBack({ type: 'WINDOW.CLOSED' });
          });
        }),
        pollShareResult: fromPromise(async () => {
          calls.polls += 1;
          return fakes.poll ? fakes.poll() : { status: 'pending' as const };
        }),
        cancelShare: fromPromise<{ status: ShareResultStatus }, { liffId: string; ott: string }>(async () => {
          calls.cancels += 1;
          return { status: 'cancel' };
        }),
        deviceShare: fromPromise(async () => {
          calls.device += 1;
        }),
        copyLink: fromPromise(async () => {
          calls.copied += 1;
        }),
      },
    });
    const actor = createActor(machine, { input: { liffId: '1650000000-devliffid' } }).start();
    return { actor, calls, closeWindow: () => (windowClosed = true) };
  }

  it('refuses an empty or oversized message list before anything opens (invalid parameter)', async () => {
    const { actor, calls } = start({ client: inLine, lineLoggedIn: true });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: [], link });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'INVALID_ARGUMENT', sdkMessage: 'messageCountRange' });
    actor.send({ type: 'SHARE.OPEN', messages: Array.from({ length: 6 }, () => ({ type: 'text', text: 'x' })), link });
    expect(actor.getSnapshot().context.error?.sdkMessage).toBe('messageCountRange');
    actor.send({ type: 'SHARE.OPEN', messages: [{ text: 'no type' }], link });
    expect(actor.getSnapshot().context.error?.sdkMessage).toBe('noProperArgument');
    expect(calls.picker).toHaveLength(0);
  });

  it("inside LINE uses LIFF's picker: success, or cancel when it answers nothing", async () => {
    let answer: { status: 'success' } | null = { status: 'success' };
    const { actor, calls } = start({ client: inLine, lineLoggedIn: true }, { picker: async () => answer });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().value).toBe('shared');
    expect(calls.picker).toEqual([card]);
    answer = null;
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('an old LINE app gets a translated explanation instead of a failure', async () => {
    const { actor } = start({ client: { ...inLine, lineVersion: '10.0.0' }, lineLoggedIn: true, pickerAvailability: 'updateRequired', pickerMinVersion: '10.11.0' });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'updateRequired', minVersion: '10.11.0' });
  });

  it('share-picker window: polls every 500 ms, checks the window every 1 s, succeeds on the result', async () => {
    let polls = 0;
    const { actor, calls } = start({ lineLoggedIn: true }, { poll: async () => ({ status: ++polls >= 4 ? 'success' : 'pending' }) });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().matches({ window: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.polls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.polls).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.polls).toBe(2);
    expect(calls.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('shared');
    expect(calls.polls).toBe(4);
  });

  it('share-picker window closed without a result: CANCEL is reported and the share counts as cancelled', async () => {
    const { actor, calls, closeWindow } = start({ lineLoggedIn: true });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    closeWindow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.cancels).toBe(1);
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('share-picker window stops after 10 minutes', async () => {
    const { actor, calls } = start({ lineLoggedIn: true });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(actor.getSnapshot().matches('window')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'timeout', sdkMessage: 'timeout' });
    const polls = calls.polls;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.polls).toBe(polls);
  });

  it('in a browser the profile permission is checked before the window (parent window, not inside LINE)', async () => {
    const { actor, calls } = start({ lineLoggedIn: true, inParentWindow: true });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    expect(actor.getSnapshot().value).toBe('askingPermission');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.permissions).toEqual([{ permission: 'profile', inClient: false, mainLiffId: '1650000000-devliffid', consentLiffId: '1650000000-devliffid', inParentWindow: true }]);
    expect(actor.getSnapshot().matches({ window: 'waiting' })).toBe(true);
    expect(calls.windows).toBe(1);
  });

  it('a refused permission shares nothing and says so; Share again asks again', async () => {
    let answer: LinePermissionOutput = { granted: false, error: { code: 'FORBIDDEN', reason: 'consentDenied', sdkMessage: 'agreementDenied' } };
    const { actor, calls } = start({ lineLoggedIn: true }, { permission: fromPromise(async () => answer) });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'consentDenied' });
    expect(calls.windows).toBe(0);
    answer = { granted: true, error: null };
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().matches('window')).toBe(true);
  });

  it('profile not granted yet: the consent sub-window opens (real permission and sub-window charts), Allow leads to the share window', async () => {
    const opened: unknown[] = [];
    let submitted = false;
    const permission = linePermissionMachine.provide({
      actors: {
        readAppScope: fromPromise(async () => ['openid', 'profile', 'chat_message.write']),
        queryGrant: fromPromise(async () => false),
        consentSubWindow: subWindowMachine.provide({
          actors: {
            subWindowHost: fromCallback<{ type: 'WINDOW.CHECK' }, { mainLiffId: string; subLiffId: string; appData: Record<string, unknown> }, SubWindowEvent>(({ input, sendBack }) => {
              opened.push(input.appData);
              sendBack({ type: 'WINDOW.OPENED', msit: 'msit1', mstChallenge: 'c'.repeat(43) });
            }),
            waitResult: fromPromise<WaitAnswer, { msit: string; mstChallenge: string }>(async () => (submitted ? { kind: 'result', status: 'submit', result: { permissions: ['profile'] } } : { kind: 'pending' })),
          },
        }),
      },
    });
    const { actor, calls } = start({ lineLoggedIn: true }, { permission });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(opened).toEqual([{ permission: 'profile' }]);
    expect(actor.getSnapshot().value).toBe('askingPermission');
    expect(calls.windows).toBe(0);
    submitted = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches('window')).toBe(true);
    expect(calls.windows).toBe(1);
  });

  it('opened from a sub-window, the consent sub-window is refused (only the parent window may open one)', async () => {
    const permission = linePermissionMachine.provide({
      actors: { readAppScope: fromPromise(async () => ['openid', 'profile']), queryGrant: fromPromise(async () => false) },
    });
    const { actor, calls } = start({ lineLoggedIn: true, inParentWindow: false }, { permission });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'parentWindowOnly' });
    expect(calls.windows).toBe(0);
  });

  it('without LINE: the device share sheet, or the copied link when there is none', async () => {
    const withSheet = start({ deviceShare: true });
    await flush();
    withSheet.actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(withSheet.actor.getSnapshot().value).toBe('shared');
    expect(withSheet.calls.device).toBe(1);
    const noSheet = start({ deviceShare: false });
    await flush();
    noSheet.actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(noSheet.actor.getSnapshot().value).toBe('linkCopied');
    expect(noSheet.calls.copied).toBe(1);
  });

  it('the copied notice goes after the default 1500 ms (section 9), not before', async () => {
    const { actor } = start({ deviceShare: false });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(actor.getSnapshot().value).toBe('linkCopied');
    await vi.advanceTimersByTimeAsync(COPIED_NOTICE_MS - 1);
    expect(actor.getSnapshot().value).toBe('linkCopied');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a second tap while sharing is ignored (one picker)', async () => {
    const { actor, calls } = start({ client: inLine, lineLoggedIn: true }, { picker: () => new Promise(() => {}) });
    await flush();
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    actor.send({ type: 'SHARE.OPEN', messages: card, link });
    await flush();
    expect(calls.picker).toHaveLength(1);
  });
});

describe('subWindow result subscription', () => {
  function start(answers: Array<WaitAnswer | { fail: number }>, input: Partial<{ inParentWindow: boolean }> = {}) {
    const calls = { waits: 0 };
    const machine = subWindowMachine.provide({
      actors: {
        subWindowHost: fromCallback<{ type: 'WINDOW.CHECK' }, { mainLiffId: string; subLiffId: string; appData: Record<string, unknown> }, SubWindowEvent>(({ sendBack }) => {
          sendBack({ type: 'WINDOW.OPENED', msit: 'msit1', mstChallenge: 'c'.repeat(43) });
        }),
        waitResult: fromPromise(async () => {
          const next = answers[Math.min(calls.waits, answers.length - 1)];
          calls.waits += 1;
          if (next && 'fail' in next) throw { status: next.fail };
          return next as WaitAnswer;
        }),
      },
    });
    const actor = createActor(machine, {
      input: { mainLiffId: '1650000000-devliffid', subLiffId: '1650000000-devliffid', appData: {}, inParentWindow: true, ...input },
    }).start();
    return { actor, calls };
  }

  it('only the parent window may open one', () => {
    const { actor, calls } = start([{ kind: 'pending' }], { inParentWindow: false });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ reason: 'parentWindowOnly', sdkMessage: 'parentWindowOnly' });
    expect(calls.waits).toBe(0);
  });

  it('a 5xx is retried after 1 s, then the result sets the status-updated flag', async () => {
    const { actor, calls } = start([{ fail: 503 }, { kind: 'result', status: 'submit', result: { ok: 1 } }]);
    await flush();
    expect(calls.waits).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.waits).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.waits).toBe(2);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'submit', result: { ok: 1 }, statusUpdated: true, error: null });
  });

  it('a 4xx fails at once', async () => {
    const { actor, calls } = start([{ fail: 400 }]);
    await flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.waits).toBe(1);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('network failures and error statuses stop after the 10th attempt', async () => {
    const { actor, calls } = start([{ fail: 0 }, { kind: 'errorStatus' }]);
    await flush();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(calls.waits).toBe(9);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.waits).toBe(10);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.reason).toBe('subscriptionFailed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.waits).toBe(10);
  });

  it('pending answers keep waiting and stop after 10 minutes', async () => {
    const { actor } = start([{ kind: 'pending' }]);
    await flush();
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.reason).toBe('timeout');
  });
});

describe('linePermission', () => {
  function run(opts: { scope: string[]; granted: boolean; inClient: boolean; permission?: 'profile' | 'chat_message.write'; consent?: 'submit' | 'cancel' }) {
    const calls = { consent: 0, inClient: 0 };
    const machine = linePermissionMachine.provide({
      actors: {
        readAppScope: fromPromise(async () => opts.scope),
        queryGrant: fromPromise(async () => opts.granted),
        requestInClient: fromPromise(async () => {
          calls.inClient += 1;
        }),
        consentSubWindow: fromPromise(async () => {
          calls.consent += 1;
          return { status: opts.consent ?? 'submit', result: opts.consent === 'cancel' ? {} : { permissions: [opts.permission ?? 'profile'] }, statusUpdated: true, error: null };
        }) as never,
      },
    });
    const actor = createActor(machine, {
      input: { permission: opts.permission ?? 'profile', inClient: opts.inClient, mainLiffId: 'a', consentLiffId: 'b', inParentWindow: true },
    }).start();
    return { actor, calls };
  }

  it('not in the app scope is an error; granted goes ahead without asking', async () => {
    const a = run({ scope: ['openid'], granted: false, inClient: false });
    await flush();
    expect(a.actor.getSnapshot().output).toMatchObject({ granted: false, error: { reason: 'notInScope' } });
    const b = run({ scope: ['openid', 'profile'], granted: true, inClient: false });
    await flush();
    expect(b.actor.getSnapshot().output).toEqual({ granted: true, error: null });
    expect(b.calls.consent).toBe(0);
  });

  it('chat_message.write is never requested in an external browser', async () => {
    const { actor, calls } = run({ scope: ['openid', 'chat_message.write'], granted: false, inClient: false, permission: 'chat_message.write' });
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ granted: false, error: { reason: 'notInBrowser' } });
    expect(calls.consent).toBe(0);
  });

  it("asks with the consent sub-window in a browser and LINE's consent inside LINE", async () => {
    const browserRun = run({ scope: ['openid', 'profile'], granted: false, inClient: false });
    await flush();
    expect(browserRun.calls.consent).toBe(1);
    expect(browserRun.actor.getSnapshot().output).toEqual({ granted: true, error: null });
    const cancelled = run({ scope: ['openid', 'profile'], granted: false, inClient: false, consent: 'cancel' });
    await flush();
    expect(cancelled.actor.getSnapshot().output).toMatchObject({ granted: false, error: { reason: 'consentDenied' } });
    const inLineRun = run({ scope: ['openid', 'chat_message.write'], granted: false, inClient: true, permission: 'chat_message.write' });
    await flush();
    expect(inLineRun.calls.inClient).toBe(1);
    expect(inLineRun.actor.getSnapshot().output).toEqual({ granted: true, error: null });
  });

  it('LINE not answering the scope or the grant query within REQUEST_TIMEOUT: cancelled, reported as unreachable', async () => {
    for (const stuck of ['readAppScope', 'queryGrant'] as const) {
      const signals: AbortSignal[] = [];
      const hang = fromPromise<never, unknown>(({ signal }) => { signals.push(signal); return new Promise<never>(() => undefined); });
      const machine = linePermissionMachine.provide({
        actors: {
          readAppScope: stuck === 'readAppScope' ? hang : fromPromise(async () => ['openid', 'profile']),
          queryGrant: stuck === 'queryGrant' ? hang : fromPromise(async () => false),
        } as never,
      });
      const actor = createActor(machine, { input: { permission: 'profile', inClient: false, mainLiffId: 'a', consentLiffId: 'b', inParentWindow: true } }).start();
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().status, stuck).toBe('active');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().output, stuck).toMatchObject({ granted: false, error: { reason: 'network' } });
      expect(signals[0]?.aborted, stuck).toBe(true);
    }
  });
});

describe('sendToChat', () => {
  function start(client: LineClient, send: () => Promise<void>) {
    const sent: unknown[] = [];
    const machine = sendToChatMachine.provide({
      actors: {
        detectClient: fromPromise<LineClient, void>(async () => client),
        checkPermission: fromPromise(async () => ({ granted: true, error: null })) as never,
        sendMessages: fromPromise(async ({ input }) => {
          sent.push(input.messages);
          await send();
        }),
      },
    });
    const actor = createActor(machine, { input: { mainLiffId: 'a', consentLiffId: 'a' } }).start();
    return { actor, sent };
  }
  const messages = [{ type: 'text', text: 'Your code: AB12' }];

  it('sends after the permission and counts as sent 500 ms later', async () => {
    const { actor, sent } = start(inLine, async () => {});
    await flush();
    actor.send({ type: 'CHAT.SEND', messages });
    await flush();
    expect(sent).toEqual([messages]);
    expect(actor.getSnapshot().value).toBe('settling');
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('settling');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('is explained, not attempted, outside LINE', async () => {
    const { actor, sent } = start(browser, async () => {});
    await flush();
    actor.send({ type: 'CHAT.SEND', messages });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.error?.reason).toBe('inClientOnly');
    expect(sent).toHaveLength(0);
  });

  it('iOS LINE 12.0.0 answering 403 asks to update to 12.0.1; other LINE versions get the send error', async () => {
    const ios12 = start({ inClient: true, lineVersion: '12.0.0', os: 'ios' }, () => Promise.reject({ status: 403 }));
    await flush();
    ios12.actor.send({ type: 'CHAT.SEND', messages });
    await flush();
    expect(ios12.actor.getSnapshot().value).toBe('updateRequired');
    expect(ios12.actor.getSnapshot().context.error).toMatchObject({ reason: 'iosUpdateRequired', minVersion: '12.0.1' });
    const other = start(inLine, () => Promise.reject({ status: 403 }));
    await flush();
    other.actor.send({ type: 'CHAT.SEND', messages });
    await flush();
    expect(other.actor.getSnapshot().value).toBe('failed');
    expect(other.actor.getSnapshot().context.error?.reason).toBe('sendFailed');
  });

  it('a send LINE never answers is cancelled after REQUEST_TIMEOUT; sending again retries', async () => {
    let answer = false;
    const { actor, sent } = start(inLine, () => (answer ? Promise.resolve() : new Promise<void>(() => undefined)));
    await flush();
    actor.send({ type: 'CHAT.SEND', messages });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.reason).toBe('network');
    answer = true;
    actor.send({ type: 'CHAT.SEND', messages });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(sent).toHaveLength(2);
  });
});

describe('pointCode', () => {
  function start(process: (input: { codes: string[]; tranId: string }) => Promise<PointCodeAnswer>, client = browser) {
    const calls: Array<{ codes: string[]; tranId: string }> = [];
    let refreshed = 0;
    const machine = pointCodeMachine.provide({
      actors: {
        detectClient: fromPromise<LineClient, void>(async () => client),
        scanCode: fromPromise<string | null, void>(async () => 'https://example.org/p?code=PTS-2024-EF34GH'),
        processCodes: fromPromise(async ({ input }) => {
          calls.push(input);
          return process(input);
        }),
      },
      actions: {
        refreshPoints: () => {
          refreshed += 1;
        },
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    return { actor, calls, refreshed: () => refreshed };
  }

  it('refuses what is not a code before sending and keeps the text', async () => {
    const { actor, calls } = start(async () => ({ outcomes: [], banUntil: null }));
    await flush();
    actor.send({ type: 'CODE.CHANGED', text: 'PTS-2024-AB12CD !!' });
    actor.send({ type: 'CODE.SUBMIT' });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.invalid).toEqual(['!!']);
    expect(actor.getSnapshot().context.text).toBe('PTS-2024-AB12CD !!');
  });

  it('a retry after a timeout reuses the tranId (never earns twice); a new submit gets a new one', async () => {
    let hang = true;
    const { actor, calls, refreshed } = start(async ({ codes }) => {
      if (hang) return new Promise(() => {});
      return { outcomes: codes.map((code) => ({ code, kind: 'earned' as const, points: 50 })), banUntil: null };
    });
    await flush();
    actor.send({ type: 'CODE.CHANGED', text: 'pts-2024-ab12cd' });
    actor.send({ type: 'CODE.SUBMIT' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('slow')).toBe(true);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.text).toBe('pts-2024-ab12cd');
    hang = false;
    actor.send({ type: 'CODE.RETRY' });
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.codes).toEqual(['PTS-2024-AB12CD']);
    expect(calls[1]?.tranId).toBe(calls[0]?.tranId);
    expect(actor.getSnapshot().context.answer?.outcomes).toEqual([{ code: 'PTS-2024-AB12CD', kind: 'earned', points: 50 }]);
    expect(refreshed()).toBe(1);
    actor.send({ type: 'CODE.CHANGED', text: 'PTS-2024-EF34GH' });
    actor.send({ type: 'CODE.SUBMIT' });
    await flush();
    expect(calls[2]?.tranId).not.toBe(calls[0]?.tranId);
  });

  it('scanning is only offered inside LINE 11.6.0 or later; a scanned URL gives its code', async () => {
    const outside = start(async () => ({ outcomes: [], banUntil: null }));
    await flush();
    outside.actor.send({ type: 'CODE.SCAN' });
    expect(outside.actor.getSnapshot().context.scanError?.reason).toBe('inClientOnly');
    const old = start(async () => ({ outcomes: [], banUntil: null }), { inClient: true, lineVersion: '11.5.0', os: 'android' });
    await flush();
    old.actor.send({ type: 'CODE.SCAN' });
    expect(old.actor.getSnapshot().context.scanError).toMatchObject({ reason: 'updateRequired', minVersion: '11.6.0' });
    const ok = start(async () => ({ outcomes: [], banUntil: null }), inLine);
    await flush();
    ok.actor.send({ type: 'CODE.SCAN' });
    await flush();
    expect(ok.actor.getSnapshot().context.text).toBe('PTS-2024-EF34GH');
  });
});
