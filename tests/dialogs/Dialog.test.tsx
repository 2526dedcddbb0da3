import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/ui/dialog/Dialog';
import { scrollLockCount } from '@/ui/dialog/scrollLock';
import { WithIntl } from './helpers';

function Harness({ onHidden, onClose }: { onHidden?: () => void; onClose?: () => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <WithIntl>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Dialog
        open={outer}
        title="Outer"
        onClose={() => {
          onClose?.();
          setOuter(false);
        }}
        onHidden={onHidden}
        footer={
          <>
            <button type="button" onClick={() => setInner(true)}>
              Open inner
            </button>
            <button type="button" onClick={() => setOuter(false)}>
              Done
            </button>
          </>
        }
      >
        <p>Outer body</p>
      </Dialog>
      <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
        <p>Inner body</p>
      </Dialog>
    </WithIntl>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title and described by its body', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Outer body');
  });

  it('locks page scrolling while open and releases it on close', async () => {
    render(<Harness />);
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the lock until the last of nested dialogs closes', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(scrollLockCount()).toBe(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('moves focus into the dialog and returns it to the opener (nested too)', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open outer' });
    await userEvent.click(opener);
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    expect(outer).toContainElement(document.activeElement as HTMLElement);
    const innerOpener = screen.getByRole('button', { name: 'Open inner' });
    await userEvent.click(innerOpener);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(innerOpener).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('Escape and the close button call onClose; onHidden fires once after closing', async () => {
    const onClose = vi.fn();
    const onHidden = vi.fn();
    render(<Harness onClose={onClose} onHidden={onHidden} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onHidden).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onHidden).toHaveBeenCalledTimes(2);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('a non-dismissible dialog ignores Escape and has no close button', async () => {
    const onClose = vi.fn();
    render(
      <WithIntl>
        <Dialog open title="Busy" dismissible={false} onClose={onClose} />
      </WithIntl>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Busy' })).toHaveFocus();
  });

  it('unmounting an open dialog still releases the lock and restores focus', async () => {
    const { unmount } = render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open outer' });
    await userEvent.click(opener);
    act(() => unmount());
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });
});
