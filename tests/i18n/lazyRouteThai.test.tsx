/**
 * A lazy route in Thai shows Thai, never a raw message id, though only the Thai core is bundled:
 * on a cold load (the route waits for the rest of Thai, downloaded beside its module) and after navigating
 * from a core page. The app's own providers and router, in a fresh module registry (the test set-up has
 * loaded every catalogue in its own), with the rest of Thai held back until the test lets it arrive.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { isCoreMessage } from '@/i18n/coreMessages';

let release: () => void;
let intlErrors: string[];

beforeEach(() => {
  vi.resetModules();
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('@/i18n/thaiRest', async () => {
    await gate;
    return vi.importActual('@/i18n/thaiRest');
  });
  // Pages whose panels run charts with services: the page frame and its title are what is checked here.
  vi.doMock('@/flows/membership/MembershipPanel', () => ({ MembershipPanel: () => null }));
  vi.doMock('@/flows/cookieConsent/CookieConsentRoot', () => ({ CookieConsentRoot: ({ children }: { children: ReactNode }) => <>{children}</> }));
  vi.doMock('@/flows/rewardCatalog/RewardRoute', () => ({ default: () => <p>module:reward</p> }));
  intlErrors = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('[intl]')) intlErrors.push(String(args[0]));
    else original(...args);
  });
});

afterEach(() => {
  vi.doUnmock('@/i18n/thaiRest');
  vi.doUnmock('@/flows/membership/MembershipPanel');
  vi.doUnmock('@/flows/cookieConsent/CookieConsentRoot');
  vi.doUnmock('@/flows/rewardCatalog/RewardRoute');
});

/** Any text of the page that is a message id (`area.some.thing`). */
const rawIds = () => (document.body.textContent ?? '').match(/\b[a-z]+[A-Za-z]*\.[A-Za-z]+(?:\.[A-Za-z]+)*\b/g)?.filter((word) => word in messages.th) ?? [];

async function mount(path: string) {
  const { AppRouter, createRoutes } = await import('@/app/router');
  const { StaticIntlProvider } = await import('@/app/intl/IntlRoot');
  const { DEFAULT_SHELL_STATE, ShellStateProvider } = await import('@/ui/layout/shellState');
  const runtime = await import('@/i18n/runtimeMessages');
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <StaticIntlProvider locale="th">
      <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale: 'th' }}>
        <AppRouter history={history} routes={createRoutes({ devRoutes: false })} />
      </ShellStateProvider>
    </StaticIntlProvider>,
  );
  return { history, runtime };
}

describe('a lazy route in Thai with only the core bundled', () => {
  it('the routes used here show ids outside the core (else this test proves nothing)', () => {
    expect(isCoreMessage('routes.privilege.title')).toBe(false);
    expect(isCoreMessage('membership.lead')).toBe(false);
    expect(isCoreMessage('profile.legal.title')).toBe(false);
  });

  it('on a cold load waits for the rest of Thai, then shows Thai text', async () => {
    const { runtime } = await mount('/privilege');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runtime.isComplete('th')).toBe(false);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(rawIds()).toEqual([]);
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 12_000 })).toHaveTextContent(messages.th['routes.privilege.title']!);
    expect(screen.getByText(messages.th['membership.lead']!)).toBeInTheDocument();
    expect(rawIds()).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it('after navigating from a core page (not found) shows Thai text', async () => {
    const { history } = await mount('/nowhere');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 12_000 })).toHaveTextContent(messages.th['routes.notFound.title']!);
    expect(rawIds()).toEqual([]);
    await act(async () => {
      history.push('/profile/legalpolicy');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // Still the page before: the next page waits for its messages.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.th['routes.notFound.title']!);
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: messages.th['profile.legal.title'] }, { timeout: 12_000 })).toBeInTheDocument();
    expect(rawIds()).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it('the rest arriving keeps the catalogue and its context: what is shown does not render again, what opens next finds its ids', async () => {
    const { StaticIntlProvider } = await import('@/app/intl/IntlRoot');
    const runtime = await import('@/i18n/runtimeMessages');
    const { useIntl } = await import('react-intl');
    let renders = 0;
    function Shown() {
      renders += 1;
      return <p>{useIntl().formatMessage({ id: 'routes.notFound.title' })}</p>;
    }
    function Later() {
      return <p>{useIntl().formatMessage({ id: 'membership.lead' })}</p>;
    }
    const before = runtime.loadedMessages('th');
    const view = render(
      <StaticIntlProvider locale="th">
        <Shown />
      </StaticIntlProvider>,
    );
    expect(renders).toBe(1);
    await act(async () => {
      release();
      await runtime.loadMessages('th');
    });
    expect(runtime.isComplete('th')).toBe(true);
    expect(runtime.loadedMessages('th')).toBe(before);
    expect(renders).toBe(1);
    view.rerender(
      <StaticIntlProvider locale="th">
        <Shown />
        <Later />
      </StaticIntlProvider>,
    );
    expect(screen.getByText(messages.th['membership.lead']!)).toBeInTheDocument();
    expect(intlErrors).toEqual([]);
  });
});
