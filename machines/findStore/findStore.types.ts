import type { ApiError } from '@/domain/apiError';
import type { Branch, Position } from '@/domain/stores/stores';

/** Why the page lists branches by province instead of by distance. */
export type NoLocationReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export interface FindStoreInput {
  /** The device offers geolocation (navigator.geolocation exists). */
  geolocationSupported: boolean;
}

export interface FindStoreContext {
  geolocationSupported: boolean;
  position?: Position;
  reason?: NoLocationReason;
  /** Branches of the current list (nearby, or all for the by-province view). */
  branches: Branch[];
  /** Chosen province in the by-province view; undefined = every province. */
  province?: string;
  /** Text of the search by name; results are in `results`. */
  query: string;
  results: Branch[];
  error?: ApiError;
}

/** The geolocation actor fails with one of these reasons. */
export class LocateError extends Error {
  constructor(readonly reason: Exclude<NoLocationReason, 'unsupported'>) {
    super(`Location ${reason}`);
    this.name = 'LocateError';
  }
}

/** The reason of a failed locate: a LocateError's (or any error carrying one), else unavailable. */
export function locateFailureReason(error: unknown): Exclude<NoLocationReason, 'unsupported'> {
  const reason = typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined;
  return reason === 'denied' || reason === 'timeout' ? reason : 'unavailable';
}

export type FindStoreEvent =
  | { type: 'FIND.PROVINCE_CHOSEN'; province?: string }
  | { type: 'FIND.SEARCH'; query: string }
  | { type: 'FIND.SEARCH_CLEARED' }
  | { type: 'FIND.LOCATE_AGAIN' }
  | { type: 'FIND.RETRY' };

export type FindStoreTag = 'loading' | 'slow' | 'locating';
