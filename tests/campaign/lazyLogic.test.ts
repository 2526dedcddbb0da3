/**
 * Child charts provided at the edge: the parent's typed stub says it is not provided, and lazyLogic
 * downloads the module once (a failure is tried again), then runs as the loaded chart itself, so the
 * parent's child has the chart's snapshot, events and output.
 */
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, spawnChild, type SnapshotFrom } from 'xstate';
import { notProvidedLogic } from '@machines/shared/provided';
import { lazyLogic } from '@/flows/shared/lazyLogic';

const counter = setup({ types: { input: {} as { start: number }, context: {} as { n: number }, events: {} as { type: 'INC' } | { type: 'DONE' } } }).createMachine({
  id: 'counter',
  context: ({ input }) => ({ n: input.start }),
  initial: 'counting',
  states: {
    counting: { on: { INC: { actions: assign({ n: ({ context }) => context.n + 1 }) }, DONE: 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => context.n,
});

function parentWith(child: typeof counter | ReturnType<typeof notProvidedLogic<typeof counter>>) {
  return setup({ actors: { counter: child } }).createMachine({
    context: { result: 0 },
    entry: spawnChild('counter', { id: 'counter', input: { start: 40 } }),
    on: { 'xstate.done.actor.counter': { actions: assign({ result: ({ event }) => Number((event as { output?: unknown }).output) }) } },
  });
}

describe('child charts provided at the edge', () => {
  it('the stub of a child chart says it is not provided', () => {
    const stub = notProvidedLogic<typeof counter>('parent.counter');
    const actor = createActor(stub, { input: { start: 1 } });
    expect(actor.getSnapshot()).toMatchObject({ status: 'error', error: new Error('parent.counter is not provided') });
  });

  it('lazyLogic downloads once for every caller and tries a failed download again', async () => {
    const fetchModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ counter });
    const lazy = lazyLogic<{ counter: typeof counter }>(fetchModule);
    await expect(lazy.load()).rejects.toThrow('offline');
    await Promise.all([lazy.load(), lazy.load()]);
    await lazy.load();
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('once loaded, the stand-in runs as the chart: its snapshot, its events and its output reach the parent', async () => {
    const lazy = lazyLogic(async () => ({ counter }));
    // Started too early, the child fails (its parent gets its error event) rather than the parent.
    const early = createActor(lazy.logic('counter'), { input: { start: 1 } });
    expect(early.getSnapshot()).toMatchObject({ status: 'error', error: new Error('counter was started before its module was loaded') });
    await lazy.load();
    const parent = createActor(parentWith(lazy.logic('counter'))).start();
    const child = parent.getSnapshot().children.counter!;
    child.send({ type: 'INC' });
    child.send({ type: 'INC' });
    expect((child.getSnapshot() as SnapshotFrom<typeof counter>).context.n).toBe(42);
    expect((child.getSnapshot() as SnapshotFrom<typeof counter>).matches('counting')).toBe(true);
    child.send({ type: 'DONE' });
    expect(parent.getSnapshot().context.result).toBe(42);
  });
});
