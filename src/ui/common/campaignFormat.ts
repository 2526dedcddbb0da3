/**
 * Small view helpers shared by the reward and campaign components: points with the unit word (or
 * "free" for 0), and dates (epoch ms) in the product's `dd MMM yyyy` form, Buddhist year in Thai.
 */
import { formatDate, formatPoints } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';

/** Epoch ms → `dd MMM yyyy` (Thai: Buddhist year). */
export function showDate(epochMs: number, locale: ShortLocale): string {
  return formatDate(Math.floor(epochMs / 1000), 'dd MMM yyyy', locale);
}

/** Points with grouping and the (pluralised) unit word; undefined for 0 so callers show "free". */
export function showPoints(points: number, locale: ShortLocale): string | undefined {
  return points > 0 ? formatPoints(points, locale) : undefined;
}

/** Epoch ms → `dd MMM yyyy HH:mm` (Thai: Buddhist year), for times within a day (cool-down). */
export function showDateTime(epochMs: number, locale: ShortLocale): string {
  const seconds = Math.floor(epochMs / 1000);
  return `${formatDate(seconds, 'dd MMM yyyy', locale)} ${formatDate(seconds, 'HH:mm:ss', locale).slice(0, 5)}`;
}
