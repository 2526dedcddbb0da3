/**
 * The date picker's day, month and year lists (spec section 2 "Form inputs": dropdown behaviour differs at
 * the 1024 px desktop breakpoint). Below 1024 px: the platform's own <select>s. At 1024 px and above: an
 * accessible listbox per part (a select-only combobox): roles and names, opened and chosen by keyboard,
 * type-ahead, Escape closing the list and not the dialog around it, focus staying on the combobox,
 * the shared error line describing all three; the Thai year list in the Buddhist calendar.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { yearOptions, type DateParts } from '@/domain/validation/birthdate';
import { Dialog } from '@/ui/dialog/Dialog';
import { DateOfBirthPicker } from '@/ui/form/DateOfBirthPicker';
import { WithIntl } from '../dialogs/helpers';

const today = Temporal.PlainDate.from('2026-11-22');

function mockWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query === '(min-width: 1024px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Picker({ locale = 'en', error, onChange, onClose }: { locale?: 'th' | 'en'; error?: string; onChange?: (part: string, value: number | undefined) => void; onClose?: () => void }) {
  const [value, setValue] = useState<DateParts>({});
  return (
    <WithIntl locale={locale}>
      <Dialog open title="Birth date" onClose={onClose}>
        <DateOfBirthPicker
          value={value}
          years={yearOptions(today, locale === 'th' ? 1054 : 1033)}
          error={error}
          onChange={(part, v) => {
            onChange?.(part, v);
            setValue((old) => ({ ...old, [part]: v }));
          }}
        />
      </Dialog>
    </WithIntl>
  );
}

/** Focuses a part's combobox and opens its list with Enter, as a keyboard user does. */
async function openWithKeyboard(user: UserEvent, name: 'Day' | 'Month' | 'Year'): Promise<HTMLElement> {
  const box = screen.getByRole('combobox', { name });
  box.focus();
  await user.keyboard('{Enter}');
  return box;
}

afterEach(() => vi.unstubAllGlobals());

describe('date picker below 1024 px', () => {
  beforeEach(() => mockWidth(false));

  it('uses the platform pickers, labelled Day, Month and Year', () => {
    render(<Picker />);
    for (const name of ['Day', 'Month', 'Year']) expect(screen.getByRole('combobox', { name }).tagName).toBe('SELECT');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('date picker at 1024 px and above: accessible listboxes', () => {
  beforeEach(() => mockWidth(true));

  it('gives each part a named combobox that opens a named listbox', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const day = screen.getByRole('combobox', { name: 'Day' });
    expect(day.tagName).not.toBe('SELECT');
    expect(day).toHaveAttribute('aria-haspopup', 'listbox');
    expect(day).toHaveAttribute('aria-expanded', 'false');
    expect(day).toHaveTextContent('Day');
    await user.click(day);
    expect(day).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Day' });
    expect(within(list).getAllByRole('option')).toHaveLength(31);
  });

  it('is worked by keyboard: Enter opens, arrows move, Enter chooses, focus stays on the combobox', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const month = await openWithKeyboard(user, 'Month');
    const list = screen.getByRole('listbox', { name: 'Month' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = month.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(within(list).getAllByRole('option').find((o) => o.id === active)).toHaveTextContent(/February|March|January/);
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('month', 2);
    expect(month).toHaveTextContent('February');
    expect(month).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(month);
  });

  it('finds an option by typing (type-ahead)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await openWithKeyboard(user, 'Month');
    await user.keyboard('se');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('month', 9);
    const year = await openWithKeyboard(user, 'Year');
    await user.keyboard('1992');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('year', 1992);
    expect(year).toHaveTextContent('1992');
  });

  it('Escape closes the open list, not the dialog; a second Escape closes the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Picker onClose={onClose} />);
    const day = await openWithKeyboard(user, 'Day');
    expect(day).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(day).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks all three invalid and described by the shared error line', () => {
    render(<Picker error="You must be at least 20 years old" />);
    const message = screen.getByText('You must be at least 20 years old');
    for (const name of ['Day', 'Month', 'Year']) {
      const box = screen.getByRole('combobox', { name });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box.getAttribute('aria-describedby')).toBe(message.id);
    }
  });

  it('lists 101 years in the Buddhist calendar in Thai, newest first', async () => {
    const user = userEvent.setup();
    render(<Picker locale="th" />);
    await user.click(screen.getByRole('combobox', { name: 'ปี' }));
    const options = within(screen.getByRole('listbox', { name: 'ปี' })).getAllByRole('option');
    expect(options).toHaveLength(101);
    expect(options[0]).toHaveTextContent('2569');
    expect(options[100]).toHaveTextContent('2469');
  });
});
