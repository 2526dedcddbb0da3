/** /profile: the member's home: who they are, their points, and every profile page. */
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, pointsUnit } from '@/i18n/format';
import { Card } from '@/ui/common/Card';
import { LinkList } from '@/ui/common/LinkList';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { Icon } from '@/ui/common/Icon';
import { ProfilePicture } from '@/flows/profileEdit/ProfilePicture';
import { InviteFriends } from '@/flows/sharePicker/InviteFriends';
import { LineFriendship } from '@/flows/lineFriendship/LineFriendship';
import { GetPointButton } from '@/flows/getPoint/GetPointButton';
import { ErrorState, LoadingState } from '@/ui/common/States';
import { describeApiError } from '@/domain/errors/genericError';
import type { MemberSummary } from '@/ui/layout/shellState';

/**
 * The profile as this page needs it: while it loads with nothing to show yet, a loading state (slow notice
 * after a few seconds); when it could not be read, the translated failure with its code and Retry (the
 * start-up itself stays silent about it, spec section 4).
 */
function ProfileLoadState({ member, onRetry }: { member: MemberSummary; onRetry: () => void }) {
  const intl = useIntl();
  if ((member.profileStatus === 'loading' || member.profileStatus === 'slow') && !member.name) {
    return <LoadingState label={<FormattedMessage id="profile.load.loading" />} slow={member.profileStatus === 'slow'} />;
  }
  if (member.profileStatus !== 'failed') return null;
  const failure = member.profileError ? describeApiError(member.profileError) : undefined;
  return (
    <ErrorState
      title={<FormattedMessage id="profile.load.failedTitle" />}
      message={failure ? intl.formatMessage({ id: failure.messageId }, failure.values) : undefined}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </button>
      }
    />
  );
}

/** Every child page of /profile (spec section 2), in menu order. */
export const PROFILE_MENU = [
  { to: '/profile/edit', icon: <Icon name="edit" />, labelId: 'profile.edit.title', hintId: 'profile.menu.edit' },
  { to: '/profile/usernamewifi', icon: <Icon name="wifi" />, labelId: 'profile.wifi.title', hintId: 'profile.menu.wifi' },
  { to: '/profile/favorite', icon: <Icon name="heart" />, labelId: 'profile.favorite.title', hintId: 'profile.menu.favorite' },
  { to: '/profile/history/earn', icon: <Icon name="star" />, labelId: 'profile.history.title', hintId: 'profile.menu.history' },
  { to: '/profile/history/redeem', icon: <Icon name="ticket" />, labelId: 'profile.history.tab.redeem', hintId: 'profile.menu.redeem' },
  { to: '/profile/receipthistory', icon: <Icon name="receipt" />, labelId: 'profile.receiptHistory.title', hintId: 'profile.menu.receiptHistory' },
  { to: '/profile/receipthistoryedit', icon: <Icon name="tool" />, labelId: 'profile.receiptEdit.title', hintId: 'profile.menu.receiptEdit' },
  { to: '/privilege', icon: <Icon name="award" />, labelId: 'membership.profileLink', hintId: 'membership.profileHint' },
  { to: '/profile/legalpolicy', icon: <Icon name="file" />, labelId: 'profile.legal.title', hintId: 'profile.menu.legal' },
] as const;

export default function ProfileHomeRoute() {
  const intl = useIntl();
  const { member, locale, onSignOut, onProfileRetry } = useShellState();
  return (
    <PageShell titleId="profile.title" requireSignIn>
      <ProfileLoadState member={member} onRetry={onProfileRetry} />
      <Card tone="brand" className="profile-card">
        <ProfilePicture src={member.pictureUrl} name={member.name} alt={intl.formatMessage({ id: 'profile.picture.alt' })} />
        <p className="profile-card__name">{member.name || <FormattedMessage id="shell.member.signedInNoName" />}</p>
        {member.levelText ? <span className="level-badge">{member.levelText}</span> : null}
        <p className="profile-card__points">
          {member.points !== undefined ? (
            <>
              <strong>{formatNumber(member.points)}</strong> {pointsUnit(member.points, locale)}
            </>
          ) : (
            <FormattedMessage id="profile.pointsUnknown" />
          )}
        </p>
        <GetPointButton />
      </Card>
      <InviteFriends />
      <LineFriendship />
      <LinkList
        label={intl.formatMessage({ id: 'profile.menu.label' })}
        items={PROFILE_MENU.map((item) => ({
          to: item.to,
          icon: item.icon,
          label: <FormattedMessage id={item.labelId} />,
          description: <FormattedMessage id={item.hintId} />,
        }))}
      />
      <p className="page-actions">
        <button type="button" className="button button--danger button--block" onClick={onSignOut}>
          <FormattedMessage id="profile.signOut" />
        </button>
      </p>
    </PageShell>
  );
}
