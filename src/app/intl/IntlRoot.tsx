/**
 * react-intl for the app. `StaticIntlProvider` gives the start-up screens (splash, settings retry) the
 * default language before the session exists; `SessionIntlProvider` follows the session's locale
 * (selectLocale: 1054 → th, 1033 → en) and keeps `<html lang>` in step.
 */
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSession } from '@/app/services';
import { toShortLocale, type ShortLocale } from '@/i18n/locale';
import { messages } from '@/i18n/messages';
import { selectLocale } from '@machines/session/session.selectors';

export function StaticIntlProvider({ locale = 'th', children }: { locale?: ShortLocale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="th" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

export function SessionIntlProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const locale = toShortLocale(useSelector(session, selectLocale));
  useDocumentLanguage(locale);
  return <StaticIntlProvider locale={locale}>{children}</StaticIntlProvider>;
}

/** Sets `<html lang>` to the current language. */
export function useDocumentLanguage(locale: ShortLocale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

/** Missing messages are bugs the catalogue test should have caught; say so loudly in development. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') console.error(`[intl] ${error.message}`);
}
