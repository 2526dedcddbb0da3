/**
 * Minimal page shell created by the shell engineer because this route module did not exist yet; the
 * owner of this route replaces it with the real page.
 */
import { FormattedMessage } from 'react-intl';
import { Hero } from '@/ui/common/Hero';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';

export default function LoginRoute() {
  return (
    <PageShell titleId="routes.login.title">
      <Hero icon="🔑" lead={<FormattedMessage id="routes.login.lead" />} />
      <Notice>
        <FormattedMessage id="routes.login.availability" />
      </Notice>
    </PageShell>
  );
}
