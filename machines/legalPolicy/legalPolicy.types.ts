import type { ApiError } from '@/domain/apiError';
import type { PolicyAcceptance, PolicyKind } from '@/domain/consent/versions';

export interface LegalPolicyInput {
  kind: PolicyKind;
  locale: 'th' | 'en';
}

/** What the policy page shows. */
export interface LegalPolicyPage {
  /** The current version. */
  version: string;
  /** The policy text (HTML, sanitised by the view). */
  html: string;
  /** What the member accepted (from the consent record). */
  acceptance: PolicyAcceptance;
  /** Whether the accepted version is the current one. */
  current: boolean;
}

export interface LegalPolicyContext extends LegalPolicyInput {
  page: LegalPolicyPage | null;
  error: ApiError | null;
}

export type LegalPolicyEvent = { type: 'POLICY.RETRY' };
