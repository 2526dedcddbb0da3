/** The welcome-point connect: the dialog with its points while showing, closed otherwise, and OK sends the chart's event. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '@machines/welcomePoint/welcomePoint.connect';
import { createWelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';
import type { WelcomePointEvent } from '@machines/welcomePoint/welcomePoint.types';

const start = (points: number) => createActor(createWelcomePointMachine({ actions: { acknowledge: () => undefined } }), { input: { points } }).start();

describe('welcome-point connect', () => {
  it('open with the points while showing; closed after OK and with no points', () => {
    const actor = start(100);
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ open: true, points: 100 });
    actor.send({ type: 'WELCOME.OK' });
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({ open: false, points: 100 });
    expect(connect(start(0).getSnapshot(), vi.fn())).toMatchObject({ open: false, points: 0 });
  });

  it('OK sends WELCOME.OK', () => {
    const send = vi.fn<(event: WelcomePointEvent) => void>();
    connect(start(5).getSnapshot(), send).onOk();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'WELCOME.OK' }]);
  });
});
