/**
 * The points-code connect: what the form shows in the chart's states (Try again enabled from snapshot.can)
 * and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { LineClient } from '@/domain/line/clientLimits';
import { connect } from '@machines/pointCode/pointCode.connect';
import { pointCodeMachine } from '@machines/pointCode/pointCode.machine';
import type { PointCodeAnswer, PointCodeEvent } from '@machines/pointCode/pointCode.types';

const inLine: LineClient = { inClient: true, lineVersion: '14.0.0', os: 'ios' };
const browser: LineClient = { inClient: false, lineVersion: null, os: 'web' };

function start(process: () => Promise<PointCodeAnswer>, client = browser) {
  const machine = pointCodeMachine.provide({
    actors: {
      detectClient: fromPromise<LineClient, void>(async () => client),
      scanCode: fromPromise<string | null, void>(async () => null),
      processCodes: fromPromise(process),
    },
    actions: { refreshPoints: () => {} },
  });
  return createActor(machine, { input: {} }).start();
}

describe('points-code connect', () => {
  it('editing: the text, refused entries and whether the scanner is offered', async () => {
    const actor = start(async () => ({ outcomes: [], banUntil: null }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CODE.CHANGED', text: 'PTS-2024-AB12CD !!' });
    actor.send({ type: 'CODE.SUBMIT' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ text: 'PTS-2024-AB12CD !!', invalid: ['!!'], sending: false, scanOffered: false, outcomes: null, canRetry: false });
    const inside = start(async () => ({ outcomes: [], banUntil: null }), inLine);
    await waitFor(inside, (s) => s.matches('editing'));
    expect(connect(inside.getSnapshot(), vi.fn()).scanOffered).toBe(true);
  });

  it('sending, then the result per code and the ban end in epoch milliseconds', async () => {
    let answer = (_: PointCodeAnswer) => {};
    const actor = start(() => new Promise<PointCodeAnswer>((resolve) => (answer = resolve)));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CODE.CHANGED', text: 'PTS-2024-AB12CD' });
    actor.send({ type: 'CODE.SUBMIT' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ sending: true, slow: false });
    answer({ outcomes: [{ code: 'PTS-2024-AB12CD', kind: 'invalid' }], banUntil: 1_700_000_000 });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({
      sending: false,
      outcomes: [{ code: 'PTS-2024-AB12CD', kind: 'invalid' }],
      bannedUntil: 1_700_000_000_000,
      text: '',
    });
  });

  it('a failure keeps the text with Try again enabled from snapshot.can', async () => {
    const actor = start(async () => {
      throw new ApiCallError({ message: 'down', status: 500 });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CODE.CHANGED', text: 'PTS-2024-AB12CD' });
    actor.send({ type: 'CODE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ text: 'PTS-2024-AB12CD', error: { status: 500 }, canRetry: true });
    expect(view.canRetry).toBe(actor.getSnapshot().can({ type: 'CODE.RETRY' }));
  });

  it('the handlers send the chart events', () => {
    const actor = start(async () => ({ outcomes: [], banUntil: null }));
    const send = vi.fn<(event: PointCodeEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onChange('abc');
    view.onSubmit();
    view.onScan();
    view.onRetry();
    view.onDismiss();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CODE.CHANGED', text: 'abc' },
      { type: 'CODE.SUBMIT' },
      { type: 'CODE.SCAN' },
      { type: 'CODE.RETRY' },
      { type: 'CODE.DISMISS' },
    ]);
  });
});
