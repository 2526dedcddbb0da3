/**
 * Find a store (/findstore; spec section 1: find stores and nearby branches; section 9: distance in km).
 * With the member's permission the device's position gives the branches nearest first with their
 * distance. Without it (permission denied, position unavailable, no answer within LOCATE_TIMEOUT, or no
 * geolocation on the device) the page lists every branch by province with a note saying why, and
 * offers to try the location again. A search by name works in both views. Every call has the shared
 * request timeout and a failed one offers Retry.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import type { Branch, Position } from '@/domain/stores/stores';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { loadBranches, loadNearby, locate, searchBranches } from './findStore.actors';
import { locateFailureReason, type FindStoreContext, type FindStoreEvent, type FindStoreInput, type FindStoreTag, type NoLocationReason } from './findStore.types';

/** How long the device may take to give a position (including the permission prompt). */
export const LOCATE_TIMEOUT_MS = 10_000;

export const findStoreMachine = setup({
  types: {
    context: {} as FindStoreContext,
    events: {} as FindStoreEvent,
    input: {} as FindStoreInput,
    tags: {} as FindStoreTag,
  },
  actors: { locate, loadNearby, loadBranches, searchBranches },
  delays: { ...requestDelays, LOCATE_TIMEOUT: LOCATE_TIMEOUT_MS },
  guards: {
    canLocate: ({ context }) => context.geolocationSupported,
    hasPosition: ({ context }) => context.position !== undefined,
    hasQuery: ({ event }) => event.type === 'FIND.SEARCH' && event.query.trim() !== '',
    isSearchRetry: ({ context }) => context.query.trim() !== '',
    /** A failed search (the page offers Clear search) while the location is known. */
    searchFailedWithPosition: ({ context }) => context.query.trim() !== '' && context.position !== undefined,
  },
  actions: {
    storePosition: assign((_, params: { position: Position }) => ({ position: params.position, reason: undefined })),
    storeReason: assign((_, params: { reason: NoLocationReason }) => ({ reason: params.reason, position: undefined })),
    storeLocateFailure: assign((_, params: { error: unknown }) => ({ reason: locateFailureReason(params.error), position: undefined })),
    storeBranches: assign((_, params: { branches: Branch[] }) => ({ branches: params.branches, error: undefined })),
    storeResults: assign((_, params: { branches: Branch[] }) => ({ results: params.branches, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    chooseProvince: assign(({ event }) => (event.type === 'FIND.PROVINCE_CHOSEN' ? { province: event.province } : {})),
    storeQuery: assign(({ event }) => (event.type === 'FIND.SEARCH' ? { query: event.query.trim() } : {})),
    clearSearch: assign({ query: '', results: [] }),
  },
}).createMachine({
  id: 'findStore',
  context: ({ input }) => ({ geolocationSupported: input.geolocationSupported, branches: [], query: '', results: [] }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'canLocate', target: 'locating' },
        { target: 'loadingAll', actions: { type: 'storeReason', params: { reason: 'unsupported' } } },
      ],
    },
    locating: {
      tags: ['locating'],
      description: 'Asking the device for its position (the browser may ask the member for permission).',
      after: { LOCATE_TIMEOUT: { target: 'loadingAll', actions: { type: 'storeReason', params: { reason: 'timeout' } } } },
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: { target: 'loadingNearby', actions: { type: 'storePosition', params: ({ event }) => ({ position: event.output }) } },
        onError: { target: 'loadingAll', actions: { type: 'storeLocateFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingNearby: {
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadNearby',
        src: 'loadNearby',
        input: ({ context }) => context.position ?? { latitude: 0, longitude: 0 },
        onDone: { target: 'nearby', actions: { type: 'storeBranches', params: ({ event }) => ({ branches: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    nearby: {
      description: 'Branches near the member, nearest first, each with its distance in km.',
      on: { 'FIND.SEARCH': { guard: 'hasQuery', target: 'searching', actions: 'storeQuery' } },
    },
    loadingAll: {
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadBranches',
        src: 'loadBranches',
        onDone: { target: 'byProvince', actions: { type: 'storeBranches', params: ({ event }) => ({ branches: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    byProvince: {
      description: 'No location: every branch grouped by province, with a note saying why, a province filter and Use my location.',
      on: {
        'FIND.PROVINCE_CHOSEN': { actions: 'chooseProvince' },
        'FIND.SEARCH': { guard: 'hasQuery', target: 'searching', actions: 'storeQuery' },
        'FIND.LOCATE_AGAIN': { guard: 'canLocate', target: 'locating' },
      },
    },
    searching: {
      tags: ['loading'],
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'searchBranches',
        src: 'searchBranches',
        input: ({ context }) => (context.position ? { query: context.query, position: context.position } : { query: context.query }),
        onDone: { target: 'searchResults', actions: { type: 'storeResults', params: ({ event }) => ({ branches: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    searchResults: {
      description: 'Branches whose name matches the search (nearest first when the location is known); clearing the search goes back.',
      on: {
        'FIND.SEARCH': { guard: 'hasQuery', target: 'searching', actions: 'storeQuery' },
        'FIND.SEARCH_CLEARED': [
          { guard: 'hasPosition', target: 'nearby', actions: 'clearSearch' },
          { target: 'byProvince', actions: 'clearSearch' },
        ],
      },
    },
    failed: {
      description: 'The branches could not be loaded: a translated message with Retry; after a failed search, Clear search goes back to the list.',
      on: {
        'FIND.SEARCH_CLEARED': [
          { guard: 'searchFailedWithPosition', target: 'loadingNearby', actions: 'clearSearch' },
          { guard: 'isSearchRetry', target: 'loadingAll', actions: 'clearSearch' },
        ],
        'FIND.RETRY': [
          { guard: 'isSearchRetry', target: 'searching' },
          { guard: 'hasPosition', target: 'loadingNearby' },
          { target: 'loadingAll' },
        ],
      },
    },
  },
});
