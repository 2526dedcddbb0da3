import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from '@/i18n/messages';

/** English catalogue, as the accessible names in tests are the spec's English labels. */
export function WithIntl({ children, locale = 'en' }: { children: ReactNode; locale?: 'th' | 'en' }) {
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      {children}
    </IntlProvider>
  );
}
