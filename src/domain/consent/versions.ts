/**
 * Consent versions (spec sections 3, 7 and 9): the current versions published in blob storage, the
 * versions a member accepted (the consent record), and which policies need accepting again.
 */
import type { ModulesSchema } from '@/api/types';

/** The member's consent record as GET /consent answers it. */
export type ConsentRecord = ModulesSchema<'ConsentRecord'>;

/** Current versions of each consent (blob `/pdpaconsent/{appId}/version`), as strings. */
export interface ConsentVersions {
  terms: string;
  privacy: string;
  marketing: string;
  cookie: string;
  age: string;
}

/** Spec section 9: default consent versions (1 for terms, privacy, marketing, cookie; age 20). */
export const DEFAULT_CONSENT_VERSIONS: ConsentVersions = { terms: '1', privacy: '1', marketing: '1', cookie: '1', age: '20' };

/** Minimum age of the age consent (spec section 9); the legal body sends 20 when accepted, else 0. */
export const CONSENT_AGE = 20;

/** The three policies a member must have accepted to use the account. */
export type PolicyKind = 'terms' | 'privacy' | 'age';
const POLICY_KINDS: readonly PolicyKind[] = ['terms', 'privacy', 'age'];

/** What the record says about one policy: the accepted version (0 = never) and when, if known. */
export interface PolicyAcceptance {
  acceptedVersion: number;
  /** Unix seconds of the acceptance, when the record carries it. */
  acceptedAt: number | null;
}

function num(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** The acceptance of one policy in the record. */
export function acceptanceOf(record: ConsentRecord | null | undefined, kind: PolicyKind): PolicyAcceptance {
  const r = record ?? {};
  switch (kind) {
    case 'terms':
      return { acceptedVersion: num(r.TermAndCondition), acceptedAt: num(r.TermAndConditionDate) || null };
    case 'privacy':
      return { acceptedVersion: num(r.DataPrivacy), acceptedAt: num(r.DataPrivacyDate) || null };
    case 'age':
      return { acceptedVersion: num(r.ConsentAge), acceptedAt: num(r.ConsentAgeDate) || null };
  }
}

/**
 * Whether the member has accepted the current version. Terms and privacy compare version numbers;
 * the age consent is accepted once it holds the minimum age (the record keeps 20, not a version).
 */
export function isCurrent(kind: PolicyKind, acceptance: PolicyAcceptance, versions: ConsentVersions): boolean {
  if (kind === 'age') return acceptance.acceptedVersion >= Math.max(CONSENT_AGE, num(versions.age) || CONSENT_AGE);
  return acceptance.acceptedVersion > 0 && acceptance.acceptedVersion >= num(versions[kind]);
}

/** The policies whose current version is newer than what the member accepted, in dialog order. */
export function outdatedPolicies(versions: ConsentVersions, record: ConsentRecord | null | undefined): PolicyKind[] {
  return POLICY_KINDS.filter((kind) => !isCurrent(kind, acceptanceOf(record, kind), versions));
}

/** Versions from the blob file, with the defaults of section 9 for anything missing. */
export function versionsFrom(data: Partial<Record<keyof ConsentVersions, { current_version?: string | number } | undefined>> | null | undefined): ConsentVersions {
  const d = DEFAULT_CONSENT_VERSIONS;
  const v = (key: keyof ConsentVersions) => {
    const value = data?.[key]?.current_version;
    return value !== undefined && value !== null && String(value) !== '' ? String(value) : d[key];
  };
  return { terms: v('terms'), privacy: v('privacy'), marketing: v('marketing'), cookie: v('cookie'), age: v('age') };
}
