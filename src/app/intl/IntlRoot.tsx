/**
 * react-intl for the app. `StaticIntlProvider` gives the start-up screens (splash, settings retry) the
 * default language before the session exists; `SessionIntlProvider` follows the session's locale
 * (selectLocale: 1054 → th, 1033 → en) and keeps `<html lang>` in step. Thai's core is bundled and the rest
 * of Thai arrives after the first render, merged into the same catalogue object (the providers hear of it through
 * useMessagesVersion, for the map-text overlay, but the screens shown do not render again); the English catalogue
 * is loaded when English is chosen, and until it has arrived the screens stay in the language they show
 * (useCatalogue). See src/i18n/runtimeMessages.ts.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useServices, useSession } from '@/flows/shared/services';
import { getInspector } from '@/flows/shared/inspect';
import { createMapTextLogic } from '@/flows/mapText/mapText.live';
import { toShortLocale, type ShortLocale } from '@/i18n/locale';
import { overlayLabels, type MessageMap } from '@/i18n/mapText';
import { loadedMessages, loadMessages, messagesOrDefault, messagesVersion, subscribeMessages } from '@/i18n/runtimeMessages';
import { selectLocale, selectSettings } from '@machines/session/session.selectors';

export function StaticIntlProvider({ locale = 'th', children, overlay }: { locale?: ShortLocale; children: ReactNode; overlay?: MessageMap }) {
  useMessagesVersion();
  return (
    <IntlProvider locale={locale} messages={(overlay ?? messagesOrDefault(locale)) as Record<string, string>} defaultLocale="th" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** Follows the session's language; with the map-text flag on, the labels file overlays the defaults. */
export function SessionIntlProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const services = useServices();
  const locale = useCatalogue(toShortLocale(useSelector(session, selectLocale)));
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
  const version = useMessagesVersion();
  const overlay = useMemo(() => overlayLabels(messagesOrDefault(locale) as MessageMap, labels), [locale, labels, version]); // eslint-disable-line react-hooks/exhaustive-deps
  useDocumentLanguage(locale);
  return (
    <StaticIntlProvider locale={locale} overlay={overlay}>
      {children}
    </StaticIntlProvider>
  );
}

/** Re-renders when a catalogue part arrives (the rest of Thai, English); returns a number that changes then. */
function useMessagesVersion(): number {
  return useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
}

/**
 * The language to show for the `wanted` one: `wanted` once its catalogue is loaded (starting the
 * load when needed), until then the language shown before (Thai at first).
 */
export function useCatalogue(wanted: ShortLocale): ShortLocale {
  const [shown, setShown] = useState<ShortLocale>(() => (loadedMessages(wanted) ? wanted : 'th'));
  useEffect(() => {
    if (loadedMessages(wanted)) {
      setShown(wanted);
      return;
    }
    let current = true;
    loadMessages(wanted).then(
      () => {
        if (current) setShown(wanted);
      },
      (error: unknown) => reportIntlError({ message: `catalogue ${wanted} could not be loaded: ${String(error)}` }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return loadedMessages(wanted) ? wanted : shown;
}

/** Sets `<html lang>` to the current language. */
function useDocumentLanguage(locale: ShortLocale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

/** Missing messages are bugs the catalogue test should have caught; say so loudly in development. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') console.error(`[intl] ${error.message}`);
}
