import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/app/dialogs/DialogHost';
import { useDialogs, type DialogsApi } from '@/flows/shared/useDialogs';
import { WithIntl } from './helpers';

let api: DialogsApi;

function Capture() {
  api = useDialogs();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/other')}>
      Go elsewhere
    </button>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DialogHost>
            <Capture />
            <Outlet />
          </DialogHost>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'other', element: <p>Other</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <WithIntl>
      <RouterProvider router={router} />
    </WithIntl>,
  );
  return router;
}

describe('DialogHost and useDialogs()', () => {
  it('confirm resolves true for OK', async () => {
    setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = api.confirm({ title: { text: 'Use coupon?' }, message: { text: 'It cannot be undone.' } });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Use coupon?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('confirm resolves false for Cancel and for Escape', async () => {
    setup();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = api.confirm({ title: { text: 'Delete?' }, message: { text: 'Sure?' } });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    act(() => {
      answer = api.confirm({ title: { text: 'Delete?' }, message: { text: 'Sure?' } });
    });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('alert shows title, both messages, the error-id line and the default OK label', async () => {
    setup();
    const onHidden = vi.fn();
    act(() => {
      void api.alert({
        title: 'dialogs.generic.title',
        message: { text: 'OTP incorrect' },
        secondMessage: { text: 'Please try again' },
        errorId: 2091,
        onHidden,
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('OTP incorrect');
    expect(dialog).toHaveTextContent('Please try again');
    expect(screen.getByText('Error code: 2091')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('alert without an error id has no error-id line and falls back to the generic title', () => {
    setup();
    act(() => {
      void api.alert({ message: { text: 'Saved' } });
    });
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
  });

  it('a route change closes every open dialog and fires each hidden callback', async () => {
    const router = setup();
    const alertHidden = vi.fn();
    const confirmHidden = vi.fn();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      void api.alert({ message: { text: 'First' }, onHidden: alertHidden });
      answer = api.confirm({ title: { text: 'Second' }, message: { text: 'Second body' }, onHidden: confirmHidden });
      api.showLoading();
    });
    expect(document.body.style.overflow).toBe('hidden');
    await act(() => router.navigate('/other'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alertHidden).toHaveBeenCalledTimes(1);
    expect(confirmHidden).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it('loading shows a spinner with "Loading", once, until hidden; Escape does not close it', async () => {
    setup();
    act(() => {
      api.showLoading();
      api.showLoading();
    });
    expect(screen.getAllByRole('dialog', { name: 'Loading' })).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
    act(() => api.hideLoading());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('success shows title, message, code and OK', async () => {
    setup();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = api.success({ title: { text: 'Coupon used' }, message: { text: 'Show this at the counter' }, code: 'AB12CD' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Coupon used' });
    expect(dialog).toHaveTextContent('Code: AB12CD');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('apiError: a 401 shows the server message with the id and code appended', async () => {
    setup();
    act(() => {
      void api.apiError({ status: 401, message: 'Session expired', id: 77, raw: { error: { message: 'Session expired' } } });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Session expired (Error ID: 77) (Error code: 401)');
    expect(dialog.querySelector('.dialog__error-id')).toBeNull();
  });

  it('apiError: anything else is the translated generic text with id and code, never the server text', async () => {
    setup();
    const onHidden = vi.fn();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = api.apiError({ status: 500, message: 'Sandbox fault: HTTP 500 on passwordLogin', id: 77, code: 'E1' }, { onHidden });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('The request could not be completed. Please try again. (Error ID: 77) (Error code: E1)');
    expect(dialog).not.toHaveTextContent('Sandbox fault');
    expect(dialog.querySelector('.dialog__error-id')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await done;
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('apiError: a network failure asks to check the connection', () => {
    setup();
    act(() => {
      void api.apiError(new TypeError('Failed to fetch'));
    });
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
  });

  it('focus returns to the opener when a host dialog closes', async () => {
    setup();
    const opener = screen.getByRole('button', { name: 'Go elsewhere' });
    opener.focus();
    act(() => {
      void api.alert({ message: { text: 'Hi' } });
    });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(opener).toHaveFocus();
  });
});
