/**
 * Minimal page shell created by the shell engineer because this route module did not exist yet; the
 * owner of this route replaces it with the real page.
 */
import { FormattedMessage } from 'react-intl';
import { Hero } from '@/ui/common/Hero';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';

export default function LineLoginRoute() {
  return (
    <PageShell titleId="routes.linelogin.title">
      <Hero icon="💬" lead={<FormattedMessage id="routes.linelogin.lead" />} />
      <Notice>
        <FormattedMessage id="routes.linelogin.availability" />
      </Notice>
    </PageShell>
  );
}
