import { fromPromise } from 'xstate';
import type { LegalPolicyInput, LegalPolicyPage } from './legalPolicy.types';

/** Current version (blob), its text in the member's language, and the consent record (GET /consent). */
export const loadPolicyPage = fromPromise<LegalPolicyPage, LegalPolicyInput>(async () => {
  throw new Error('legalPolicy.loadPolicyPage is not provided');
});
