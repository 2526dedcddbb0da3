/**
 * /privilege: the member's level (the bit flag of spec section 3) and its expiry, progress toward the
 * next level, the badges with their missions, and the privileges of every level with the member's own
 * marked (the membership flow, src/flows/membership/MembershipPanel.tsx). A guest sees the levels with a
 * sign-in link.
 */
import { FormattedMessage } from 'react-intl';
import { Hero } from '@/ui/common/Hero';
import { Icon } from '@/ui/common/Icon';
import { PageShell } from '@/ui/layout/PageShell';
import { MembershipPanel } from './MembershipPanel';

export default function PrivilegeRoute() {
  return (
    <PageShell titleId="routes.privilege.title">
      <Hero icon={<Icon name="award" />} lead={<FormattedMessage id="membership.lead" />} />
      <MembershipPanel />
    </PageShell>
  );
}
