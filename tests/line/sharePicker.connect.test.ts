/**
 * The share control's connect: Share enabled from snapshot.can once the share context is known, the view of
 * the outcome (a refused message list is a translated error), and that the handlers send the chart's events
 * with the caller's messages and link.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/sharePicker/sharePicker.connect';
import { sharePickerMachine } from '@machines/sharePicker/sharePicker.machine';
import type { ShareEvent, ShareFacts } from '@machines/sharePicker/sharePicker.types';

const link = { url: 'https://example.test/campaign/1', title: 'Campaign', text: 'Look' };

function start() {
  const machine = sharePickerMachine.provide({
    actors: {
      detectShareContext: fromPromise(
        async (): Promise<ShareFacts> => ({
          client: { inClient: false, lineVersion: null, os: 'web' },
          lineLoggedIn: false,
          deviceShare: false,
          pickerAvailability: 'available',
        }),
      ),
    },
  });
  return createActor(machine, { input: { liffId: '1650000000-devliffid' } }).start();
}

describe('share picker connect', () => {
  it('Share follows snapshot.can: off while the context is detected, on when idle', async () => {
    const actor = start();
    const detecting = connect(actor.getSnapshot(), vi.fn());
    expect(detecting.canShare).toBe(actor.getSnapshot().can({ type: 'SHARE.OPEN', messages: [], link }));
    expect(detecting.canShare).toBe(false);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ view: { kind: 'idle' }, canShare: true });
  });

  it('a refused message list shows as an error; Share stays available to try again', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SHARE.OPEN', messages: [], link });
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.view).toMatchObject({ kind: 'error', error: { code: 'INVALID_ARGUMENT' } });
    expect(view.canShare).toBe(true);
  });

  it('the handlers send the chart events with the caller’s messages and link', () => {
    const actor = start();
    const send = vi.fn<(event: ShareEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    const messages = [{ type: 'text', text: 'hi' }];
    view.onShare(messages, link);
    view.onDismiss();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'SHARE.OPEN', messages, link }, { type: 'SHARE.DISMISS' }]);
  });
});
