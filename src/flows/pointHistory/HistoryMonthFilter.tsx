/**
 * The month and year of point history (spec section 5: both required). Two labelled selects, each with
 * an empty "Please select" choice; the required message shows under the one left empty. Years are listed
 * Buddhist in Thai; the value is always the Gregorian year.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { displayYear, monthName } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import type { HistoryFilter } from '@/domain/points/pointLog';
import { Field } from '@/ui/common/Field';

export interface HistoryMonthFilterProps {
  filter: HistoryFilter;
  /** Gregorian years offered, newest first. */
  years: number[];
  locale: ShortLocale;
  /** Show the required messages (the chart is waiting for a complete choice). */
  showErrors: boolean;
  onChange(filter: HistoryFilter): void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function HistoryMonthFilter({ filter, years, locale, showErrors, onChange }: HistoryMonthFilterProps) {
  const intl = useIntl();
  const toNumber = (value: string) => (value === '' ? null : Number(value));
  return (
    <fieldset className="history-filter">
      <legend className="visually-hidden">
        <FormattedMessage id="points.filter.legend" />
      </legend>
      <Field label={<FormattedMessage id="points.filter.month" />} error={showErrors && filter.month === null ? <FormattedMessage id="points.filter.monthRequired" /> : undefined}>
        {(control) => (
          <select {...control} className="input" value={filter.month ?? ''} onChange={(e) => onChange({ ...filter, month: toNumber(e.target.value) })}>
            <option value="">{intl.formatMessage({ id: 'points.filter.placeholder' })}</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {monthName(m, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<FormattedMessage id="points.filter.year" />} error={showErrors && filter.year === null ? <FormattedMessage id="points.filter.yearRequired" /> : undefined}>
        {(control) => (
          <select {...control} className="input" value={filter.year ?? ''} onChange={(e) => onChange({ ...filter, year: toNumber(e.target.value) })}>
            <option value="">{intl.formatMessage({ id: 'points.filter.placeholder' })}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {displayYear(y, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
