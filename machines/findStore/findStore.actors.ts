import { notProvided } from '../shared/provided';
import type { Branch, Position } from '@/domain/stores/stores';

/** The device's position (asks for permission); fails with a LocateError. Real: src/flows/findStore/findStore.live.ts. */
export const locate = notProvided<Position, void>('findStore.locate');

/** GET /place with center and distance: branches near the position, nearest first, distance in km. */
export const loadNearby = notProvided<Branch[], Position>('findStore.loadNearby');

/** GET /place: every branch (for the by-province view). */
export const loadBranches = notProvided<Branch[], void>('findStore.loadBranches');

/** GET /place?q=: branches whose name or address contains the text; distances added when the position is known. */
export const searchBranches = notProvided<Branch[], { query: string; position?: Position }>('findStore.searchBranches');
