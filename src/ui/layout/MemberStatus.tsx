/** The member strip of the page frame: name, level and points for a member, else (signed out or guest) a sign-in link. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatLongDate, formatNumber, pointsUnit } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import type { MemberSummary } from '@/ui/layout/shellState';
import { Icon } from '@/ui/common/Icon';

export interface MemberStatusProps {
  member: MemberSummary;
  locale: ShortLocale;
}

export function MemberStatus({ member, locale }: MemberStatusProps) {
  // A guest (device sign-in) has no name or points to show: the same strip as signed out, with sign-in.
  if (!member.signedIn || member.guest) {
    return (
      <div className="member-status member-status--guest">
        <span className="member-status__guest">
          <FormattedMessage id="shell.member.guest" />
        </span>
        <Link to="/login" className="button button--small button--primary">
          <FormattedMessage id="shell.member.signIn" />
        </Link>
      </div>
    );
  }
  const initial = member.name?.trim().charAt(0).toUpperCase();
  return (
    <div className="member-status">
      <span className="member-status__avatar" aria-hidden="true">
        {initial || <Icon name="user" size={20} />}
      </span>
      <span className="member-status__who">
        <span className="member-status__name">{member.name || <FormattedMessage id="shell.member.signedInNoName" />}</span>
        {member.levelText ? <span className="member-status__level">{member.levelText}</span> : null}
      </span>
      {member.points !== undefined ? (
        <span className={member.pointsAsOf !== undefined ? 'member-status__balance member-status__balance--as-of' : 'member-status__balance'}>
          <span className="member-status__points" data-testid="member-points">
            <strong>{formatNumber(member.points)}</strong> {pointsUnit(member.points, locale)}
          </span>
          {member.pointsAsOf !== undefined ? (
            <span className="member-status__as-of" data-testid="member-points-as-of">
              <FormattedMessage id="shell.member.pointsAsOf" values={{ time: formatLongDate(member.pointsAsOf, locale, { withTime: true }) }} />
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
