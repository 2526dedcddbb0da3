import { act, fireEvent, render, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { messages } from '@/i18n/messages';
import { loginMachine } from '@machines/login/login.machine';
import type { DeviceInfo, PasswordLoginInput } from '@machines/login/login.types';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpRequestOutput, OtpTarget, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import type { Account } from '@machines/session/session.types';
import { LoginScreen } from '@/flows/login/LoginScreen';

const account: Account = { token: 't', userId: 'U1' };

/** The real /login screen on a running chart with fake actors instead of the network. */
function Harness({ logic }: { logic: typeof loginMachine }) {
  const actor = useActorRef(logic, { input: { next: '/profile' } });
  return <LoginScreen actor={actor} next="/campaign/1002" />;
}

function setup(options: { password?: () => Promise<Account>; locale?: 'en' | 'th' } = {}) {
  const navigate = vi.fn();
  const signedIn = vi.fn();
  const logic = loginMachine.provide({
    actors: {
      passwordLogin: fromPromise<Account, PasswordLoginInput>(() => (options.password ?? (async () => account))()),
      otp: otpMachine.provide({
        actors: {
          requestOtp: fromPromise<OtpRequestOutput, OtpTarget>(async () => ({ refcode: 'R1', expireinseconds: 60 })),
          verifyOtp: fromPromise<OtpVerifyOutput, OtpVerifyInput>(async () => ({ status: 200, data: account })),
        },
      }),
      readDevice: fromPromise<DeviceInfo, void>(async () => ({ uuid: 'u', os: 'Linux', platform: 'web', macAddress: '02:00:00:00:00:00', returning: false })),
      deviceLogin: fromPromise<Account, DeviceInfo>(async () => account),
    },
    actions: { notifySignedIn: () => signedIn(), navigateToNext: ({ context }) => navigate(context.next) },
  });
  const locale = options.locale ?? 'en';
  render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <MemoryRouter>
        <Harness logic={logic} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return { navigate, signedIn };
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

describe('/login page', () => {
  it('has the tabs, accessible fields with autocomplete, the guest button and sign-up links', () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Username & password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile number (OTP)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign up with mobile number' })).toHaveAttribute('href', '/register/phone');
  });

  it('shows required errors only after submitting', () => {
    setup();
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in with username and password and goes to next', async () => {
    const { navigate, signedIn } = setup();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'somchai' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(signedIn).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/profile');
  });

  it('a wrong password shows the alert with the error code and keeps the username', async () => {
    setup({ password: async () => { throw new ApiCallError({ id: 1401, message: 'Invalid username or password', status: 401 }); } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'somchai' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    const alert = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('The username or password is incorrect.');
    expect(alert).toHaveTextContent('Error code: 1401');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveValue('somchai');
  });

  it('mobile tab: formats 3-3-4, validates after submit, opens the OTP dialog', async () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number (OTP)' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(mobile, { target: { value: '081234' } });
    expect(mobile).toHaveValue('081-234');
    fireEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(screen.getByText('Please enter a 10-digit mobile number starting with 0')).toBeInTheDocument();
    fireEvent.change(mobile, { target: { value: '0812345678' } });
    expect(mobile).toHaveValue('081-234-5678');
    fireEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
    await flush();
    expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
  });

  it('renders in Thai', () => {
    setup({ locale: 'th' });
    expect(screen.getByRole('tab', { name: 'ชื่อผู้ใช้และรหัสผ่าน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าใช้งานแบบผู้เยี่ยมชม' })).toBeInTheDocument();
  });
});

describe('sign in with LINE', () => {
  it('links to /linelogin carrying the page first asked for', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Sign in with LINE' })).toHaveAttribute('href', '/linelogin?next=%2Fcampaign%2F1002');
  });
});
