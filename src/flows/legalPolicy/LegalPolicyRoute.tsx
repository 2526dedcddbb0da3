/** /profile/legalpolicy: the member's policies and consents, one page each. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, type IconName } from '@/ui/common/Icon';
import { Hero } from '@/ui/common/Hero';
import { LinkList } from '@/ui/common/LinkList';
import { PageShell } from '@/ui/layout/PageShell';

/** The policy pages under /profile/legalpolicy (spec section 2). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'age', 'marketing', 'cookies'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

const ICONS: Record<LegalDocument, IconName> = { terms: 'file', privacy: 'shield', age: 'calendar', marketing: 'message', cookies: 'sliders' };

export default function LegalPolicyRoute() {
  const intl = useIntl();
  return (
    <PageShell titleId="profile.legal.title" backTo="/profile" requireSignIn>
      <Hero icon={<Icon name="file" />} lead={<FormattedMessage id="profile.legal.lead" />} />
      <LinkList
        label={intl.formatMessage({ id: 'profile.legal.title' })}
        items={LEGAL_DOCUMENTS.map((doc) => ({
          to: `/profile/legalpolicy/${doc}`,
          icon: <Icon name={ICONS[doc]} />,
          label: <FormattedMessage id={`profile.legal.${doc}.title`} />,
          description: <FormattedMessage id={`profile.legal.${doc}.hint`} />,
        }))}
      />
    </PageShell>
  );
}
