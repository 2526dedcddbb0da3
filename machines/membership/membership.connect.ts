/**
 * The membership page's connect: snapshot + send → what /privilege shows (loading, the failure with Try again
 * enabled from `snapshot.can`, or the member's level, progress, badges and the levels) and the handler that
 * sends the chart's event. Pure like the chart, so the page and its screen replay share one mapping.
 */
import type { SnapshotFrom } from 'xstate';
import type { MembershipMachine } from './membership.machine';
import { selectMembershipView, type MembershipView } from './membership.selectors';
import type { MembershipEvent } from './membership.types';

/** Sends one of the membership chart's events (the running actor's `send`). */
export type MembershipSend = (event: MembershipEvent) => void;

type Failed = Extract<MembershipView, { kind: 'failed' }>;

/** The page's view: the selector's loading and loaded views, and the failure with its way forward. */
export type MembershipScreenView =
  | Exclude<MembershipView, Failed>
  | (Failed & { canRetry: boolean; onRetry: () => void });

export function connect(snapshot: SnapshotFrom<MembershipMachine>, send: MembershipSend): MembershipScreenView {
  const view = selectMembershipView(snapshot);
  if (view.kind !== 'failed') return view;
  return { ...view, canRetry: snapshot.can({ type: 'MEMBERSHIP.RETRY' }), onRetry: () => send({ type: 'MEMBERSHIP.RETRY' }) };
}
