/** Find store: location granted, denied, unavailable and no answer in time (fake time), search and back. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { findStoreMachine, LOCATE_TIMEOUT_MS } from '@machines/findStore/findStore.machine';
import { selectFindStoreStatus, selectNoLocationReason } from '@machines/findStore/findStore.selectors';
import { LocateError } from '@machines/findStore/findStore.types';
import type { Branch, Position } from '@/domain/stores/stores';

const branch = (id: string, name: string, distanceKm?: number): Branch => ({
  id,
  name,
  address: '',
  latitude: 13.7,
  longitude: 100.5,
  ...(distanceKm === undefined ? {} : { distanceKm }),
});

function start(locate: () => Promise<Position>, geolocationSupported = true) {
  const machine = findStoreMachine.provide({
    actors: {
      locate: fromPromise(locate),
      loadNearby: fromPromise<Branch[], Position>(async () => [branch('1', 'Siam', 0.2), branch('2', 'Ari', 4.1)]),
      loadBranches: fromPromise(async () => [branch('1', 'Siam'), branch('3', 'Nimman')]),
      searchBranches: fromPromise<Branch[], { query: string; position?: Position }>(async ({ input }) => [branch('3', `${input.query} result`, input.position ? 580 : undefined)]),
    },
  });
  return createActor(machine, { input: { geolocationSupported } }).start();
}

describe('findStore', () => {
  it('with a position: nearby, nearest first; a search and back', async () => {
    const actor = start(async () => ({ latitude: 13.7462, longitude: 100.5347 }));
    await waitFor(actor, (s) => s.matches('nearby'));
    expect(actor.getSnapshot().context.branches.map((b) => b.distanceKm)).toEqual([0.2, 4.1]);
    actor.send({ type: 'FIND.SEARCH', query: '  ' });
    expect(actor.getSnapshot().value).toBe('nearby');
    actor.send({ type: 'FIND.SEARCH', query: 'Nimman' });
    await waitFor(actor, (s) => s.matches('searchResults'));
    expect(actor.getSnapshot().context.results[0]).toMatchObject({ name: 'Nimman result', distanceKm: 580 });
    actor.send({ type: 'FIND.SEARCH_CLEARED' });
    expect(actor.getSnapshot().value).toBe('nearby');
  });

  it.each(['denied', 'unavailable'] as const)('location %s: by province with the reason', async (reason) => {
    const actor = start(async () => {
      throw new LocateError(reason);
    });
    await waitFor(actor, (s) => s.matches('byProvince'));
    expect(selectNoLocationReason(actor.getSnapshot())).toBe(reason);
    actor.send({ type: 'FIND.PROVINCE_CHOSEN', province: '50' });
    expect(actor.getSnapshot().context.province).toBe('50');
  });

  it('no position within the locate timeout (fake time): by province, reason timeout; Use my location asks again', async () => {
    vi.useFakeTimers();
    try {
      const actor = start(() => new Promise<Position>(() => {}));
      expect(selectFindStoreStatus(actor.getSnapshot())).toBe('locating');
      vi.advanceTimersByTime(LOCATE_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().value).toBe('locating');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().matches('loadingAll')).toBe(true);
      expect(selectNoLocationReason(actor.getSnapshot())).toBe('timeout');
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('byProvince'));
      actor.send({ type: 'FIND.LOCATE_AGAIN' });
      expect(actor.getSnapshot().value).toBe('locating');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a device without geolocation goes straight to the province list', async () => {
    const actor = start(async () => ({ latitude: 0, longitude: 0 }), false);
    await waitFor(actor, (s) => s.matches('byProvince'));
    expect(selectNoLocationReason(actor.getSnapshot())).toBe('unsupported');
    expect(actor.getSnapshot().can({ type: 'FIND.LOCATE_AGAIN' })).toBe(false);
  });
});
