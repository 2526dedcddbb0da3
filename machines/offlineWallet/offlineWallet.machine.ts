/**
 * The offline wallet: the member's redeemed codes kept on the device, encrypted, so a code opens at a shop
 * counter with no signal. Only a signed-in member has a wallet:
 *
 * - loading: the stored codes are read (a record that does not decrypt or names another member counts as
 *   none); codes seen meanwhile are kept and win over the stored ones.
 * - ready: two regions. store writes whenever the codes changed (idle → saving; a refused write keeps the codes
 *   in memory and the next change writes again). expiry waits until the nearest stored expiry on the device
 *   clock (the named delay UNTIL_NEXT_EXPIRY) and drops what has expired.
 * - logout clears every stored code (clearing) before the wallet is signed out.
 */
import { assign, setup } from 'xstate';
import { liveCodes, markCodeUsed, mergeSeen, sameCodes, untilNextExpiry, type SeenCode, type StoredCode } from '@/domain/offline/wallet';
import { builtOnce, type Provided } from '../shared/provided';
import { clearCodes, loadCodes, saveCodes } from './offlineWallet.actors';
import type { OfflineWalletContext, OfflineWalletEvent, OfflineWalletInput, OfflineWalletTag } from './offlineWallet.types';

const offlineWalletActors = { loadCodes, saveCodes, clearCodes };

/** The context after the codes became `next` (dirty when anything changed). */
function withCodes(context: OfflineWalletContext, next: StoredCode[]): Partial<OfflineWalletContext> {
  return sameCodes(context.codes, next) ? {} : { codes: next, dirty: true };
}

/** The chart with the app's storage in place of the stubs (see machines/shared/provided.ts). */
export const createOfflineWalletMachine = (provided: Provided<typeof offlineWalletActors> = {}) =>
  setup({
    types: {
      context: {} as OfflineWalletContext,
      events: {} as OfflineWalletEvent,
      input: {} as OfflineWalletInput,
      tags: {} as OfflineWalletTag,
    },
    actors: { ...offlineWalletActors, ...provided.actors },
    delays: {
      // The device clock decides a stored code's lifetime; the flow tooling replays this delay by name.
      UNTIL_NEXT_EXPIRY: ({ context }) => untilNextExpiry(context.codes, Date.now()) ?? 0,
    },
    guards: {
      hasMember: ({ context }) => context.member !== null,
      isDirty: ({ context }) => context.dirty,
      hasExpiringCode: ({ context }) => untilNextExpiry(context.codes, Date.now()) !== undefined,
    },
    actions: {
      rememberMember: assign(({ event }) => (event.type === 'WALLET.SIGNED_IN' ? { member: event.member } : {})),
      forgetMember: assign({ member: null, codes: [], dirty: false }),
      forgetCodes: assign({ codes: [], dirty: false }),
      /** Stored codes go under the ones seen while they loaded; expired ones are dropped. */
      storeLoaded: assign(({ context }, params: { codes: StoredCode[] }) => {
        const seenKeys = new Set(context.codes.map((code) => code.serial.redeemKey));
        const loaded = liveCodes(params.codes.filter((code) => !seenKeys.has(code.serial.redeemKey)), Date.now());
        const codes = [...context.codes, ...loaded].sort((a, b) => b.serial.redeemedAt - a.serial.redeemedAt);
        return { codes, dirty: context.dirty || loaded.length !== params.codes.length };
      }),
      mergeCodes: assign(({ context }, params: { codes: SeenCode[] }) => withCodes(context, mergeSeen(context.codes, params.codes, Date.now()))),
      markUsed: assign(({ context }, params: { redeemKey: string }) => withCodes(context, markCodeUsed(context.codes, params.redeemKey))),
      dropExpired: assign(({ context }) => withCodes(context, liveCodes(context.codes, Date.now()))),
      markClean: assign({ dirty: false }),
    },
  }).createMachine({
    id: 'offlineWallet',
    context: ({ input }) => ({ member: input.member, codes: [], dirty: false }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'hasMember', target: 'loading' }, { target: 'signedOut' }],
      },
      signedOut: {
        description: 'No member (signed out or a guest): nothing is kept on the device.',
        on: { 'WALLET.SIGNED_IN': { target: 'loading', actions: 'rememberMember' } },
      },
      loading: {
        tags: ['loading'],
        description: "The member's stored codes are read and decrypted; unreadable or another member's count as none.",
        on: {
          'WALLET.CODES_SEEN': { actions: { type: 'mergeCodes', params: ({ event }) => ({ codes: event.codes }) } },
          'WALLET.CODE_USED': { actions: { type: 'markUsed', params: ({ event }) => ({ redeemKey: event.redeemKey }) } },
          'WALLET.SIGNED_OUT': { target: 'clearing', actions: 'forgetMember' },
          // Another member before the read settled: read theirs, so no code is ever written under the wrong member.
          'WALLET.SIGNED_IN': { target: 'loading', reenter: true, actions: ['rememberMember', 'forgetCodes'] },
        },
        invoke: {
          id: 'loadCodes',
          src: 'loadCodes',
          input: ({ context }) => ({ member: context.member ?? '' }),
          onDone: { target: 'ready', actions: { type: 'storeLoaded', params: ({ event }) => ({ codes: event.output }) } },
          onError: { target: 'ready' },
        },
      },
      ready: {
        type: 'parallel',
        description: 'The codes are available offline: "my codes" lists them and opens each one as online.',
        on: {
          'WALLET.SIGNED_OUT': { target: 'clearing', actions: 'forgetMember' },
          'WALLET.SIGNED_IN': { target: 'loading', actions: ['rememberMember', 'forgetCodes'] },
        },
        states: {
          store: {
            initial: 'idle',
            states: {
              idle: {
                always: { guard: 'isDirty', target: 'saving' },
              },
              saving: {
                tags: ['busy'],
                description: 'The codes are encrypted with the account key and written; changes meanwhile are written next.',
                entry: 'markClean',
                invoke: {
                  id: 'saveCodes',
                  src: 'saveCodes',
                  input: ({ context }) => ({ member: context.member ?? '', codes: context.codes }),
                  onDone: 'idle',
                  onError: 'idle',
                },
              },
            },
          },
          expiry: {
            initial: 'checking',
            on: {
              'WALLET.CODES_SEEN': { target: '.checking', actions: { type: 'mergeCodes', params: ({ event }) => ({ codes: event.codes }) } },
              'WALLET.CODE_USED': { actions: { type: 'markUsed', params: ({ event }) => ({ redeemKey: event.redeemKey }) } },
            },
            states: {
              checking: {
                always: [{ guard: 'hasExpiringCode', target: 'waiting' }, { target: 'lasting' }],
              },
              waiting: {
                description: 'Waits until the nearest stored expiry on the device clock, then drops the expired codes.',
                after: { UNTIL_NEXT_EXPIRY: { target: 'checking', actions: 'dropExpired' } },
              },
              lasting: {
                description: 'No stored code expires: nothing to wait for.',
              },
            },
          },
        },
      },
      clearing: {
        tags: ['busy'],
        description: 'Logout: every stored code is removed before the wallet is signed out.',
        on: { 'WALLET.SIGNED_IN': { actions: 'rememberMember' } },
        invoke: { id: 'clearCodes', src: 'clearCodes', onDone: 'starting', onError: 'starting' },
      },
    },
  });

/** The chart as declared (stubs), for tests and the flow tooling. */
export const offlineWalletMachine = builtOnce(() => createOfflineWalletMachine());
export type OfflineWalletMachine = ReturnType<typeof createOfflineWalletMachine>;
