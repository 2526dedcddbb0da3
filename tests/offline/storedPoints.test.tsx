/**
 * The points balance offline: the session keeps the balance it read with the account (with when it was read),
 * and the page frame shows that stored balance, marked with its time, when the profile could not be read.
 */
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { MemberStatus } from '@/ui/layout/MemberStatus';

afterEach(() => vi.useRealTimers());

describe('stored points in the page frame', () => {
  it.each([
    ['en', 'Updated 29 November 2026 16:30'],
    ['th', 'อัปเดตเมื่อ 29 พฤศจิกายน 2569 16:30'],
  ] as const)('%s: the stored balance with when it was read', (locale, asOf) => {
    render(
      <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="th">
        <MemoryRouter>
          <MemberStatus locale={locale} member={{ signedIn: true, name: 'Somchai', points: 2450, pointsAsOf: Date.UTC(2026, 10, 29, 9, 30) / 1000 }} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByTestId('member-points')).toHaveTextContent('2,450');
    expect(screen.getByTestId('member-points-as-of')).toHaveTextContent(asOf);
  });

  it('a balance read now carries no time', () => {
    render(
      <IntlProvider locale="en" messages={messages.en} defaultLocale="th">
        <MemoryRouter>
          <MemberStatus locale="en" member={{ signedIn: true, name: 'Somchai', points: 2450 }} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.queryByTestId('member-points-as-of')).toBeNull();
  });
});

describe('the session keeps the balance with the account', () => {
  it('a profile load writes the balance and when it was read into the saved account', async () => {
    const { startSession, savedAccount } = await import('../session/harness');
    const at = Date.UTC(2026, 10, 29, 9, 30);
    vi.useFakeTimers({ now: at, shouldAdvanceTime: true });
    const { actor, saved } = startSession({ savedAccount, pathname: '/' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: { profile: 'loaded' } })).toBe(true));
    expect(actor.getSnapshot().context.points).toBe(1250);
    expect(saved.at(-1)?.point).toEqual({ point: 1250, time: Math.floor(at / 1000) });
  });
});
