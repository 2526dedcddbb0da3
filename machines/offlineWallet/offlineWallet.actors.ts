import { fromPromise } from 'xstate';
import type { StoredCode } from '@/domain/offline/wallet';
import type { SaveCodesInput, WalletRecordInput } from './offlineWallet.types';

/** Reads and decrypts the member's stored codes. Real implementation: src/flows/offlineWallet/offlineWallet.live.ts. */
export const loadCodes = fromPromise<StoredCode[], WalletRecordInput>(async () => {
  throw new Error('offlineWallet.loadCodes is not provided');
});

/** Encrypts and writes the member's codes. */
export const saveCodes = fromPromise<void, SaveCodesInput>(async () => {
  throw new Error('offlineWallet.saveCodes is not provided');
});

/** Removes the stored codes from every store. */
export const clearCodes = fromPromise<void, void>(async () => {
  throw new Error('offlineWallet.clearCodes is not provided');
});
