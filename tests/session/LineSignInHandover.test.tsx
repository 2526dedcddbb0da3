import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LineSignInHandover } from '@/app/session/LineSignInHandover';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, lineSignInNeeded: boolean) {
  const layout = () => (
    <LineSignInHandover>
      <p>page content</p>
      <Where />
    </LineSignInHandover>
  );
  const router = createMemoryRouter([{ path: '*', Component: layout }], { initialEntries: [path] });
  render(
    <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, lineSignInNeeded }}>
      <RouterProvider router={router} />
    </ShellStateProvider>,
  );
  return router;
}

describe('LineSignInHandover', () => {
  it('replaces a member page with /linelogin, the page (path, query) kept as next, and does not render the page', async () => {
    const router = renderAt('/campaign/1002?liffMock=1', true);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/linelogin?next=${encodeURIComponent('/campaign/1002?liffMock=1')}`);
    expect(router.state.location.pathname).toBe('/linelogin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders the page when no hand-over is needed', () => {
    renderAt('/campaign/1002', false);
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/campaign/1002');
  });

  it('leaves /linelogin itself alone (no loop)', () => {
    renderAt('/linelogin?next=%2F', true);
    expect(screen.getByTestId('where')).toHaveTextContent('/linelogin?next=%2F');
  });
});
