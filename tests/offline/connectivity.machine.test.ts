import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { BACK_ONLINE_NOTICE_MS, createConnectivityMachine, PRECACHE_DELAY_MS } from '@machines/connectivity/connectivity.machine';
import type { ConnectivityEvent } from '@machines/connectivity/connectivity.types';
import { connect, CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';

function start(online: boolean, applyUpdate: () => Promise<void> = () => new Promise<void>(() => undefined)) {
  let refreshes = 0;
  const machine = createConnectivityMachine({
    actors: { applyUpdate: fromPromise(applyUpdate) },
    actions: { refreshAfterOffline: () => void (refreshes += 1) },
  });
  const actor = createActor(machine, { input: { online } }).start();
  const view = () => connect(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, view, refreshes: () => refreshes };
}

describe('connectivity: network', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts where the browser says it is', () => {
    expect(start(true).actor.getSnapshot().matches({ network: 'online' })).toBe(true);
    const offline = start(false);
    expect(offline.actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    expect(offline.view().offline).toBe(true);
    expect(offline.refreshes()).toBe(0);
  });

  it('goes offline with the offline notice and a reason for server actions', () => {
    const { actor, view } = start(true);
    expect(view().networkNotice).toBeNull();
    expect(view().disabledReason).toBeNull();
    actor.send({ type: 'NETWORK.WENT_OFFLINE' });
    expect(view()).toMatchObject({
      offline: true,
      networkNotice: { id: CONNECTIVITY_MESSAGES.offline, role: 'alert' },
      disabledReason: CONNECTIVITY_MESSAGES.needsNetwork,
    });
  });

  it('back online refreshes once, says so for BACK_ONLINE_NOTICE, then clears the strip', () => {
    const { actor, view, refreshes } = start(false);
    actor.send({ type: 'NETWORK.CAME_BACK' });
    expect(refreshes()).toBe(1);
    expect(view()).toMatchObject({ offline: false, networkNotice: { id: CONNECTIVITY_MESSAGES.backOnline, role: 'status' } });
    vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS - 1);
    expect(actor.getSnapshot().matches({ network: 'backOnline' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ network: 'online' })).toBe(true);
    expect(view().networkNotice).toBeNull();
    expect(refreshes()).toBe(1);
  });

  it('a network that drops again while coming back is offline at once, and refreshes again next time', () => {
    const { actor, refreshes } = start(false);
    actor.send({ type: 'NETWORK.CAME_BACK' });
    actor.send({ type: 'NETWORK.WENT_OFFLINE' });
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS * 2);
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    actor.send({ type: 'NETWORK.CAME_BACK' });
    expect(refreshes()).toBe(2);
  });

  it('ignores a repeated online event while online', () => {
    const { actor, refreshes } = start(true);
    actor.send({ type: 'NETWORK.CAME_BACK' });
    expect(actor.getSnapshot().matches({ network: 'online' })).toBe(true);
    expect(refreshes()).toBe(0);
  });
});

describe('connectivity: update', () => {
  it('shows Reload only once a new build waits', () => {
    const { actor, view } = start(true);
    expect(view().update.shown).toBe(false);
    expect(view().update.canReload).toBe(false);
    actor.send({ type: 'APP.UPDATE_FOUND' });
    expect(view().update).toMatchObject({ shown: true, canReload: true, reloading: false, messageId: CONNECTIVITY_MESSAGES.updateAvailable });
  });

  it('Reload applies the update once; a second tap does nothing while it applies', () => {
    let applied = 0;
    const { actor, view } = start(true, () => {
      applied += 1;
      return new Promise<void>(() => undefined);
    });
    actor.send({ type: 'APP.UPDATE_FOUND' });
    view().update.onReload();
    expect(view().update).toMatchObject({ shown: true, reloading: true, canReload: false });
    view().update.onReload();
    expect(applied).toBe(1);
  });

  it('a refused update leaves the notice so Reload can be tapped again', async () => {
    const { actor, view } = start(true, () => Promise.reject(new Error('no waiting worker')));
    actor.send({ type: 'APP.UPDATE_FOUND' });
    view().update.onReload();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ update: 'available' })).toBe(true));
    expect(view().update.canReload).toBe(true);
  });

  it('works offline too: the new build is already on the device', () => {
    const { actor, view } = start(false);
    actor.send({ type: 'APP.UPDATE_FOUND' });
    expect(view()).toMatchObject({ offline: true, update: { shown: true, canReload: true } });
  });
});

describe('connectivity: pages read again', () => {
  it('counts each time the network comes back, so a page of server data can start afresh', () => {
    const { actor, view } = start(true);
    expect(view().comebacks).toBe(0);
    actor.send({ type: 'NETWORK.WENT_OFFLINE' });
    expect(view().comebacks).toBe(0);
    actor.send({ type: 'NETWORK.CAME_BACK' });
    expect(view().comebacks).toBe(1);
    actor.send({ type: 'NETWORK.WENT_OFFLINE' });
    actor.send({ type: 'NETWORK.CAME_BACK' });
    expect(view().comebacks).toBe(2);
  });
});

describe('connectivity: the service worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts only PRECACHE_DELAY after the first screen has shown its content, and reports a waiting build', () => {
    let started = 0;
    let report: ((event: ConnectivityEvent) => void) | undefined;
    const machine = createConnectivityMachine({
      actors: {
        runServiceWorker: fromCallback<ConnectivityEvent>(({ sendBack }) => {
          started += 1;
          report = sendBack;
        }),
      },
    });
    const actor = createActor(machine, { input: { online: true } }).start();
    const view = () => connect(actor.getSnapshot(), (event) => actor.send(event));
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().matches({ worker: 'waiting' })).toBe(true);
    expect(started).toBe(0);
    view().onFirstScreenShown();
    expect(actor.getSnapshot().matches({ worker: 'settling' })).toBe(true);
    vi.advanceTimersByTime(PRECACHE_DELAY_MS - 1);
    expect(started).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ worker: 'running' })).toBe(true);
    expect(started).toBe(1);
    report?.({ type: 'APP.UPDATE_FOUND' });
    expect(view().update.shown).toBe(true);
  });

  it('the network handlers send the browser facts', () => {
    const { actor, view } = start(true);
    view().onWentOffline();
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    view().onCameBack();
    expect(actor.getSnapshot().matches({ network: 'backOnline' })).toBe(true);
  });
});
