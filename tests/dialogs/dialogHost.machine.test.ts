import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { dialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import { dialogHostFlow } from '@machines/dialogHost/dialogHost.flow';
import { selectDialogStack, selectHasOpenDialog, selectTopDialog } from '@machines/dialogHost/dialogHost.selectors';
import type { DialogEntry, DialogHiddenEmitted } from '@machines/dialogHost/dialogHost.types';

const alert = (key: string): DialogEntry => ({ key, kind: 'alert', options: { message: { text: key } } });

function start(inMessagingClient = false) {
  const closed: string[] = [];
  const machine = dialogHostMachine.provide({ actions: { closeMessagingWindow: () => void closed.push('closed') } });
  const actor = createActor(machine, { input: { inMessagingClient } }).start();
  const hidden: DialogHiddenEmitted[] = [];
  actor.on('DIALOG.HIDDEN', (event) => hidden.push(event));
  return { actor, hidden, closed };
}

const genericAlert = (key: string): DialogEntry => ({ key, kind: 'alert', options: { message: { id: 'errors.generic' }, closesWindowInClient: true } });

describe('dialogHost machine', () => {
  it('starts idle with no dialog', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectHasOpenDialog(actor.getSnapshot())).toBe(false);
  });

  it('stacks dialogs; the last opened is on top', () => {
    const { actor } = start();
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('a') });
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('b') });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(selectDialogStack(actor.getSnapshot()).map((d) => d.key)).toEqual(['a', 'b']);
    expect(selectTopDialog(actor.getSnapshot())?.key).toBe('b');
  });

  it('ignores a second dialog with the same key (one loading dialog at most)', () => {
    const { actor } = start();
    const loading: DialogEntry = { key: 'loading', kind: 'loading', options: {} };
    actor.send({ type: 'DIALOG.OPEN', dialog: loading });
    actor.send({ type: 'DIALOG.OPEN', dialog: loading });
    expect(selectDialogStack(actor.getSnapshot())).toHaveLength(1);
  });

  it('closing emits DIALOG.HIDDEN with the result and returns to idle after the last one', () => {
    const { actor, hidden } = start();
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('a') });
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('b') });
    actor.send({ type: 'DIALOG.CLOSE', key: 'a', result: true });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(hidden).toEqual([{ type: 'DIALOG.HIDDEN', key: 'a', result: true, reason: 'closed' }]);
    actor.send({ type: 'DIALOG.CLOSE', key: 'b' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(hidden[1]).toEqual({ type: 'DIALOG.HIDDEN', key: 'b', result: false, reason: 'closed' });
  });

  it('closing an unknown key changes nothing and emits nothing', () => {
    const { actor, hidden } = start();
    actor.send({ type: 'DIALOG.CLOSE', key: 'x' });
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('a') });
    actor.send({ type: 'DIALOG.CLOSE', key: 'x' });
    expect(selectDialogStack(actor.getSnapshot())).toHaveLength(1);
    expect(hidden).toEqual([]);
  });

  it('a route change closes every dialog, top first, each hidden with result false', () => {
    const { actor, hidden } = start();
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('a') });
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('b') });
    actor.send({ type: 'ROUTE.CHANGED', pathname: '/profile' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectDialogStack(actor.getSnapshot())).toEqual([]);
    expect(hidden.map((h) => [h.key, h.result, h.reason])).toEqual([
      ['b', false, 'routeChanged'],
      ['a', false, 'routeChanged'],
    ]);
  });

  it('a route change with nothing open emits nothing', () => {
    const { actor, hidden } = start();
    actor.send({ type: 'ROUTE.CHANGED', pathname: '/' });
    expect(hidden).toEqual([]);
  });

  it('inside the messaging client, OK on the generic error alert closes the window (spec section 8)', () => {
    const { actor, closed, hidden } = start(true);
    actor.send({ type: 'DIALOG.OPEN', dialog: genericAlert('g') });
    actor.send({ type: 'DIALOG.CLOSE', key: 'g', result: true });
    expect(closed).toEqual(['closed']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(hidden.map((h) => h.key)).toEqual(['g']);
  });

  it('also when other dialogs stay open under it', () => {
    const { actor, closed } = start(true);
    actor.send({ type: 'DIALOG.OPEN', dialog: alert('a') });
    actor.send({ type: 'DIALOG.OPEN', dialog: genericAlert('g') });
    actor.send({ type: 'DIALOG.CLOSE', key: 'g', result: true });
    expect(closed).toEqual(['closed']);
    expect(selectDialogStack(actor.getSnapshot()).map((d) => d.key)).toEqual(['a']);
  });

  it('keeps the window open: outside the client, for other alerts, and when the alert is dismissed rather than confirmed', () => {
    const outside = start(false);
    outside.actor.send({ type: 'DIALOG.OPEN', dialog: genericAlert('g') });
    outside.actor.send({ type: 'DIALOG.CLOSE', key: 'g', result: true });
    expect(outside.closed).toEqual([]);
    const inside = start(true);
    inside.actor.send({ type: 'DIALOG.OPEN', dialog: alert('a') });
    inside.actor.send({ type: 'DIALOG.CLOSE', key: 'a', result: true });
    inside.actor.send({ type: 'DIALOG.OPEN', dialog: genericAlert('g') });
    inside.actor.send({ type: 'DIALOG.CLOSE', key: 'g', result: false });
    inside.actor.send({ type: 'DIALOG.OPEN', dialog: genericAlert('h') });
    inside.actor.send({ type: 'ROUTE.CHANGED', pathname: '/profile' });
    expect(inside.closed).toEqual([]);
  });

  it('the catalogue descriptor reaches both states with its sample events', () => {
    const events = Object.entries(dialogHostFlow.events).flatMap(([type, variants]) => variants.map((v) => ({ type, ...v })));
    const paths = getShortestPaths(dialogHostMachine, {
      input: dialogHostFlow.input as { inMessagingClient: boolean },
      events: events as never,
      serializeState: dialogHostFlow.serializeState as never,
      // xstate's limit counts queue visits (states × events), the descriptor's counts distinct states.
      limit: 20 * (dialogHostFlow.limit ?? 500),
    });
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(values).toEqual(new Set(['"idle"', '"showing"']));
    // Stacks of up to the four sample dialogs are explored.
    expect(paths.some((p) => (p.state.context as { stack: unknown[] }).stack.length === 4)).toBe(true);
  });
});
