import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, onDemandComponent, useAfterPaint } from '@/ui/common/onDemand';

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

describe('onDemand', () => {
  it('downloads once for every caller', async () => {
    const importer = vi.fn(() => Promise.resolve('module'));
    const mod = onDemand(importer);
    await expect(Promise.all([mod.load(), mod.load()])).resolves.toEqual(['module', 'module']);
    await mod.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const mod = onDemand<string>(importer);
    await expect(mod.load()).rejects.toThrow('offline');
    await expect(mod.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while downloading, then the module', async () => {
    const mod = onDemand(() => Promise.resolve('loaded text'));
    function Show() {
      return <p>{mod.useLoaded() ?? 'waiting'}</p>;
    }
    render(<Show />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('loaded text')).toBeInTheDocument();
  });

  it('throws a failed download during render (to the route error page)', async () => {
    const mod = onDemand<string>(() => Promise.reject(new Error('chunk gone')));
    function Show() {
      return <p>{mod.useLoaded() ?? 'waiting'}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Show />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
  });

  it('preloadAfterPaint starts the download only in a task after the next frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const importer = vi.fn(() => Promise.resolve('module'));
      const mod = onDemand(importer, { messages: 'core' });
      mod.preloadAfterPaint();
      expect(importer).not.toHaveBeenCalled();
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      // Still not in the frame callback itself: the task after it.
      expect(importer).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(importer).toHaveBeenCalledTimes(1);
      await expect(mod.load()).resolves.toBe('module');
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('stands in for a component of the module: nothing while it downloads, then the component with its props', async () => {
    let arrive: (module: { Greeting: (props: { name: string }) => ReactNode }) => void = () => undefined;
    const mod = onDemand(() => new Promise<{ Greeting: (props: { name: string }) => ReactNode }>((resolve) => (arrive = resolve)), { messages: 'core' });
    const Greeting = onDemandComponent(mod, (module) => module.Greeting);
    const { container } = render(<Greeting name="Somchai" />);
    expect(container).toBeEmptyDOMElement();
    arrive({ Greeting: ({ name }) => <p>Hello {name}</p> });
    expect(await screen.findByText('Hello Somchai')).toBeInTheDocument();
  });

  it('useAfterPaint turns true only in a task after the frame that followed, and at once when true at mount', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      function Section({ ready }: { ready: boolean }) {
        return <p>{useAfterPaint(ready) ? 'shown' : 'hidden'}</p>;
      }
      const { rerender, unmount } = render(<Section ready={false} />);
      expect(screen.getByText('hidden')).toBeInTheDocument();
      expect(frames).toHaveLength(0);
      rerender(<Section ready />);
      expect(screen.getByText('hidden')).toBeInTheDocument();
      expect(frames).toHaveLength(1);
      act(() => frames[0]!(0));
      expect(screen.getByText('hidden')).toBeInTheDocument();
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByText('shown')).toBeInTheDocument();
      unmount();
      render(<Section ready />);
      expect(screen.getByText('shown')).toBeInTheDocument();
      expect(frames).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
