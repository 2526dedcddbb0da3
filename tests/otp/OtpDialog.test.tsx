import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { messages } from '@/i18n/messages';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import { OtpDialogConnector } from '@/flows/otp/OtpDialogConnector';

function setup(verify: () => Promise<OtpVerifyOutput> = async () => ({ status: 200 }), locale: 'en' | 'th' = 'en') {
  const machine = otpMachine.provide({
    actors: {
      requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(async () => ({ refcode: 'QW12', expireinseconds: 60 })),
      verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(() => verify()),
    },
  });
  const actor = createActor(machine, { input: { contactNumber: '0812345678' } });
  actor.start();
  render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <OtpDialogConnector actorRef={actor} />
    </IntlProvider>,
  );
  return { actor };
}

const flush = () => act(async () => { await Promise.resolve(); await new Promise((r) => setTimeout(r, 0)); });
const boxes = () => screen.getAllByTestId('otp-box').map((b) => b.textContent);

describe('OtpDialog', () => {
  it('shows title, phone with dashes, reference code and the countdown', async () => {
    const { actor } = setup();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Enter OTP' });
    expect(within(dialog).getByText('081-234-5678')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference code: QW12')).toBeInTheDocument();
    expect(within(dialog).getByText(/Resend in/)).toHaveTextContent('Resend in 01:00');
    actor.stop();
  });

  it('has ONE numeric one-time-code input feeding six boxes', async () => {
    const { actor } = setup();
    await flush();
    const input = screen.getByLabelText('One-time code (6 digits)');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(boxes()).toEqual(['', '', '', '', '', '']);
    fireEvent.change(input, { target: { value: '12' } });
    expect(boxes()).toEqual(['1', '2', '', '', '', '']);
    fireEvent.change(input, { target: { value: '12x3-' } });
    expect(input).toHaveValue('123');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    actor.stop();
  });

  it('a pasted code with spaces fills all six boxes and enables Confirm', async () => {
    const { actor } = setup();
    await flush();
    const input = screen.getByLabelText('One-time code (6 digits)');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    fireEvent.paste(input, { clipboardData: { getData: () => '987 654' } });
    expect(boxes()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(confirm).toBeEnabled();
    actor.stop();
  });

  it('a wrong code shows the message and Error Code, red boxes, Confirm disabled until the digits change', async () => {
    const { actor } = setup(async () => { throw new ApiCallError({ id: 2091, message: 'wrong', status: 400 }); });
    await flush();
    const input = screen.getByLabelText('One-time code (6 digits)');
    fireEvent.change(input, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The OTP is incorrect.');
    expect(alert).toHaveTextContent('Error Code: 2091');
    // Section 8's entry error sits under the boxes and describes the input.
    const entry = screen.getByText('Wrong OTP, please try again.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(entry.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.otp__boxes--invalid')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '111112' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Wrong OTP, please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    actor.stop();
  });

  it('the refused-code entry error is in Thai for a Thai member', async () => {
    const { actor } = setup(async () => { throw new ApiCallError({ id: 2091, message: 'wrong', status: 400 }); }, 'th');
    await flush();
    fireEvent.change(screen.getByLabelText('รหัส OTP (6 หลัก)'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await flush();
    expect(screen.getByTestId('otp-entry-error')).toHaveTextContent(messages.th['otp.error.entry']!);
    actor.stop();
  });

  it('Cancel closes the dialog', async () => {
    const { actor } = setup();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders in Thai', async () => {
    const { actor } = setup(undefined, 'th');
    await flush();
    expect(screen.getByRole('dialog', { name: 'กรอกรหัส OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
    actor.stop();
  });

  it('at zero shows the resend link, disables Confirm, and a resend restarts the countdown', async () => {
    vi.useFakeTimers();
    try {
      const { actor } = setup();
      await act(async () => { await vi.advanceTimersByTimeAsync(0); });
      fireEvent.change(screen.getByLabelText('One-time code (6 digits)'), { target: { value: '123456' } });
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await act(async () => { await vi.advanceTimersByTimeAsync(59_000); });
      expect(screen.getByText(/Resend in/)).toHaveTextContent('Resend in 00:01');
      await act(async () => { await vi.advanceTimersByTimeAsync(1_000); });
      expect(screen.queryByText(/Resend in/)).toBeNull();
      expect(screen.getByText('The code has expired. Request a new one.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
      await act(async () => { await vi.advanceTimersByTimeAsync(0); });
      expect(screen.getByText(/Resend in/)).toHaveTextContent('Resend in 01:00');
      expect(screen.getByLabelText('One-time code (6 digits)')).toHaveValue('');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
