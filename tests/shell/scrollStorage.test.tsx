import { act, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';

// The router keeps its scroll positions (and whether it has read the stored ones) per module: each test
// loads it afresh, as a new document would.
async function renderRouter(initialEntries: Array<string | { pathname: string; key: string }>) {
  vi.resetModules();
  const { AppRouter, createRoutes } = await import('@/app/router');
  const routes = createRoutes({ devRoutes: false });
  routes[0]!.children = [
    { path: 'a', element: <h1>Page A</h1> },
    { path: 'b', element: <h1>Page B</h1> },
  ];
  const history = createMemoryHistory({ initialEntries: initialEntries as never, v5Compat: true });
  render(
    <IntlProvider locale="en" messages={messages.en}>
      <AppRouter history={history} routes={routes} />
    </IntlProvider>,
  );
  return history;
}

function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll positions kept for the tab', () => {
  let opened: ReturnType<typeof vi.fn<() => void>>;
  let windowScrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    const getter = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    opened = vi.fn<() => void>();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      opened();
      return getter.get!.call(window);
    });
    windowScrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('a first load, the pages it opens and Back among them do not open session storage; leaving keeps their positions', async () => {
    sessionStorage.setItem('app.scrollPositions', JSON.stringify({ earlier: 900 }));
    opened.mockClear();
    const history = await renderRouter(['/a']);
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    scrollTo(250);
    act(() => history.push('/b'));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    const keyOfB = history.location.key;
    scrollTo(320);
    act(() => history.go(-1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument());
    expect(windowScrollTo).toHaveBeenLastCalledWith(0, 250);
    expect(opened).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    // The first entry's position lives only as long as its document; B's and the earlier document's are kept.
    expect(JSON.parse(sessionStorage.getItem('app.scrollPositions') ?? '{}')).toEqual({ earlier: 900, [keyOfB]: 320 });
  });

  it('a reload of an entry the app pushed reads the stored positions and returns to its own', async () => {
    sessionStorage.setItem('app.scrollPositions', JSON.stringify({ pushed: 700 }));
    await renderRouter([{ pathname: '/a', key: 'pushed' }]);
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(opened).toHaveBeenCalled();
    await waitFor(() => expect(windowScrollTo).toHaveBeenCalledWith(0, 700));
  });
});
