/**
 * The membership page body (render-only): the member's level (label of the section-3 bit flag) and when
 * it runs out, the progress toward the next level, the badges with their missions and obtained dates, and
 * every level's privileges with the member's own level marked. A guest sees the levels and a sign-in link.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { formatLongDate, formatNumber } from '@/i18n/format';
import { tierLabel, type LevelTier } from '@/domain/membership/level';
import type { Badge, BadgeMission, LevelProgress, MemberLevel } from '@/domain/membership/membership';
import { Card } from '@/ui/common/Card';
import { Icon } from '@/ui/common/Icon';
import './membership.css';

export interface MembershipViewProps {
  locale: 'th' | 'en';
  tier: LevelTier;
  signedIn: boolean;
  expiresOn: number | null;
  progress: LevelProgress;
  badges: Badge[];
  levels: MemberLevel[];
  /** The sign-in link for a guest (a router link from the route). */
  signInLink?: ReactNode;
}

/** The tier's name as the page shows it: the flag's label, or the catalogue's word for no tier. */
function TierName({ tier }: { tier: LevelTier }) {
  const label = tierLabel(tier);
  return label ? <>{label}</> : <FormattedMessage id="membership.tier.member" />;
}

const badgeClass = (tier: LevelTier) => (tier === 'plusX' ? 'level-badge level-badge--x' : tier === 'plus' ? 'level-badge' : 'level-badge level-badge--none');

function LevelBadge({ tier }: { tier: LevelTier }) {
  return (
    <span className={badgeClass(tier)}>
      <TierName tier={tier} />
    </span>
  );
}

function MissionList({ missions }: { missions: BadgeMission[] }) {
  if (missions.length === 0) return null;
  return (
    <ul className="mission-list">
      {missions.map((m, i) => (
        <li key={`${m.name}-${i}`} className={m.completed ? 'mission mission--done' : 'mission'}>
          <span className="mission__name">{m.name}</span>
          <span className="mission__count">
            <FormattedMessage id="membership.mission.count" values={{ current: formatNumber(m.current), value: formatNumber(m.value) }} />
          </span>
          {m.completed ? (
            <span className="mission__done">
              <Icon name="check" size={14} /> <FormattedMessage id="membership.mission.completed" />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ProgressBar({ percentage, label }: { percentage: number; label: string }) {
  return (
    <div className="membership-progress">
      <progress max={100} value={percentage} aria-label={label} />
      <span className="membership-progress__value" aria-hidden="true">
        {percentage}%
      </span>
    </div>
  );
}

function Progress({ progress }: { progress: LevelProgress }) {
  const intl = useIntl();
  if (progress.kind === 'top') {
    return (
      <p className="membership-next">
        <FormattedMessage id="membership.progress.top" />
      </p>
    );
  }
  const next = tierLabel(progress.tier) ?? '';
  if (progress.kind === 'unknown') {
    return (
      <p className="membership-next">
        <FormattedMessage id="membership.progress.unknown" values={{ level: next }} />
      </p>
    );
  }
  return (
    <div className="membership-next">
      <h3 className="membership-next__title">
        <FormattedMessage id="membership.progress.toward" values={{ level: next }} />
      </h3>
      <ProgressBar percentage={progress.percentage} label={intl.formatMessage({ id: 'membership.progress.label' }, { level: next })} />
      <MissionList missions={progress.missions} />
    </div>
  );
}

function BadgeItem({ badge, locale }: { badge: Badge; locale: 'th' | 'en' }) {
  const intl = useIntl();
  return (
    <li className={badge.obtained ? 'badge-item badge-item--obtained' : 'badge-item'}>
      <div className="badge-item__icon" aria-hidden="true">
        <Icon name={badge.obtained ? 'award' : 'star'} size={26} />
      </div>
      <div className="badge-item__body">
        <h3 className="badge-item__name">{badge.name}</h3>
        {badge.description ? <p className="badge-item__description">{badge.description}</p> : null}
        {badge.obtained ? (
          <p className="badge-item__status">
            {badge.obtainedOn !== null ? (
              <FormattedMessage id="membership.badge.obtainedOn" values={{ date: formatLongDate(badge.obtainedOn, locale) }} />
            ) : (
              <FormattedMessage id="membership.badge.obtained" />
            )}
          </p>
        ) : (
          <ProgressBar percentage={badge.percentage} label={intl.formatMessage({ id: 'membership.badge.progressLabel' }, { name: badge.name })} />
        )}
        <MissionList missions={badge.missions} />
      </div>
    </li>
  );
}

export function MembershipView({ locale, tier, signedIn, expiresOn, progress, badges, levels, signInLink }: MembershipViewProps) {
  const intl = useIntl();
  return (
    <>
      <Card tone="brand" heading={<FormattedMessage id="membership.yourLevel" />} className="membership-level">
        {signedIn ? (
          <>
            <p className="membership-level__line">
              <LevelBadge tier={tier} />
              {expiresOn !== null ? (
                <span className="membership-level__expiry">
                  <FormattedMessage id="membership.level.validUntil" values={{ date: formatLongDate(expiresOn, locale) }} />
                </span>
              ) : null}
            </p>
            <Progress progress={progress} />
          </>
        ) : (
          <p>
            <FormattedMessage id="membership.signInForLevel" /> {signInLink}
          </p>
        )}
      </Card>
      {signedIn ? (
        <Card heading={<FormattedMessage id="membership.badges.heading" />}>
          {badges.length === 0 ? (
            <p className="muted">
              <FormattedMessage id="membership.badges.empty" />
            </p>
          ) : (
            <ul className="badge-list" aria-label={intl.formatMessage({ id: 'membership.badges.heading' })}>
              {badges.map((b) => (
                <BadgeItem key={b.id} badge={b} locale={locale} />
              ))}
            </ul>
          )}
        </Card>
      ) : null}
      <Card heading={<FormattedMessage id="membership.levels.heading" />}>
        <ol className="level-list" aria-label={intl.formatMessage({ id: 'membership.levels.heading' })}>
          {levels.map((level) => {
            const own = signedIn && level.tier === tier;
            return (
              <li key={level.tier} className={own ? 'level-item level-item--own' : 'level-item'} aria-current={own ? 'true' : undefined}>
                <div className="level-item__head">
                  <h3 className="level-item__name">
                    <span className={badgeClass(level.tier)}>{level.name}</span>
                  </h3>
                  {own ? (
                    <span className="level-item__own">
                      <Icon name="check" size={14} /> <FormattedMessage id="membership.levels.yours" />
                    </span>
                  ) : null}
                </div>
                {level.description ? <p className="level-item__description">{level.description}</p> : null}
                <ul className="level-item__benefits">
                  {level.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
                {level.mission ? (
                  <p className="level-item__mission">
                    <FormattedMessage id="membership.levels.mission" values={{ mission: level.mission }} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Card>
    </>
  );
}
