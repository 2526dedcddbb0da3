import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmFooter, Dialog, DismissFooter, OkFooter, RetryFooter } from '@/ui/dialog/Dialog';
import { WithIntl } from './helpers';

describe('OkFooter', () => {
  it('shows OK (or its label), calls onOk, and is marked to take focus', () => {
    const onOk = vi.fn();
    render(
      <WithIntl>
        <OkFooter onOk={onOk} block />
      </WithIntl>,
    );
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveAttribute('type', 'button');
    expect(ok).toHaveClass('button', 'button--primary', 'button--block');
    expect(ok).toHaveAttribute('data-autofocus');
    fireEvent.click(ok);
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});

describe('DismissFooter', () => {
  it('is one plain button with its label', () => {
    const onDismiss = vi.fn();
    render(<DismissFooter label="Close" onDismiss={onDismiss} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.className).toBe('button');
    expect(close).not.toHaveAttribute('data-autofocus');
    fireEvent.click(close);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmFooter', () => {
  it('puts the dismiss button first and the primary last, each calling its handler', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmFooter dismiss={{ label: 'Cancel', onClick: onCancel }} confirm={{ label: 'OK', onClick: onConfirm, autoFocus: true }} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAccessibleName('Cancel');
    expect(first).toHaveClass('button--secondary');
    expect(second).toHaveAccessibleName('OK');
    expect(second).toHaveClass('button--primary');
    expect(second).toHaveAttribute('data-autofocus');
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('passes submit type, form, disabled and busy through; a plain dismiss when asked', () => {
    render(
      <ConfirmFooter
        dismissStyle="plain"
        dismiss={{ label: 'Cancel', onClick: () => undefined, disabled: true }}
        confirm={{ label: 'Save', type: 'submit', form: 'address-form', disabled: true, busy: true }}
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.className).toBe('button');
    expect(cancel).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'address-form');
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
  });
});

describe('RetryFooter', () => {
  it('shows Close then Try again; each calls its handler', () => {
    const onClose = vi.fn();
    const onRetry = vi.fn();
    render(
      <WithIntl>
        <RetryFooter onClose={onClose} onRetry={onRetry} />
      </WithIntl>,
    );
    const [close, retry] = screen.getAllByRole('button');
    expect(close).toHaveAccessibleName('Close');
    expect(retry).toHaveAccessibleName('Try again');
    fireEvent.click(retry!);
    fireEvent.click(close!);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <WithIntl>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Remove?"
        onClose={() => setOpen(false)}
        footer={<ConfirmFooter dismiss={{ label: 'Cancel', onClick: () => setOpen(false) }} confirm={{ label: 'Remove', onClick: () => setOpen(false), autoFocus: true }} />}
      >
        <p>Body</p>
      </Dialog>
    </WithIntl>
  );
}

describe('a footer inside Dialog', () => {
  it('focuses the autofocus button when the dialog opens and returns focus to the opener on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
