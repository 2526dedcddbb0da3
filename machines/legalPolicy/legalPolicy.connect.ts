/**
 * The policy page's connect: snapshot + send → what the page shows (loading, the failure with Try again
 * enabled from `snapshot.can`, or the policy with its version and the member's acceptance) and the handler
 * that sends the chart's event. Pure like the chart, so the page and its screen replay share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { legalPolicyMachine } from './legalPolicy.machine';
import { selectLegalPolicyView } from './legalPolicy.selectors';
import type { LegalPolicyEvent, LegalPolicyPage } from './legalPolicy.types';

/** Sends one of the legal-policy chart's events (the running actor's `send`). */
export type LegalPolicySend = (event: LegalPolicyEvent) => void;

export interface LegalPolicyView {
  /** The policy's title (terms, privacy or age). */
  titleId: string;
  isLoading: boolean;
  /** Loading for a few seconds already: "taking longer than usual". */
  isSlow: boolean;
  /** The load failed (or left nothing to show): the error and Try again. */
  problem?: { error: ApiError | null; canRetry: boolean; onRetry: () => void };
  /** The policy once loaded. */
  page?: LegalPolicyPage;
}

export function connect(snapshot: SnapshotFrom<typeof legalPolicyMachine>, send: LegalPolicySend): LegalPolicyView {
  const view = selectLegalPolicyView(snapshot);
  const failed = !view.isLoading && (view.loadFailed || !view.page);
  return {
    titleId: `profile.legal.${snapshot.context.kind}.title`,
    isLoading: view.isLoading,
    isSlow: view.isSlow,
    problem: failed ? { error: view.error, canRetry: view.canRetry, onRetry: () => send({ type: 'POLICY.RETRY' }) } : undefined,
    page: failed || view.isLoading ? undefined : (view.page ?? undefined),
  };
}
