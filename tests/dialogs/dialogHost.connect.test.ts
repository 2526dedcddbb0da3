import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '@machines/dialogHost/dialogHost.connect';
import { dialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import type { DialogEntry, DialogHiddenEmitted, DialogHostEvent } from '@machines/dialogHost/dialogHost.types';

const alert = (key: string): DialogEntry => ({ key, kind: 'alert', options: { message: { text: key } } });

function start() {
  const actor = createActor(dialogHostMachine, { input: {} }).start();
  const hidden: DialogHiddenEmitted[] = [];
  actor.on('DIALOG.HIDDEN', (event) => hidden.push(event));
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { actor, hidden, view };
}

describe('dialogHost connect', () => {
  it('handlers send the chart’s events', () => {
    const sent: DialogHostEvent[] = [];
    const view = connect(createActor(dialogHostMachine, { input: {} }).getSnapshot(), (event) => sent.push(event));
    view.onOpen(alert('a'));
    view.onClose('a', true);
    view.onShowLoading({ label: { id: 'common.loading' } });
    view.onHideLoading();
    view.onRouteChanged('/cart');
    expect(sent).toEqual([
      { type: 'DIALOG.OPEN', dialog: alert('a') },
      { type: 'DIALOG.CLOSE', key: 'a', result: true },
      { type: 'DIALOG.OPEN', dialog: { key: 'loading', kind: 'loading', options: { label: { id: 'common.loading' } } } },
      { type: 'DIALOG.CLOSE', key: 'loading' },
      { type: 'ROUTE.CHANGED', pathname: '/cart' },
    ]);
  });

  it('the view follows the stack: open, stacked, closed by the person, then all closed by a route change, top first', () => {
    const { view, hidden } = start();
    expect(view()).toMatchObject({ stack: [], open: false });
    view().onOpen(alert('a'));
    view().onOpen(alert('b'));
    expect(view().stack.map((d) => d.key)).toEqual(['a', 'b']);
    expect(view().open).toBe(true);
    view().onClose('b', true);
    expect(view().stack.map((d) => d.key)).toEqual(['a']);
    expect(hidden).toEqual([{ type: 'DIALOG.HIDDEN', key: 'b', result: true, reason: 'closed' }]);
    view().onShowLoading({});
    expect(view().stack.map((d) => d.key)).toEqual(['a', 'loading']);
    view().onRouteChanged('/cart');
    expect(view()).toMatchObject({ stack: [], open: false });
    expect(hidden.map((h) => [h.key, h.reason])).toEqual([
      ['b', 'closed'],
      ['loading', 'routeChanged'],
      ['a', 'routeChanged'],
    ]);
  });
});
