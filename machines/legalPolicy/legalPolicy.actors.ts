import { notProvided } from '../shared/provided';
import type { LegalPolicyInput, LegalPolicyPage } from './legalPolicy.types';

/** Current version (blob), its text in the member's language, and the consent record (GET /consent). */
export const loadPolicyPage = notProvided<LegalPolicyPage, LegalPolicyInput>('legalPolicy.loadPolicyPage');
