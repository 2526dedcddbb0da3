import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { describeLineLoginError, toLineLoginError } from '@/domain/line/sdkErrors';
import { messages } from '@/i18n/messages';
import { LineLoginPanel, type LineLoginPanelProps } from '@/flows/lineLogin/LineLoginPanel';

function renderPanel(props: Partial<LineLoginPanelProps>, locale: 'th' | 'en' = 'en') {
  const handlers = { onStart: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
  render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <MemoryRouter>
        <LineLoginPanel view="ready" mode="pkce" error={null} canStart canRetry={false} {...handlers} {...props} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return handlers;
}

describe('LineLoginPanel', () => {
  it('offers "Sign in with LINE" and other ways to sign in', () => {
    const { onStart } = renderPanel({});
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with LINE' }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Other ways to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows progress while LINE and the app talk', () => {
    renderPanel({ view: 'loading', mode: 'liff' }, 'th');
    expect(screen.getByRole('status')).toHaveTextContent(messages.th['line.loading.liff'] ?? '');
  });

  it('announces a failure with its code, the SDK message, and a retry; inside LINE it offers Close', () => {
    const error = describeLineLoginError(toLineLoginError({ reason: 'liffIdMissing' }, 'liffInitFailed'));
    const { onRetry, onClose } = renderPanel({ view: 'error', mode: 'liff', error, canRetry: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('LINE is not set up');
    expect(alert).toHaveTextContent('liffId is necessary for liff.init()');
    expect(alert).toHaveTextContent('Error code: 100000');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
