import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { messages } from '@/i18n/messages';

/** Renders with the real catalogues and a memory router, as the app would. */
export function renderWithApp(ui: ReactNode, { locale = 'en' as 'en' | 'th', path = '/' } = {}) {
  return render(
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="th">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
