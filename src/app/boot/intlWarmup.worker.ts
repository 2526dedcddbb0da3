/**
 * A worker that builds the formatters the first screen uses once and exits. A page's first Intl formatter
 * loads the browser's locale data (about 40 ms on a slow machine, four times that on a phone); that data is
 * shared by the whole renderer process, so loading it here, while the main thread waits for the app's code,
 * leaves the main thread's first formatter cheap. Its only import is the app's wall-clock formatter options.
 */
import { APP_TIME_ZONE, WALL_CLOCK_FIELDS } from '@/i18n/wallClock';

const LOCALES = ['th', 'en'];

try {
  // react-intl's IntlProvider checks both lists first (src/i18n), then the app's own formatters (src/i18n/format.ts).
  Intl.NumberFormat.supportedLocalesOf(LOCALES);
  Intl.DateTimeFormat.supportedLocalesOf(LOCALES);
  for (const locale of [...LOCALES, 'en-US']) {
    new Intl.NumberFormat(locale, { useGrouping: true }).format(1234.5);
    new Intl.PluralRules(locale).select(2);
  }
  new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, ...WALL_CLOCK_FIELDS }).formatToParts(Date.now());
  new Intl.DateTimeFormat().resolvedOptions();
} finally {
  self.close();
}
