/**
 * Minimal page shell created by the shell engineer because this route module did not exist yet; the
 * owner of this route replaces it with the real page.
 */
import { FormattedMessage } from 'react-intl';
import { Hero } from '@/ui/common/Hero';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';

export default function RewardRoute() {
  return (
    <PageShell titleId="routes.reward.title" backTo={false}>
      <Hero icon="🎁" lead={<FormattedMessage id="routes.reward.lead" />} />
      <Notice>
        <FormattedMessage id="routes.reward.availability" />
      </Notice>
    </PageShell>
  );
}
