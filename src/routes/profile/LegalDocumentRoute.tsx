/**
 * /profile/legalpolicy/{terms,privacy,age,marketing,cookies}: one policy or consent. The router passes
 * `document`; the texts themselves are versioned on the consent service (spec section 7, "Consent").
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/common/Card';
import { Hero } from '@/ui/common/Hero';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';
import type { LegalDocument } from '@/routes/profile/LegalPolicyRoute';
import { Icon } from '@/ui/common/Icon';

export default function LegalDocumentRoute({ document }: { document: LegalDocument }) {
  return (
    <PageShell titleId={`profile.legal.${document}.title`} backTo="/profile/legalpolicy" requireSignIn>
      <Hero icon={<Icon name="file" />} lead={<FormattedMessage id={`profile.legal.${document}.lead`} />} />
      <Card heading={<FormattedMessage id="profile.whatHere" />}>
        <p>
          <FormattedMessage id={`profile.legal.${document}.body`} />
        </p>
      </Card>
      <Notice>
        <FormattedMessage id="profile.legal.availability" />
      </Notice>
      <p className="page-actions">
        <Link to="/profile/legalpolicy" className="button button--secondary">
          <FormattedMessage id="profile.legal.all" />
        </Link>
      </p>
    </PageShell>
  );
}
