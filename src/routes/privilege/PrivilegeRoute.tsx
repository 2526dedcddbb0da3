/** /privilege: member privileges by level (spec sections 2 and 3, "User level"; content not shown). */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/common/Card';
import { Hero } from '@/ui/common/Hero';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { Icon } from '@/ui/common/Icon';

export default function PrivilegeRoute() {
  const { member } = useShellState();
  return (
    <PageShell titleId="routes.privilege.title">
      <Hero icon={<Icon name="award" />} lead={<FormattedMessage id="routes.privilege.lead" />} />
      <Card tone="brand" heading={<FormattedMessage id="routes.privilege.yourLevel" />}>
        {member.signedIn ? (
          <p className="level-line">
            {member.levelText ? <span className="level-badge">{member.levelText}</span> : <FormattedMessage id="routes.privilege.noLevel" />}
          </p>
        ) : (
          <p>
            <FormattedMessage id="routes.privilege.signInForLevel" />{' '}
            <Link to="/login">
              <FormattedMessage id="shell.member.signIn" />
            </Link>
          </p>
        )}
      </Card>
      <Card heading={<FormattedMessage id="routes.privilege.levels.heading" />}>
        <dl className="definition-list">
          <dt>
            <span className="level-badge">
              <FormattedMessage id="routes.privilege.levelName.plus" />
            </span>
          </dt>
          <dd>
            <FormattedMessage id="routes.privilege.levels.plus" />
          </dd>
          <dt>
            <span className="level-badge level-badge--x">
              <FormattedMessage id="routes.privilege.levelName.plusX" />
            </span>
          </dt>
          <dd>
            <FormattedMessage id="routes.privilege.levels.plusX" />
          </dd>
        </dl>
      </Card>
      <Notice>
        <FormattedMessage id="routes.privilege.availability" />
      </Notice>
    </PageShell>
  );
}
