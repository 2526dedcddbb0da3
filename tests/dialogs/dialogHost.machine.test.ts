import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { dialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import { dialogHostFlow } from '@machines/dialogHost/dialogHost.flow';
import { selectDialogStack, selectHasOpenDialog, selectTopDialog } from '@machines/dialogHost/dialogHost.selectors';
import type { DialogEntry, DialogHiddenEmitted } from '@machines/dialogHost/dialogHost.types';

const alert = (key: string): DialogEntry => ({ key, kind: 'alert', options: { message: { text: key } } });

function start() {
  const actor = createActor(dialogHostMachine).start();
  const hidden: DialogHiddenEmitted[] = [];
  actor.on('DIALOG.HIDDEN', (event) => hidden.push(event));
  return { actor, hidden };
}

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

  it('the catalogue descriptor reaches both states with its sample events', () => {
    const events = Object.entries(dialogHostFlow.events).flatMap(([type, variants]) => variants.map((v) => ({ type, ...v })));
    const paths = getShortestPaths(dialogHostMachine, {
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
