import { fromPromise } from 'xstate';
import type { Branch, Position } from '@/domain/stores/stores';

/** The device's position (asks for permission); fails with a LocateError. Real: src/flows/findStore/findStore.live.ts. */
export const locate = fromPromise<Position, void>(async () => {
  throw new Error('findStore.locate is not provided');
});

/** GET /place with center and distance: branches near the position, nearest first, distance in km. */
export const loadNearby = fromPromise<Branch[], Position>(async () => {
  throw new Error('findStore.loadNearby is not provided');
});

/** GET /place: every branch (for the by-province view). */
export const loadBranches = fromPromise<Branch[], void>(async () => {
  throw new Error('findStore.loadBranches is not provided');
});

/** GET /place?q=: branches whose name or address contains the text; distances added when the position is known. */
export const searchBranches = fromPromise<Branch[], { query: string; position?: Position }>(async () => {
  throw new Error('findStore.searchBranches is not provided');
});
