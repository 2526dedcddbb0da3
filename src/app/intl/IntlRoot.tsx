/**
 * react-intl for the app. `StaticIntlProvider` gives the start-up screens (splash, settings retry) the
 * default language before the session exists; `SessionIntlProvider` follows the session's locale
 * (selectLocale: 1054 → th, 1033 → en) and keeps `<html lang>` in step.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useServices, useSession } from '@/app/services';
import { getInspector } from '@/app/inspect';
import { createMapTextLogic } from '@/app/wiring/mapText';
import { toShortLocale, type ShortLocale } from '@/i18n/locale';
import { overlayLabels, type MessageMap } from '@/i18n/mapText';
import { messages } from '@/i18n/messages';
import { selectLocale, selectSettings } from '@machines/session/session.selectors';

export function StaticIntlProvider({ locale = 'th', children, overlay }: { locale?: ShortLocale; children: ReactNode; overlay?: MessageMap }) {
  return (
    <IntlProvider locale={locale} messages={(overlay ?? messages[locale]) as Record<string, string>} defaultLocale="th" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** Follows the session's language; with the map-text flag on, the labels file overlays the defaults. */
export function SessionIntlProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const services = useServices();
  const locale = toShortLocale(useSelector(session, selectLocale));
  const settings = useSelector(session, selectSettings);
  const clients = useRef(services.clients);
  clients.current = services.clients;
  const [logic] = useState(() => createMapTextLogic(() => clients.current));
  const mapText = useActorRef(logic, { input: { enabled: settings.featureMaptextEnable, appName: settings.appName, locale }, inspect: getInspector() });
  const lastLocale = useRef(locale);
  useEffect(() => {
    if (lastLocale.current === locale) return;
    lastLocale.current = locale;
    mapText.send({ type: 'MAPTEXT.LOCALE_CHANGED', locale });
  }, [mapText, locale]);
  const labels = useSelector(mapText, (snapshot) => snapshot.context.labels);
  const overlay = useMemo(() => overlayLabels(messages[locale] as MessageMap, labels), [locale, labels]);
  useDocumentLanguage(locale);
  return (
    <StaticIntlProvider locale={locale} overlay={overlay}>
      {children}
    </StaticIntlProvider>
  );
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
