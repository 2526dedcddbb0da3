import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('useCatalogue', () => {
  it('keeps showing Thai until the English catalogue has arrived, then switches', async () => {
    vi.resetModules();
    const { useCatalogue } = await import('@/app/intl/IntlRoot');
    const runtime = await import('@/i18n/runtimeMessages');
    function Probe({ wanted }: { wanted: 'th' | 'en' }) {
      return <span data-testid="shown">{useCatalogue(wanted)}</span>;
    }
    const view = render(<Probe wanted="th" />);
    expect(screen.getByTestId('shown')).toHaveTextContent('th');
    view.rerender(<Probe wanted="en" />);
    expect(screen.getByTestId('shown')).toHaveTextContent('th');
    await act(async () => {
      await runtime.loadMessages('en');
    });
    expect(screen.getByTestId('shown')).toHaveTextContent('en');
    view.rerender(<Probe wanted="th" />);
    expect(screen.getByTestId('shown')).toHaveTextContent('th');
  });
});
