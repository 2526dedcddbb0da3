/** The get-point connect: open or closed, the uuid the QR code shows, and the events the handlers send. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '@machines/getPoint/getPoint.connect';
import { getPointMachine } from '@machines/getPoint/getPoint.machine';
import type { GetPointEvent } from '@machines/getPoint/getPoint.types';

describe('get-point connect', () => {
  it('closed, then open with the member uuid; closed again after Close', () => {
    const actor = createActor(getPointMachine, { input: { uuid: 'U-123' } }).start();
    expect(connect(actor.getSnapshot(), vi.fn()).dialog).toMatchObject({ open: false, uuid: 'U-123' });
    actor.send({ type: 'GETPOINT.OPEN' });
    expect(connect(actor.getSnapshot(), vi.fn()).dialog).toMatchObject({ open: true, uuid: 'U-123' });
    actor.send({ type: 'GETPOINT.CLOSE' });
    expect(connect(actor.getSnapshot(), vi.fn()).dialog.open).toBe(false);
  });

  it('without a uuid there is none to draw', () => {
    const actor = createActor(getPointMachine, { input: { uuid: '  ' } }).start();
    expect(connect(actor.getSnapshot(), vi.fn()).dialog.uuid).toBeNull();
  });

  it('the handlers send the chart events', () => {
    const actor = createActor(getPointMachine, { input: {} }).start();
    const send = vi.fn<(event: GetPointEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    view.onOpen();
    view.dialog.onHistory();
    view.dialog.onClose();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['GETPOINT.OPEN', 'GETPOINT.HISTORY', 'GETPOINT.CLOSE']);
  });
});
