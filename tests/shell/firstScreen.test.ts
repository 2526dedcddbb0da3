// @vitest-environment node
/**
 * src/app/firstScreen.ts: the downloads the first screen does not need start only once the first route's tree
 * has committed, its start-up reads have settled (answered or failed) and a frame has painted after both.
 */
import { describe, expect, it } from 'vitest';
import { createFirstScreen } from '@/app/firstScreen';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A paint the test lets happen. */
function frames() {
  const queued: Array<() => void> = [];
  return { afterPaint: (task: () => void) => void queued.push(task), paint: () => queued.splice(0).forEach((task) => task()), get pending() { return queued.length; } };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('firstScreen', () => {
  it('runs the queued downloads only after the commit, the data and a paint, in the order queued', async () => {
    const f = frames();
    const screen = createFirstScreen(f.afterPaint, (task) => task());
    const data = deferred();
    screen.setData(() => data.promise);
    const ran: string[] = [];
    screen.after(() => ran.push('thai'));
    screen.after(() => ran.push('dialogs'));
    await flush();
    expect(ran).toEqual([]);
    screen.committed();
    await flush();
    expect(f.pending).toBe(0); // the data is still on its way
    data.resolve();
    await flush();
    expect(ran).toEqual([]); // not before the frame that shows it
    f.paint();
    expect(ran).toEqual(['thai', 'dialogs']);
    screen.after(() => ran.push('later'));
    expect(ran).toEqual(['thai', 'dialogs', 'later']);
  });

  it('a failed read still lets them start (the screen shows its error state)', async () => {
    const f = frames();
    const screen = createFirstScreen(f.afterPaint, (task) => task());
    const data = deferred();
    screen.setData(() => data.promise);
    let ran = false;
    screen.after(() => (ran = true));
    screen.committed();
    data.reject(new Error('down'));
    await flush();
    f.paint();
    expect(ran).toBe(true);
  });

  it('hands each queued download a task of its own, in the order queued', async () => {
    const f = frames();
    const tasks: Array<() => void> = [];
    const screen = createFirstScreen(f.afterPaint, (task) => void tasks.push(task));
    const ran: string[] = [];
    screen.after(() => ran.push('thai'));
    screen.after(() => ran.push('dialogs'));
    screen.committed();
    await flush();
    f.paint();
    expect(ran).toEqual([]); // handed over, not run inside the paint's task
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect(ran).toEqual(['thai']);
    tasks[1]!();
    expect(ran).toEqual(['thai', 'dialogs']);
  });

  it('without the commit nothing starts, and a second commit does not run them twice', async () => {
    const f = frames();
    const screen = createFirstScreen(f.afterPaint, (task) => task());
    let runs = 0;
    screen.after(() => (runs += 1));
    await flush();
    f.paint();
    expect(runs).toBe(0);
    screen.committed();
    screen.committed();
    await flush();
    f.paint();
    expect(runs).toBe(1);
  });
});
