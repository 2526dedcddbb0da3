import { type ComponentType, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRouter, createRoutes, devRoutesEnabled, installPreloadErrorListener, lazyPage, PRELOAD_ERROR_EVENT } from '@/app/router';
import { messages } from '@/i18n/messages';
import { DEFAULT_SHELL_STATE, ShellStateProvider, type ShellState } from '@/ui/layout/shellState';

// Route modules owned by other areas need their services; the router test only checks that each path
// reaches its module, so they are replaced by markers here.
vi.mock('@/flows/rewardCatalog/RewardRoute', () => ({ default: () => <p>module:reward</p> }));
vi.mock('@/flows/campaignDetail/CampaignRoute', () => ({ default: () => <p>module:campaign</p> }));
vi.mock('@/flows/login/LoginRoute', () => ({ default: () => <p>module:login</p> }));
vi.mock('@/flows/lineLogin/LineLoginRoute', () => ({ default: () => <p>module:linelogin</p> }));
vi.mock('@/flows/registration/RegisterRoute', () => ({ default: () => <p>module:register</p> }));
vi.mock('@/flows/registration/RegisterPhoneRoute', () => ({ default: () => <p>module:registerPhone</p> }));
vi.mock('@/flows/sharePicker/InviteFriends', () => ({ InviteFriends: () => null }));
vi.mock('@/flows/pointCode/PointCodeSection', () => ({ PointCodeSection: () => <p>module:pointCode</p> }));
// The Wi-Fi page renders for real: its calls never answer, so it shows its loading state.
vi.mock('@/flows/shared/services', async (importOriginal) => {
  const never = () => new Promise(() => undefined);
  const client = { GET: never, POST: never, PUT: never, DELETE: never };
  return { ...(await importOriginal<object>()), useServices: () => ({ clients: new Proxy({}, { get: () => client }) }) };
});
vi.mock('@/flows/profileEdit/ProfileEditScreen', () => ({ ProfileEditScreen: () => <p>module:profileEdit</p> }));
vi.mock('@/flows/devFlows/FlowPlayerRoute', () => ({ default: () => <p>module:devFlows</p> }));
vi.mock('@/flows/membership/MembershipPanel', () => ({ MembershipPanel: () => <p>module:membership</p> }));
vi.mock('@/flows/getPoint/GetPointButton', () => ({ GetPointButton: () => <p>module:getPoint</p> }));
vi.mock('@/flows/receiptUpload/ReceiptUploadScreen', () => ({ ReceiptUploadScreen: () => <p>module:receiptUpload</p> }));
vi.mock('@/flows/receiptHistory/ReceiptHistoryPanel', () => ({ ReceiptHistoryPanel: () => <p>module:receiptHistory</p>, parseReceiptFilter: () => 'all' }));
vi.mock('@/flows/pointHistory/PointHistoryPanel', () => ({ default: ({ tab }: { tab: string }) => <p>module:pointHistory:{tab}</p> }));
// Consent (tests/consent): the app-wide cookie consent and the policy pages run charts with services.
vi.mock('@/flows/cookieConsent/CookieConsentRoot', () => ({ CookieConsentRoot: ({ children }: { children: ReactNode }) => <>{children}</> }));
vi.mock('@/flows/legalPolicy/PolicyRoute', async () => {
  const { PageShell } = await import('@/ui/layout/PageShell');
  return {
    default: ({ kind }: { kind: string }) => (
      <PageShell titleId={`profile.legal.${kind}.title`} backTo="/profile/legalpolicy" requireSignIn>
        <p>module:policy:{kind}</p>
      </PageShell>
    ),
  };
});
vi.mock('@/flows/marketingConsent/MarketingRoute', async () => {
  const { PageShell } = await import('@/ui/layout/PageShell');
  return { default: () => <PageShell titleId="profile.legal.marketing.title" backTo="/profile/legalpolicy" requireSignIn><p>module:marketing</p></PageShell> };
});
vi.mock('@/flows/cookieConsent/CookiesRoute', async () => {
  const { PageShell } = await import('@/ui/layout/PageShell');
  return { default: () => <PageShell titleId="profile.legal.cookies.title" backTo="/profile/legalpolicy"><p>module:cookies</p></PageShell> };
});
vi.mock('@/flows/favourites/FavouritesPanel', () => ({ default: () => <p>module:favourites</p> }));
vi.mock('@/flows/redeemHistory/RedeemHistoryPanel', () => ({ default: () => <p>module:redeemHistory</p> }));
vi.mock('@/flows/landing/LandingRoute', () => ({ default: () => <p>module:landing</p> }));
vi.mock('@/flows/findStore/FindStoreRoute', () => ({ default: () => <p>module:findstore</p> }));
vi.mock('@/flows/cart/CartRoute', () => ({ default: () => <p>module:cart</p> }));

const signedIn: ShellState = {
  ...DEFAULT_SHELL_STATE,
  locale: 'en',
  member: { signedIn: true, name: 'Somchai Jaidee', points: 1250, levelText: 'Plus' },
};

function renderAt(path: string, state: ShellState = signedIn, options: { devRoutes?: boolean; locale?: 'th' | 'en' } = {}) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const locale = options.locale ?? 'en';
  render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <ShellStateProvider value={{ ...state, locale }}>
        <AppRouter history={history} routes={createRoutes({ devRoutes: options.devRoutes ?? true })} />
      </ShellStateProvider>
    </IntlProvider>,
  );
  return history;
}

/** A route module loader whose download fails. */
const failingLoad = (error: Error) => (): Promise<{ default: ComponentType<object> }> => Promise.reject(error);

// Route modules are transformed on first import; a module with a larger graph can take over a second, and
// many seconds on a loaded machine (the limits are for a hung import, not a speed budget).
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 12_000 });

describe('route table', () => {
  it.each([
    ['/', 'module:reward'],
    ['/reward', 'module:reward'],
    ['/reward/12', 'module:reward'],
    ['/campaign/345', 'module:campaign'],
    ['/login', 'module:login'],
    ['/linelogin', 'module:linelogin'],
    ['/bzbslinelogin', 'module:linelogin'],
    ['/register', 'module:register'],
    ['/register/phone', 'module:registerPhone'],
    ['/dev/flows', 'module:devFlows'],
    ['/landing', 'module:landing'],
    ['/findstore', 'module:findstore'],
    ['/cart', 'module:cart'],
  ])('%s loads its route module', async (path, marker) => {
    renderAt(path);
    expect(await screen.findByText(marker, {}, { timeout: 12_000 })).toBeInTheDocument();
  });

  it.each([
    ['/collectpoint', 'Collect points'],
    ['/privilege', 'Privileges'],
    ['/profile', 'Profile'],
    ['/profile/edit', 'Edit profile'],
    ['/profile/usernamewifi', 'Wi-Fi username and password'],
    ['/profile/favorite', 'Favourites'],
    ['/profile/history/earn', 'Point history'],
    ['/profile/history/used', 'Point history'],
    ['/profile/history/expiring', 'Point history'],
    ['/profile/history/redeem', 'Point history'],
    ['/profile/history/point', 'Point history'],
    ['/profile/receipthistory', 'Receipt history'],
    ['/profile/receipthistoryedit', 'Edit receipt'],
    ['/profile/legalpolicy', 'Legal and policies'],
    ['/profile/legalpolicy/terms', 'Terms and conditions'],
    ['/profile/legalpolicy/privacy', 'Privacy policy'],
    ['/profile/legalpolicy/age', 'Age confirmation'],
    ['/profile/legalpolicy/marketing', 'Marketing messages'],
    ['/profile/legalpolicy/cookies', 'Cookie settings'],
  ])('%s renders its page titled "%s" with the member state', async (path, title) => {
    renderAt(path);
    expect(await heading()).toHaveTextContent(title);
    expect(screen.getAllByText('Somchai Jaidee').length).toBeGreaterThan(0);
    expect(screen.getByTestId('member-points')).toHaveTextContent('1,250 points');
    // A page with a fixed parent links back to it; the others go one step back in history.
    const back = [...screen.queryAllByRole('button', { name: 'Back' }), ...screen.queryAllByRole('link', { name: 'Back' })];
    expect(back).toHaveLength(1);
  });

  it.each(['/nowhere', '/profile/unknown', '/profile/history/bogus', '/reward/1/2', '/campaign'])('%s shows the not-found page', async (path) => {
    renderAt(path);
    expect(await heading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to Rewards' })).toHaveAttribute('href', '/');
  });

  it('/dev/flows is not found when development routes are off', async () => {
    renderAt('/dev/flows', signedIn, { devRoutes: false });
    expect(await heading()).toHaveTextContent('Page not found');
  });

  it('development routes follow DEV or a sandbox backend', () => {
    expect(devRoutesEnabled({ DEV: true })).toBe(true);
    expect(devRoutesEnabled({ DEV: false, VITE_BACKEND: 'sandbox-server' })).toBe(true);
    expect(devRoutesEnabled({ DEV: false, VITE_BACKEND: 'sandbox-browser' })).toBe(true);
    expect(devRoutesEnabled({ DEV: false, VITE_BACKEND: 'real' })).toBe(false);
    expect(devRoutesEnabled({ DEV: false })).toBe(false);
  });
});

describe('pages', () => {
  it('members-only pages show a sign-in prompt when signed out, with a sign-in link back to the page', async () => {
    renderAt('/profile/favorite', DEFAULT_SHELL_STATE);
    expect(await heading()).toHaveTextContent('Favourites');
    const prompt = screen.getByRole('region', { name: 'Sign in to continue' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fprofile%2Ffavorite');
    expect(screen.queryByText('module:favourites')).not.toBeInTheDocument();
  });

  // A device sign-in ("Continue as guest") holds a token but is not a member.
  const guest: ShellState = { ...DEFAULT_SHELL_STATE, locale: 'en', member: { signedIn: true, guest: true } };
  it.each([
    ['/profile', 'module:profile-menu'],
    ['/profile/favorite', 'module:favourites'],
    ['/profile/history/earn', 'module:pointHistory:earn'],
    ['/profile/history/redeem', 'module:redeemHistory'],
    ['/profile/receipthistory', 'module:receiptHistory'],
    ['/profile/legalpolicy/marketing', 'module:marketing'],
    ['/profile/edit', 'module:profileEdit'],
    ['/collectpoint', 'module:receiptUpload'],
  ])('a guest on %s sees the sign-in prompt (guest wording), not member data', async (path, module) => {
    renderAt(path, guest);
    await heading();
    const prompt = screen.getByRole('region', { name: 'Sign in to continue' });
    expect(prompt).toHaveTextContent('You are browsing as a guest.');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(path)}`);
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText(module)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Profile pages' })).not.toBeInTheDocument();
    // The header offers sign-in; no name, no points.
    const header = screen.getByRole('banner');
    expect(within(header).getByText('You are browsing as a guest')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('member-points')).not.toBeInTheDocument();
  });

  it('the profile home links to every profile child and signs out', async () => {
    const onSignOut = vi.fn();
    renderAt('/profile', { ...signedIn, onSignOut });
    await heading();
    const menu = screen.getByRole('navigation', { name: 'Profile pages' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/profile/edit',
      '/profile/usernamewifi',
      '/profile/favorite',
      '/profile/history/earn',
      '/profile/history/redeem',
      '/profile/receipthistory',
      '/profile/receipthistoryedit',
      '/privilege',
      '/profile/legalpolicy',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('the legal-policy page links to each policy', async () => {
    renderAt('/profile/legalpolicy');
    await heading();
    const list = screen.getByRole('navigation', { name: 'Legal and policies' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/profile/legalpolicy/terms',
      '/profile/legalpolicy/privacy',
      '/profile/legalpolicy/age',
      '/profile/legalpolicy/marketing',
      '/profile/legalpolicy/cookies',
    ]);
  });

  it('point history is a tablist; choosing a tab and arrow keys change the address', async () => {
    const history = renderAt('/profile/history/point');
    await heading();
    const tablist = screen.getByRole('tablist', { name: 'History' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Earned', 'Used', 'Expiring', 'Redeem history']);
    expect(screen.getByRole('tab', { name: 'Earned' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Earned' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Used' }));
    await waitFor(() => expect(history.location.pathname).toBe('/profile/history/used'));
    expect(screen.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'Used' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(history.location.pathname).toBe('/profile/history/expiring'));
    expect(screen.getByRole('tab', { name: 'Expiring' })).toHaveFocus();
  });

  it('the frame has the language switch as a toggle and sends the locale code', async () => {
    const onLocaleChange = vi.fn();
    renderAt('/privilege', { ...signedIn, onLocaleChange });
    await heading();
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const thai = within(group).getByRole('button', { name: 'ไทย' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(thai).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(thai);
    expect(onLocaleChange).toHaveBeenCalledWith(1054);
    await userEvent.click(english);
    expect(onLocaleChange).toHaveBeenCalledTimes(1);
  });

  it('pages are translated: Thai title, Thai points unit', async () => {
    renderAt('/profile', signedIn, { locale: 'th' });
    expect(await heading()).toHaveTextContent('โปรไฟล์');
    expect(screen.getByTestId('member-points')).toHaveTextContent('1,250 คะแนน');
  });

  it('a guest sees a Sign in link in the frame and the primary navigation', async () => {
    renderAt('/privilege', DEFAULT_SHELL_STATE);
    await heading();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Rewards', 'Collect points', 'Profile']);
  });
});

describe('failed chunk load', () => {
  it('fires the preload-error event once and shows a translated error page with Reload', async () => {
    const remove = installPreloadErrorListener();
    const events: Event[] = [];
    const listener = (e: Event) => events.push(e);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const failing = new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');
    // The app's real route tree, with the home page's module failing to download.
    const routes = createRoutes({ devRoutes: false });
    routes[0]!.children = [{ index: true, element: lazyPage(failingLoad(failing)).element }];
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <AppRouter history={createMemoryHistory({ initialEntries: ['/'], v5Compat: true })} routes={routes} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect((events[0] as Event & { payload?: unknown }).payload).toBe(failing);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    remove();
  });

  it('does not fire a second event when Vite already reported the failure', async () => {
    const remove = installPreloadErrorListener();
    const events: Event[] = [];
    const listener = (e: Event) => events.push(e);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const failing = new TypeError('Failed to fetch dynamically imported module');
    const viteEvent = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: failing });
    window.dispatchEvent(viteEvent);
    await expect(lazyPage(failingLoad(failing)).load()).rejects.toThrow(/dynamically imported module/);
    expect(events).toHaveLength(1);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    remove();
  });
});

describe('navigation', () => {
  it('while the next page downloads, the page before stays on screen under a progress bar', async () => {
    let arrive: (module: { default: ComponentType<object> }) => void = () => undefined;
    const next = lazyPage(() => new Promise<{ default: ComponentType<object> }>((resolve) => (arrive = resolve)), undefined, 'core');
    const routes = createRoutes({ devRoutes: false });
    routes[0]!.children = [
      { index: true, element: <h1>Before</h1> },
      { path: 'next', element: next.element },
    ];
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <AppRouter history={history} routes={routes} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => history.push('/next'));
    expect(await screen.findByRole('progressbar', { name: 'Opening page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>After</h1> }));
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Before' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a new page opens at its top; Back returns to where the member was on the page before', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const history = renderAt('/profile/legalpolicy');
    expect(await heading()).toHaveTextContent('Legal and policies');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('scroll'));
    act(() => history.push('/profile/legalpolicy/terms'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    act(() => history.go(-1));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legal and policies'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    scrollTo.mockRestore();
  });

  it('Back to a page that is still short (its data read again) scrolls there once it has grown, unless the member scrolls first', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const observers: Array<() => void> = [];
    const disconnected = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(() => this.callback());
        }
        disconnect() {
          disconnected();
        }
      },
    );
    let pageHeight = 0;
    const scrollHeight = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    const history = renderAt('/profile/legalpolicy');
    expect(await heading()).toHaveTextContent('Legal and policies');
    const leaveAt = async (top: number, to: string, title: string) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
      window.dispatchEvent(new Event('scroll'));
      act(() => history.push(to));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title));
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    };
    const back = async (title: string) => {
      scrollTo.mockClear();
      act(() => history.go(-1));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title));
    };
    await leaveAt(2000, '/profile/legalpolicy/terms', 'Terms and conditions');
    disconnected.mockClear();
    await back('Legal and policies');
    // As far as the page goes now, then nothing more while it is too short.
    expect(scrollTo.mock.calls).toEqual([[0, 2000]]);
    pageHeight = 1500;
    act(() => observers.at(-1)!());
    expect(scrollTo.mock.calls).toEqual([[0, 2000]]);
    pageHeight = 3000;
    act(() => observers.at(-1)!());
    expect(scrollTo.mock.calls).toEqual([[0, 2000], [0, 2000]]);
    expect(disconnected).toHaveBeenCalledTimes(1);
    // The member scrolls before the page has grown: the restoration gives way.
    pageHeight = 0;
    await leaveAt(2000, '/profile/legalpolicy/privacy', 'Privacy policy');
    await back('Legal and policies');
    window.dispatchEvent(new Event('wheel'));
    expect(disconnected).toHaveBeenCalledTimes(2);
    pageHeight = 3000;
    scrollTo.mockClear();
    act(() => observers.at(-1)!());
    expect(scrollTo).not.toHaveBeenCalled();
    scrollHeight.mockRestore();
    scrollTo.mockRestore();
    vi.unstubAllGlobals();
  });

  it('a new document opens at the top: positions are kept across reloads only for entries the app pushed', async () => {
    sessionStorage.setItem('app.scrollPositions', JSON.stringify({ default: 500, pushed: 300 }));
    vi.resetModules();
    const fresh = await import('@/app/router');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The tab's first entry (key "default", as a fresh load has): whatever page was first before is not this one.
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <ShellStateProvider value={signedIn}>
          <fresh.AppRouter history={createMemoryHistory({ initialEntries: ['/profile/legalpolicy'], v5Compat: true })} routes={fresh.createRoutes({ devRoutes: false })} />
        </ShellStateProvider>
      </IntlProvider>,
    );
    expect(await heading()).toHaveTextContent('Legal and policies');
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('app.scrollPositions')!)).toEqual({ pushed: 300 });
    scrollTo.mockRestore();
    sessionStorage.clear();
  });

  it('a page that throws shows the error page, and the next address renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const routes = createRoutes({ devRoutes: false });
    routes[0]!.children = [
      { index: true, element: <Broken /> },
      { path: 'fine', element: <h1>Fine</h1> },
    ];
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <AppRouter history={history} routes={routes} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    act(() => history.push('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
