import { notProvided } from '../shared/provided';
import type { StoredCode } from '@/domain/offline/wallet';
import type { SaveCodesInput, WalletRecordInput } from './offlineWallet.types';

/** Reads and decrypts the member's stored codes. Real implementation: src/flows/offlineWallet/offlineWallet.live.ts. */
export const loadCodes = notProvided<StoredCode[], WalletRecordInput>('offlineWallet.loadCodes');

/** Encrypts and writes the member's codes. */
export const saveCodes = notProvided<void, SaveCodesInput>('offlineWallet.saveCodes');

/** Removes the stored codes from every store. */
export const clearCodes = notProvided<void, void>('offlineWallet.clearCodes');
