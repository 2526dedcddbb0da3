import { notProvided } from '../shared/provided';
import type { ConsentGateInput } from './consentGate.types';

/** Loads the legal text by version and locale; the app provides the blob-storage implementation. */
export const loadConsentText = notProvided<string, ConsentGateInput>('consentGate.loadConsentText');
