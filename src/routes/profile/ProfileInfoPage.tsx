/**
 * The shared body of the profile pages whose features arrive with later flows: a lead paragraph, what
 * the page holds, an honest availability line, and links to the related pages that exist.
 */
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '@/ui/common/Card';
import { Hero } from '@/ui/common/Hero';
import { LinkList, type LinkListItem } from '@/ui/common/LinkList';
import { Notice } from '@/ui/common/Notice';
import { PageShell } from '@/ui/layout/PageShell';

export interface ProfileInfoPageProps {
  titleId: string;
  icon: ReactNode;
  leadId: string;
  /** Message ids of the bullet list "What you find here". */
  pointIds: string[];
  availabilityId: string;
  related?: LinkListItem[];
  /** @default '/profile' */
  backTo?: string;
  children?: ReactNode;
}

export function ProfileInfoPage({ titleId, icon, leadId, pointIds, availabilityId, related, backTo = '/profile', children }: ProfileInfoPageProps) {
  const intl = useIntl();
  return (
    <PageShell titleId={titleId} backTo={backTo} requireSignIn>
      <Hero icon={icon} lead={<FormattedMessage id={leadId} />} />
      {children}
      <Card heading={<FormattedMessage id="profile.whatHere" />}>
        <ul className="bullets">
          {pointIds.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </Card>
      <Notice>
        <FormattedMessage id={availabilityId} />
      </Notice>
      {related && related.length > 0 ? <LinkList label={intl.formatMessage({ id: 'profile.related' })} items={related} /> : null}
    </PageShell>
  );
}
