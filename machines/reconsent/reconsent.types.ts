import type { ApiError } from '@/domain/apiError';
import type { ConsentRecord, ConsentVersions, PolicyKind } from '@/domain/consent/versions';

export interface ReconsentInput {
  locale: 'th' | 'en';
}

/** Current versions and the member's record. */
export interface ConsentStatus {
  versions: ConsentVersions;
  record: ConsentRecord;
}

export interface SaveLegalInput {
  versions: ConsentVersions;
  record: ConsentRecord;
  tranId: string;
}

export interface ReconsentContext extends ReconsentInput {
  versions: ConsentVersions;
  record: ConsentRecord;
  /** Policies still to accept, in dialog order. */
  pending: PolicyKind[];
  /** The policy being read. */
  current: PolicyKind | null;
  tranId: string | null;
  error: ApiError | null;
}

export type ReconsentEvent =
  | { type: 'RECONSENT.REVIEW' }
  | { type: 'RECONSENT.SIGN_OUT' };

export type ReconsentEmitted =
  /** The member refused the new version: the app signs out. */
  | { type: 'reconsent.signOut' }
  /** Reading or saving failed: the shared error handler. */
  | { type: 'reconsent.failed'; error: ApiError };
