/**
 * The find-store connect: what /findstore shows in each state of the chart, that each handler sends the chart's
 * event, and that Search and Locate again are enabled from snapshot.can.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connect } from '@machines/findStore/findStore.connect';
import { findStoreMachine } from '@machines/findStore/findStore.machine';
import { LocateError, type FindStoreEvent } from '@machines/findStore/findStore.types';
import type { Branch, Position } from '@/domain/stores/stores';

const branch = (id: string, name: string, distanceKm?: number): Branch => ({
  id,
  name,
  address: '',
  latitude: 13.7,
  longitude: 100.5,
  ...(distanceKm === undefined ? {} : { distanceKm }),
});

function start(locate: () => Promise<Position>) {
  const machine = findStoreMachine.provide({
    actors: {
      locate: fromPromise(locate),
      loadNearby: fromPromise<Branch[], Position>(async () => [branch('1', 'Siam', 0.2)]),
      loadBranches: fromPromise(async () => [branch('3', 'Nimman')]),
      searchBranches: fromPromise<Branch[], { query: string; position?: Position }>(async () => [branch('3', 'Nimman')]),
    },
  });
  return createActor(machine, { input: { geolocationSupported: true } }).start();
}

describe('findStore connect', () => {
  it('locating: the locating status, nothing searchable yet', () => {
    const actor = start(() => new Promise(() => undefined));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view.status).toBe('locating');
    expect(view.canSearch).toBe(actor.getSnapshot().can({ type: 'FIND.SEARCH', query: 'x' }));
  });

  it('nearby: the branches; Search enabled from snapshot.can; handlers send the chart events', async () => {
    const actor = start(async () => ({ latitude: 13.7, longitude: 100.5 }));
    const snapshot = await waitFor(actor, (s) => s.matches('nearby'));
    const send = vi.fn<(event: FindStoreEvent) => void>();
    const view = connect(snapshot, send);
    expect(view).toMatchObject({ status: 'nearby', canSearch: true, query: '' });
    expect(view.canLocateAgain).toBe(snapshot.can({ type: 'FIND.LOCATE_AGAIN' }));
    expect(view.branches.map((b) => b.name)).toEqual(['Siam']);
    view.onSearch('Ari');
    view.onClearSearch();
    view.onProvince('50');
    view.onLocateAgain();
    view.onRetry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'FIND.SEARCH', query: 'Ari' },
      { type: 'FIND.SEARCH_CLEARED' },
      { type: 'FIND.PROVINCE_CHOSEN', province: '50' },
      { type: 'FIND.LOCATE_AGAIN' },
      { type: 'FIND.RETRY' },
    ]);
  });

  it('no position: by province with the reason, Locate again enabled from snapshot.can', async () => {
    const actor = start(async () => {
      throw new LocateError('denied');
    });
    const snapshot = await waitFor(actor, (s) => s.matches('byProvince'));
    const view = connect(snapshot, vi.fn());
    expect(view).toMatchObject({ status: 'byProvince', reason: 'denied' });
    expect(view.canLocateAgain).toBe(snapshot.can({ type: 'FIND.LOCATE_AGAIN' }));
  });
});
