/**
 * Date picker with day, month and year lists (spec section 2 "Form inputs"; section 5: years in the
 * member's calendar). Each list is the shared dropdown: the phone's own picker below 1024 px, the
 * accessible listbox at 1024 px and above (keyboard, type-ahead, screen reader). One legend names the
 * group; each list keeps its own label (Day, Month, Year) for screen readers, and the group's error line
 * describes all three.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FieldErrorText } from '@/ui/common/Field';
import { Dropdown } from './Dropdown';
import './form.css';

export interface DateOfBirthPickerProps {
  value: { day?: number; month?: number; year?: number };
  /** Year options, newest first, with their labels (Buddhist years in Thai). */
  years: Array<{ value: number; label: number }>;
  error?: string;
  onChange: (part: 'day' | 'month' | 'year', value: number | undefined) => void;
}

const DAYS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export function DateOfBirthPicker({ value, years, error, onChange }: DateOfBirthPickerProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const t = (key: string) => intl.formatMessage({ id: key });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: intl.formatDate(new Date(Date.UTC(2024, i, 15)), { month: 'long', timeZone: 'UTC' }),
  }));
  const yearOptions = years.map((y) => ({ value: String(y.value), label: String(y.label) }));
  const parse = (v: string) => (v === '' ? undefined : Number(v));
  const part = (name: 'day' | 'month' | 'year', labelId: string, options: Array<{ value: string; label: string }>) => (
    <Dropdown
      name={`birth-${name}`}
      className={`date-picker__part date-picker__part--${name}`}
      label={t(labelId)}
      hideLabel
      placeholder={t(labelId)}
      options={options}
      value={value[name] === undefined ? '' : String(value[name])}
      invalid={Boolean(error)}
      describedBy={errorId}
      onChange={(v) => onChange(name, parse(v))}
    />
  );
  return (
    <fieldset className={['field', 'date-picker', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="field__label">{t('register.field.birthdate')}</legend>
      <div className="date-picker__row">
        {part('day', 'register.field.day', DAYS)}
        {part('month', 'register.field.month', months)}
        {part('year', 'register.field.year', yearOptions)}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
