/** Date picker with day, month and year selects (spec section 2 "Form inputs"); years in the member's calendar. */
import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface DateOfBirthPickerProps {
  value: { day?: number; month?: number; year?: number };
  /** Year options, newest first, with their labels (Buddhist years in Thai). */
  years: Array<{ value: number; label: number }>;
  error?: string;
  onChange: (part: 'day' | 'month' | 'year', value: number | undefined) => void;
}

export function DateOfBirthPicker({ value, years, error, onChange }: DateOfBirthPickerProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const months = Array.from({ length: 12 }, (_, i) =>
    intl.formatDate(new Date(Date.UTC(2024, i, 15)), { month: 'long', timeZone: 'UTC' }));
  const parse = (v: string) => (v === '' ? undefined : Number(v));
  const common = { className: 'input select', 'aria-describedby': errorId, 'aria-invalid': error ? true : undefined } as const;
  return (
    <fieldset className={['field', 'date-picker', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="field__label">{intl.formatMessage({ id: 'register.field.birthdate' })}</legend>
      <div className="date-picker__row">
        <label className="visually-hidden" htmlFor={`${id}-day`}>{intl.formatMessage({ id: 'register.field.day' })}</label>
        <select id={`${id}-day`} {...common} value={value.day ?? ''} onChange={(e) => onChange('day', parse(e.target.value))}>
          <option value="">{intl.formatMessage({ id: 'register.field.day' })}</option>
          {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => <option key={d} value={d}>{d}</option>)}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-month`}>{intl.formatMessage({ id: 'register.field.month' })}</label>
        <select id={`${id}-month`} {...common} value={value.month ?? ''} onChange={(e) => onChange('month', parse(e.target.value))}>
          <option value="">{intl.formatMessage({ id: 'register.field.month' })}</option>
          {months.map((m, i) => <option key={m} value={i + 1}>{m}</option>)}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-year`}>{intl.formatMessage({ id: 'register.field.year' })}</label>
        <select id={`${id}-year`} {...common} value={value.year ?? ''} onChange={(e) => onChange('year', parse(e.target.value))}>
          <option value="">{intl.formatMessage({ id: 'register.field.year' })}</option>
          {years.map((y) => <option key={y.value} value={y.value}>{y.label}</option>)}
        </select>
      </div>
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </fieldset>
  );
}
