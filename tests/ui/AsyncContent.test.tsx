import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AsyncContent, type AsyncContentProps } from '@/ui/common/States';
import { WithIntl } from '../dialogs/helpers';

const base: Omit<AsyncContentProps, 'status'> = {
  loading: { label: { id: 'reward.loading' } },
  error: { title: { id: 'reward.error.title' }, message: { id: 'reward.error.message' }, retryLabel: { id: 'reward.retry' }, onRetry: () => undefined },
  empty: { title: { id: 'reward.empty.title' }, message: { id: 'reward.empty.message' } },
  children: <p>The rewards</p>,
};

function show(props: Partial<AsyncContentProps> & Pick<AsyncContentProps, 'status'>) {
  return render(
    <WithIntl>
      <AsyncContent {...base} {...props} />
    </WithIntl>,
  );
}

describe('AsyncContent', () => {
  it('loading: a status region with the label, and the slow notice once the call is slow', () => {
    const { rerender } = show({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rewards');
    expect(screen.queryByText('This is taking longer than usual…')).toBeNull();
    rerender(
      <WithIntl>
        <AsyncContent {...base} status="loading" loading={{ label: { id: 'reward.loading' }, slow: true }} />
      </WithIntl>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual…');
    expect(screen.queryByText('The rewards')).toBeNull();
  });

  it('loading with a skeleton: the status region is named by the label and keeps the skeleton and its classes', () => {
    show({
      status: 'loading',
      loading: { label: { id: 'dashboard.loading' }, slow: true, className: 'dashboard dashboard--loading', slowClassName: 'dashboard__slow', skeleton: <div className="skeleton" aria-hidden="true" /> },
    });
    const region = screen.getByRole('status', { name: 'Loading highlights' });
    expect(region).toHaveClass('dashboard', 'dashboard--loading');
    expect(region.querySelector('.skeleton')).not.toBeNull();
    expect(region.querySelector('p.dashboard__slow')).toHaveTextContent('This is taking longer than usual…');
  });

  it('error: an alert with the title, the message and Try again that calls onRetry', () => {
    const onRetry = vi.fn();
    show({ status: 'error', error: { ...base.error, onRetry } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Rewards could not be loaded');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("error: the failed call's translated message wins over the fixed one; text already translated shows as is", () => {
    const { unmount } = show({ status: 'error', error: { ...base.error, cause: { status: 0, code: 'timeout', message: 'server text' } } });
    expect(screen.getByRole('alert')).toHaveTextContent('The server is taking too long to answer. Please try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('server text');
    unmount();
    show({ status: 'error', error: { ...base.error, message: undefined, text: <span>Already translated</span> } });
    expect(screen.getByRole('alert')).toHaveTextContent('Already translated');
  });

  it('error inline: a one-line alert with its class and a small Try again', () => {
    const onRetry = vi.fn();
    show({ status: 'error', error: { layout: 'inline', className: 'dashboard dashboard--failed', title: { id: 'dashboard.failed' }, retryLabel: { id: 'dashboard.retry' }, onRetry } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('dashboard--failed');
    expect(alert).toHaveTextContent('Highlights could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: the title, the message and the way on; nothing without an empty message', () => {
    const { unmount } = show({ status: 'empty', empty: { ...base.empty!, action: <a href="/">Show all</a> } });
    expect(screen.getByRole('heading', { name: 'No rewards here yet' })).toBeInTheDocument();
    expect(screen.getByText('Try another category, or come back soon for new rewards.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    const { container } = show({ status: 'empty', empty: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('ready: only the children, which mount only when ready', () => {
    const mounted = vi.fn();
    function Late() {
      mounted();
      return <p>Rendered late</p>;
    }
    const { unmount } = show({ status: 'loading', children: <Late /> });
    expect(mounted).not.toHaveBeenCalled();
    unmount();
    show({ status: 'ready', children: <Late /> });
    expect(screen.getByText('Rendered late')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
