import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { yearOptions } from '@/domain/validation/birthdate';
import { RegistrationForm, type RegistrationFormProps } from '@/flows/registration/RegistrationForm';
import { RegistrationSuccess } from '@/flows/registration/RegistrationSuccess';
import { WithIntl } from '../dialogs/helpers';

const today = Temporal.PlainDate.from('2026-11-21');

function renderForm(overrides: Partial<RegistrationFormProps> = {}, locale: 'th' | 'en' = 'en') {
  const props: RegistrationFormProps = {
    form: { firstName: 'Somying', lastName: '', mobile: '0811111111', email: '', nationalId: '', gender: '', birth: {} },
    errors: {},
    failure: null,
    mobileLocked: false,
    years: yearOptions(today, locale === 'th' ? 1054 : 1033),
    busy: false,
    onFieldChange: vi.fn(),
    onGenderChange: vi.fn(),
    onBirthChange: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
  render(<WithIntl locale={locale}><RegistrationForm {...props} /></WithIntl>);
  return props;
}

describe('registration form', () => {
  it('shows what was typed, the mobile grouped 3-3-4, and no errors before a submit attempt', () => {
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Somying');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('081-111-1111');
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('shows translated errors from the chart next to their fields, marked invalid', () => {
    renderForm({
      errors: { lastName: { id: 'validation.required' }, birth: { id: 'validation.birthdate.invalid_diff', values: { age: 20 } } },
      failure: { id: 'register.error.mobileDuplicate' },
    });
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('You must be at least 20 years old')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This mobile number is already registered');
  });

  it('sends intents: typing, gender, date parts and submit', () => {
    const props = renderForm();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Jaidee' } });
    expect(props.onFieldChange).toHaveBeenCalledWith('lastName', 'Jaidee');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(props.onGenderChange).toHaveBeenCalledWith('female');
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '1990' } });
    expect(props.onBirthChange).toHaveBeenCalledWith('year', 1990);
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '' } });
    expect(props.onBirthChange).toHaveBeenCalledWith('day', undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lists years in the Buddhist calendar in Thai, 100 years back', () => {
    renderForm({}, 'th');
    const year = screen.getByRole('combobox', { name: 'ปี' });
    const options = within(year).getAllByRole('option');
    expect(options[1]).toHaveTextContent('2569');
    expect(options[1]).toHaveValue('2026');
    expect(options.at(-1)).toHaveTextContent('2469');
  });

  it('a verified mobile is read-only and says so', () => {
    renderForm({ mobileLocked: true });
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    expect(screen.getByText('Verified by one-time code')).toBeInTheDocument();
  });
});

describe('registration success', () => {
  it('with welcome points: welcome title, the points and Get started', () => {
    const onStart = vi.fn();
    render(<WithIntl><RegistrationSuccess welcomePoints={100} onStart={onStart} /></WithIntl>);
    expect(screen.getByRole('heading', { name: 'Welcome to the club!' })).toBeInTheDocument();
    expect(screen.getByTestId('welcome-points')).toHaveTextContent('100 points');
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onStart).toHaveBeenCalled();
  });

  it('without points: the plain success and Start', () => {
    render(<WithIntl><RegistrationSuccess welcomePoints={0} onStart={vi.fn()} /></WithIntl>);
    expect(screen.getByRole('heading', { name: 'Sign-up complete' })).toBeInTheDocument();
    expect(screen.queryByTestId('welcome-points')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
