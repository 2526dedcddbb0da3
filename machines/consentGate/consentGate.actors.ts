import { fromPromise } from 'xstate';
import type { ConsentGateInput } from './consentGate.types';

/** Loads the legal text by version and locale; the app provides the blob-storage implementation. */
export const loadConsentText = fromPromise<string, ConsentGateInput>(async () => {
  throw new Error('consentGate.loadConsentText is not provided');
});
