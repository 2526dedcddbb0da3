/**
 * The real profile-edit screen on its chart (fake actors): labels in English and Thai, errors after Save,
 * section 8's save failure with the error code keeping every field, the birthdate dialog's Confirm enabled
 * by the chart (complete dates only) and its month-end correction, a refused picture's translated message.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileEditMachine } from '@machines/profileEdit/profileEdit.machine';
import type { BirthdateUpdate, ProfileForm } from '@machines/profileEdit/profileEdit.types';
import { ApiCallError } from '@/domain/apiError';
import { EMPTY_LOCATION } from '@/domain/address/location';
import { ProfileEditFlowView } from '@/flows/profileEdit/ProfileEditScreen';
import { WithIntl } from '../dialogs/helpers';

const somchai: ProfileForm = {
  firstName: 'Somchai', lastName: 'Jaidee', gender: 'male', email: 'somchai@example.co.th', nationalId: '1103700012346', notification: true,
  contactNumber: '0812345678', birth: { day: 14, month: 5, year: 1988 },
  number: '', moo: '', village: '', building: '', floor: '', room: '', soi: '', road: '', address: '', location: EMPTY_LOCATION,
};

async function renderForm(options: { locale?: 'th' | 'en'; save?: () => Promise<void> } = {}) {
  const save = vi.fn(options.save ?? (async () => undefined));
  const actor = createActor(
    profileEditMachine.provide({
      actors: {
        loadProfileForm: fromPromise(async () => somchai),
        saveProfile: fromPromise<void, ProfileForm>(() => save()),
        updateBirthdate: fromPromise<void, BirthdateUpdate>(async () => undefined),
      },
    }),
    { input: { today: '2026-11-22' } },
  ).start();
  await act(async () => {
    await Promise.resolve();
  });
  const locale = options.locale ?? 'en';
  render(<WithIntl locale={locale}><ProfileEditFlowView actor={actor} /></WithIntl>);
  await screen.findByRole('button', { name: locale === 'en' ? 'Save' : 'บันทึก' });
  return { actor, save };
}

describe('profile edit form', () => {
  it('shows the profile under the English labels, with no errors before Save', async () => {
    await renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Somchai');
    expect(screen.getByLabelText('Last name')).toHaveValue('Jaidee');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('somchai@example.co.th');
    expect(screen.getByLabelText('ID card number')).toHaveValue('1103700012346');
    expect(screen.getByRole('checkbox', { name: 'Receive notifications' })).toBeChecked();
    expect(screen.getByTestId('profile-mobile')).toHaveTextContent('081-234-5678');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Thai labels in Thai', async () => {
    await renderForm({ locale: 'th' });
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('Somchai');
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeEnabled();
  });

  it('marks bad fields after Save and does not call the server', async () => {
    const { save } = await renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'S' } });
    fireEvent.change(screen.getByLabelText('ID card number'), { target: { value: '1103700012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ID card number')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('section 5 input options: a name error shows once the field is left (not while typing), and nothing typed is lost', async () => {
    const { save } = await renderForm();
    const first = screen.getByLabelText('First name');
    // Text only: the digit and the emoji are not kept, every letter is.
    fireEvent.change(first, { target: { value: 'ส1😀' } });
    expect(first).toHaveValue('ส');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Must be at least 2 characters')).toBeNull();
    fireEvent.blur(first);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(first).toHaveValue('ส');
    // Another field is untouched: no error there although the rule would refuse nothing yet.
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(first, { target: { value: 'สมชาย' } });
    expect(first).toHaveValue('สมชาย');
    expect(first).not.toHaveAttribute('aria-invalid');
    // No space in the e-mail; the national id keeps digits only.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'som chai@example.co.th' } });
    expect(screen.getByLabelText('Email')).toHaveValue('somchai@example.co.th');
    fireEvent.change(screen.getByLabelText('ID card number'), { target: { value: '1-1037-00012-34-6' } });
    expect(screen.getByLabelText('ID card number')).toHaveValue('1103700012346');
    expect(save).not.toHaveBeenCalled();
  });

  it('a failed save shows section 8 message with the error code and keeps every field', async () => {
    await renderForm({ save: async () => { throw new ApiCallError({ message: 'Internal', status: 500, id: 1500 }); } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Somsak' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Not specified' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't update your profile. Please try again. (Error code: 1500)");
    expect(alert).not.toHaveTextContent('Internal');
    expect(screen.getByLabelText('First name')).toHaveValue('Somsak');
    expect(screen.getByRole('radio', { name: 'Not specified' })).toBeChecked();
  });

  it('the birthdate dialog: Confirm only with a complete date, the day corrected to the month end, 20+', async () => {
    const { actor } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Change birth date' }));
    const dialog = screen.getByRole('dialog', { name: 'Update your birth date' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '31' } });
    fireEvent.change(within(dialog).getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Year'), { target: { value: '2012' } });
    expect(within(dialog).getByLabelText('Day')).toHaveValue('29');
    fireEvent.click(confirm);
    expect(within(dialog).getByText('You must be at least 20 years old')).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ form: { birthdate: 'choosing' } })).toBe(true);
  });

  it('a picture of another type is refused with a translated message', async () => {
    await renderForm();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG or PNG photo.');
  });
});
