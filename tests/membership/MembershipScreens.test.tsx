/**
 * Component tests of the membership screens with their real charts: /privilege's body (level of the flag,
 * expiry, progress, badges with missions and obtained dates, levels with the member's own marked, failure
 * with Retry, a guest), the welcome-point dialog after sign-up (plural unit above 1, OK once) and the
 * get-point dialog (QR only with a uuid).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { membershipMachine } from '@machines/membership/membership.machine';
import type { LoadMembershipInput, MembershipData } from '@machines/membership/membership.types';
import { createWelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';
import type { Badge, MemberLevel } from '@/domain/membership/membership';
import { messages } from '@/i18n/messages';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';
import { GetPointDialog } from '@/flows/getPoint/GetPointDialog';
import { MembershipPanel } from '@/flows/membership/MembershipPanel';
import { WelcomePointHost } from '@/flows/welcomePoint/WelcomePointHost';

const control = vi.hoisted(() => ({
  userLevel: 2 as number | null,
  load: (async () => ({ levels: [], badges: [] })) as (input: { withBadges: boolean }) => Promise<unknown>,
  calls: [] as Array<{ withBadges: boolean }>,
}));

vi.mock('@/flows/shared/useFlow', () => import('./useFlowStub'));
vi.mock('@/flows/shared/services', () => ({
  useSessionSelector: (select: (s: unknown) => unknown) => select({ context: { account: control.userLevel === null ? null : { userLevel: control.userLevel } } }),
}));
vi.mock('@/flows/membership/membership.live', () => ({
  createMembershipLogic: () =>
    membershipMachine.provide({
      actors: { loadMembership: fromPromise<MembershipData, LoadMembershipInput>(({ input }) => (control.calls.push(input), control.load(input) as Promise<MembershipData>)) },
    }),
}));
vi.mock('@/flows/welcomePoint/welcomePoint.live', () => ({
  createWelcomePointLogic: (_: unknown, acknowledge: () => void) => createWelcomePointMachine({ actions: { acknowledge } }),
}));

const levels: MemberLevel[] = [
  { tier: 'member', name: 'Member', description: 'Everyone', benefits: ['1 point per 25 baht'], mission: null },
  { tier: 'plus', name: 'Plus', description: 'Regulars', benefits: ['10% bonus points', 'Birthday drink'], mission: 'Earn 1,000 points' },
  { tier: 'plusX', name: 'Plus X', description: 'Top', benefits: ['Free delivery'], mission: 'Redeem 5,000 points' },
];
// 1 Nov 2025 12:00 Bangkok.
const NOV_2025 = 1_761_973_200;
const badges: Badge[] = [
  { id: 'plus', name: 'Plus', description: 'Earn 1,000 points', grouping: 'level', level: 1, obtained: true, obtainedOn: NOV_2025, percentage: 100, levelExpiresOn: NOV_2025 + 365 * 86_400, missions: [{ name: 'Earn points', current: 1000, value: 1000, completed: true }] },
  { id: 'plusx', name: 'Plus X', description: 'Redeem 5,000 points', grouping: 'level', level: 2, obtained: false, obtainedOn: null, percentage: 42, levelExpiresOn: null, missions: [{ name: 'Redeem points', current: 2110, value: 5000, completed: false }] },
  { id: 'receipts', name: 'Receipt collector', description: 'Send 5 receipts', grouping: 'activity', level: 0, obtained: false, obtainedOn: null, percentage: 60, levelExpiresOn: null, missions: [{ name: 'Receipts sent', current: 3, value: 5, completed: false }, { name: 'Receipts approved', current: 3, value: 3, completed: true }] },
];

function Providers({ children, locale = 'en', signedIn = true, guest = false }: { children: ReactNode; locale?: 'th' | 'en'; signedIn?: boolean; guest?: boolean }) {
  const member = guest
    ? { signedIn: true as const, guest: true }
    : signedIn
      ? { signedIn: true as const, name: 'Somchai', points: 2450, levelText: 'Plus' }
      : { signedIn: false as const };
  return (
    <IntlProvider locale={locale} messages={messages[locale]}>
      <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale, member }}>{children}</ShellStateProvider>
    </IntlProvider>
  );
}

function renderPanel(options: { locale?: 'th' | 'en'; signedIn?: boolean; guest?: boolean } = {}) {
  return render(
    <Providers {...options}>
      <MemoryRouter>
        <MembershipPanel />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  control.userLevel = 2;
  control.calls = [];
  control.load = async () => ({ levels, badges });
});
afterEach(() => vi.useRealTimers());

describe('/privilege body', () => {
  it('shows the level of the flag with its expiry, progress toward Plus X, badges with missions, levels with the own one marked', async () => {
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your level and privileges');
    const levelList = await screen.findByRole('list', { name: 'Levels and privileges' });
    expect(control.calls).toEqual([{ withBadges: true }]);
    expect(screen.getByText('Valid until 1 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your progress toward Plus X' })).toBeInTheDocument();
    const toward = screen.getByRole('progressbar', { name: 'Progress toward Plus X' });
    expect(toward).toHaveAttribute('value', '42');

    const badgeList = screen.getByRole('list', { name: 'Your badges' });
    const plus = within(badgeList).getByRole('heading', { name: 'Plus' }).closest('li')!;
    expect(within(plus).getByText('Obtained on 1 November 2025')).toBeInTheDocument();
    expect(within(plus).queryByRole('progressbar')).toBeNull();
    const collector = within(badgeList).getByRole('heading', { name: 'Receipt collector' }).closest('li')!;
    expect(within(collector).getByRole('progressbar', { name: 'Progress of Receipt collector' })).toHaveAttribute('value', '60');
    expect(within(collector).getByText('3/5')).toBeInTheDocument();
    expect(within(collector).getAllByText('Completed')).toHaveLength(1);

    const items = within(levelList).getAllByRole('listitem').filter((li) => li.parentElement === levelList);
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Member', 'Plus', 'Plus X']);
    const own = items.filter((li) => li.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(within(own[0]!).getByText('Your level')).toBeInTheDocument();
    expect(within(own[0]!).getByText('Birthday drink')).toBeInTheDocument();
    expect(within(items[2]!).getByText('How to reach it: Redeem 5,000 points')).toBeInTheDocument();
  });

  it('in Thai: Buddhist years, Thai labels; Plus X is the top', async () => {
    control.userLevel = 4;
    renderPanel({ locale: 'th' });
    await screen.findByRole('list', { name: 'ระดับสมาชิกและสิทธิพิเศษ' });
    expect(screen.getByText('คุณอยู่ในระดับสูงสุดแล้ว เพลิดเพลินกับทุกสิทธิพิเศษ!')).toBeInTheDocument();
    expect(screen.getByText('ได้รับเมื่อ 1 พฤศจิกายน 2568')).toBeInTheDocument();
    const own = document.querySelector('[aria-current="true"]');
    expect(own).toHaveTextContent('Plus X');
  });

  it('a guest sees the levels and a sign-in link, no badges, nothing marked', async () => {
    control.userLevel = null;
    renderPanel({ signedIn: false });
    await screen.findByRole('list', { name: 'Levels and privileges' });
    expect(control.calls).toEqual([{ withBadges: false }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fprivilege');
    expect(screen.queryByRole('list', { name: 'Your badges' })).toBeNull();
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
  });

  it('a device guest is shown as signed out: levels and a sign-in link, no badges, nothing marked', async () => {
    control.userLevel = 2;
    renderPanel({ guest: true });
    await screen.findByRole('list', { name: 'Levels and privileges' });
    expect(control.calls).toEqual([{ withBadges: false }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fprivilege');
    expect(screen.queryByRole('list', { name: 'Your badges' })).toBeNull();
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
  });

  it('a failed load shows the translated message with Retry, which loads again', async () => {
    let fail = true;
    control.load = async () => {
      if (fail) throw Object.assign(new Error('Internal <b>server</b> text'), { status: 500 });
      return { levels, badges };
    };
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the levels and privileges");
    expect(alert).not.toHaveTextContent('server');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Levels and privileges' });
    expect(control.calls).toHaveLength(2);
  });
});

describe('welcome-point dialog', () => {
  function renderHost(state: unknown, locale: 'th' | 'en' = 'en') {
    const router = createMemoryRouter([{ path: '/', element: <WelcomePointHost /> }], { initialEntries: [{ pathname: '/', state }] });
    render(
      <Providers locale={locale}>
        <RouterProvider router={router} />
      </Providers>,
    );
    return router;
  }

  it.each([
    [1, 'en', 'You received 1 point'],
    [100, 'en', 'You received 100 points'],
    [1, 'th', 'คุณได้รับ 1 คะแนน'],
    [2, 'th', 'คุณได้รับ 2 คะแนน'],
  ] as const)('%s welcome points in %s: %s', async (points, locale, text) => {
    renderHost({ welcomePoints: points }, locale);
    const dialog = await screen.findByRole('dialog', { name: messages[locale]['membership.welcome.title'] });
    expect(within(dialog).getByTestId('welcome-point-amount')).toHaveTextContent(text);
    expect(within(dialog).getByRole('img', { name: messages[locale]['membership.welcome.imageAlt'] })).toBeInTheDocument();
    expect(within(dialog).getByText(messages[locale]['membership.welcome.message']!)).toBeInTheDocument();
  });

  it('OK closes it and forgets the points, so it does not come back', async () => {
    const router = renderHost({ welcomePoints: 100 });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome points for you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.state).toBeNull();
  });

  it('shows nothing without welcome points', async () => {
    renderHost(null);
    renderHost({ welcomePoints: 0 });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('get-point dialog', () => {
  it('shows the member QR only with a uuid; Point history and Close reach their intents', async () => {
    const onHistory = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <Providers>
        <GetPointDialog open uuid="a3f1c2d4" onHistory={onHistory} onClose={onClose} />
      </Providers>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Collect points at the counter' });
    expect(within(dialog).getByRole('img', { name: 'Your member QR code' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Point history' }));
    expect(onHistory).toHaveBeenCalledTimes(1);
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[closes.length - 1]!);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Providers>
        <GetPointDialog open uuid={null} onHistory={onHistory} onClose={onClose} />
      </Providers>,
    );
    expect(within(screen.getByRole('dialog')).queryByRole('img')).toBeNull();
    expect(screen.getByText('Your member code appears here once you are signed in as a member.')).toBeInTheDocument();
  });
});
