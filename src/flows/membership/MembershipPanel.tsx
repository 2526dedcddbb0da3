/** The body of /privilege: runs the membership flow for the signed-in member (or a guest) and renders it. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { MembershipMachine } from '@machines/membership/membership.machine';
import { connect } from '@machines/membership/membership.connect';
import { useSessionSelector } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createMembershipLogic } from './membership.live';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { ErrorState, LoadingState } from '@/ui/common/States';
import { isMember, useShellState } from '@/ui/layout/shellState';
import { MembershipView } from './MembershipView';

/** Renders a running membership flow (exported for the UI replays of its generated paths). */
export function MembershipFlowView({ actor }: { actor: ActorRefFrom<MembershipMachine> }) {
  const { locale } = useShellState();
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  if (view.kind === 'loading') return <LoadingState label={<FormattedMessage id="membership.loading" />} slow={view.slow} />;
  if (view.kind === 'failed') {
    return (
      <ErrorState
        title={<FormattedMessage id="membership.failed" />}
        message={<ApiErrorText error={view.error} />}
        action={
          <button type="button" className="button button--primary" disabled={!view.canRetry} onClick={view.onRetry}>
            <FormattedMessage id="common.retry" />
          </button>
        }
      />
    );
  }
  return (
    <MembershipView
      locale={locale}
      tier={view.tier}
      signedIn={view.signedIn}
      expiresOn={view.expiresOn}
      progress={view.progress}
      badges={view.badges}
      levels={view.levels}
      signInLink={
        <Link to="/login?next=%2Fprivilege">
          <FormattedMessage id="shell.member.signIn" />
        </Link>
      }
    />
  );
}

function MembershipBody({ userLevel, signedIn }: { userLevel: number | null; signedIn: boolean }) {
  const actor = useFlow(createMembershipLogic, { userLevel, signedIn });
  return <MembershipFlowView actor={actor} />;
}

/** A new member, level or language is a new load. */
export function MembershipPanel() {
  const { member, locale } = useShellState();
  const userLevel = useSessionSelector((s) => s.context.account?.userLevel ?? null);
  // A guest (device sign-in) sees the levels and a sign-in link, as when signed out.
  const signedIn = isMember(member);
  return <MembershipBody key={`${signedIn ? 'member' : 'guest'}-${userLevel ?? 'none'}-${locale}`} userLevel={userLevel} signedIn={signedIn} />;
}
