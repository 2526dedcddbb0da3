/**
 * Re-consent (spec sections 3, 4 and 7): after sign-in or at start-up with a saved account, compares
 * the current terms, privacy and age versions with what the member accepted. For each that is newer,
 * the existing consent dialog opens (Accept only after reading to the end); then the accepted versions
 * are posted (legal variant of POST /consent, keeping the marketing choices). Closing a dialog asks
 * whether to read again or sign out: the account is not used under a policy the member has not accepted.
 * A failed read or save goes to the shared handler (section 8) and the member carries on; the check
 * runs again at the next sign-in.
 */
import { assign, emit, setup } from 'xstate';
import { failedOffline, toApiError } from '@/domain/apiError';
import { DEFAULT_CONSENT_VERSIONS, outdatedPolicies } from '@/domain/consent/versions';
import type { ConsentGateOutput } from '@machines/consentGate/consentGate.types';
import { newTranId } from '@/domain/write/tranId';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import { consentGate, loadConsentStatus, saveLegalConsent } from './reconsent.actors';
import type { ConsentStatus, ReconsentContext, ReconsentEmitted, ReconsentEvent, ReconsentInput } from './reconsent.types';
import { errorOf } from '../shared/actorEvents';

export const reconsentMachine = setup({
  types: {
    context: {} as ReconsentContext,
    events: {} as ReconsentEvent,
    input: {} as ReconsentInput,
    emitted: {} as ReconsentEmitted,
    tags: {} as 'checking' | 'saving',
  },
  actors: { loadConsentStatus, saveLegalConsent, consentGate },
  delays: { ...requestDelays },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    failedOffline: ({ event }) => failedOffline(toApiError(errorOf(event) ?? event)),
    wasAccepted: (_, output: ConsentGateOutput) => output.accepted,
  },
  actions: {
    storeStatus: assign((_, status: ConsentStatus) => ({
      versions: status.versions,
      record: status.record,
      pending: outdatedPolicies(status.versions, status.record),
    })),
    takeNext: assign(({ context }) => ({ current: context.pending[0] ?? null })),
    dropAccepted: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    beginAttempt: assign({ tranId: () => newTranId() }),
    recordFailure: assign({ error: ({ event }) => toApiError(errorOf(event) ?? event) }),
    recordTimeout: assign({ error: () => requestTimeoutError() }),
    reportFailure: emit(({ context }) => ({ type: 'reconsent.failed', error: context.error ?? toApiError('unknown') }) as const),
    announceSignOut: emit({ type: 'reconsent.signOut' } as const),
  },
}).createMachine({
  id: 'reconsent',
  context: ({ input }) => ({ ...input, versions: DEFAULT_CONSENT_VERSIONS, record: {}, pending: [], current: null, tranId: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the current versions and what the member accepted.',
      tags: ['checking'],
      invoke: {
        id: 'loadConsentStatus',
        src: 'loadConsentStatus',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'routing', actions: { type: 'storeStatus', params: ({ event }) => event.output } },
        onError: [
          { guard: 'failedOffline', target: 'offline', actions: 'recordFailure' },
          { target: 'checkFailed', actions: ['recordFailure', 'reportFailure'] },
        ],
      },
      ...requestState({ onTimeout: { target: 'checkFailed', actions: ['recordTimeout', 'reportFailure'] }, slowNotice: false }),
    },
    checkFailed: {
      type: 'final',
      description: 'The check failed: the shared handler told the member; it runs again at the next sign-in.',
    },
    offline: {
      type: 'final',
      description: 'The device is offline: nothing is shown (the page frame says so); the check runs again when the network comes back.',
    },
    routing: {
      always: [{ guard: 'hasPending', target: 'reading', actions: 'takeNext' }, { target: 'upToDate' }],
    },
    reading: {
      description: 'The dialog of a policy whose version is newer than the one accepted; Accept after reading to the end.',
      invoke: {
        id: 'consentGate',
        src: 'consentGate',
        input: ({ context }) => {
          const kind = context.current ?? 'terms';
          return { kind, version: context.versions[kind], locale: context.locale };
        },
        onDone: [
          { guard: { type: 'wasAccepted', params: ({ event }) => event.output }, target: 'accepted', actions: 'dropAccepted' },
          { target: 'declined' },
        ],
      },
    },
    accepted: {
      always: [{ guard: 'hasPending', target: 'reading', actions: 'takeNext' }, { target: 'saving', actions: 'beginAttempt' }],
    },
    declined: {
      description: 'The member closed the dialog: read it again, or sign out.',
      on: {
        'RECONSENT.REVIEW': 'reading',
        'RECONSENT.SIGN_OUT': { target: 'signedOut', actions: 'announceSignOut' },
      },
    },
    saving: {
      description: 'Posts the accepted versions (legal variant of POST /consent).',
      tags: ['saving'],
      invoke: {
        id: 'saveLegalConsent',
        src: 'saveLegalConsent',
        input: ({ context }) => ({ versions: context.versions, record: context.record, tranId: context.tranId ?? '' }),
        onDone: 'upToDate',
        onError: { target: 'upToDate', actions: ['recordFailure', 'reportFailure'] },
      },
      ...requestState({ onTimeout: { target: 'upToDate', actions: ['recordTimeout', 'reportFailure'] }, slowNotice: false }),
    },
    upToDate: { type: 'final', description: 'Every policy is accepted in its current version.' },
    signedOut: { type: 'final', description: 'The member refused and signs out.' },
  },
});
