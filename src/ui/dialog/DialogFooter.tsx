/**
 * The buttons rows dialogs share, for {@link Dialog}'s `footer`: one OK, a dismiss-only row, and the
 * dismiss + primary pair (Cancel / OK, Close / Try again, Cancel / Save). The dismiss button comes first
 * and the primary last, as everywhere in the product. Focus moves to the button marked `autoFocus` when
 * the dialog opens (else Dialog's first focusable element) and returns to the opener on close.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface FooterAction {
  /** The button's text (its accessible name). */
  label: ReactNode;
  /** Not needed by a submit button, whose form handles the submit. */
  onClick?: () => void;
  /** 'submit' submits the form named by `form` (a form in the dialog body). @default 'button' */
  type?: 'button' | 'submit';
  /** The id of the form a submit button submits. */
  form?: string;
  /** @default false */
  disabled?: boolean;
  /** The action is running: aria-busy. @default false */
  busy?: boolean;
  /** Receives focus when the dialog opens. @default false */
  autoFocus?: boolean;
}

function FooterButton({ action, className }: { action: FooterAction; className: string }) {
  const { label, onClick, type = 'button', form, disabled, busy, autoFocus } = action;
  return (
    <button
      type={type === 'submit' ? 'submit' : 'button'}
      form={form}
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      data-autofocus={autoFocus || undefined}
    >
      {label}
    </button>
  );
}

export interface OkFooterProps {
  onOk: () => void;
  /** @default the common OK label */
  label?: ReactNode;
  /** Full width, as in the message dialogs. @default false */
  block?: boolean;
}

/** A single primary button (OK, or Close on a result) that takes focus when the dialog opens. */
export function OkFooter({ onOk, label, block = false }: OkFooterProps) {
  return (
    <FooterButton
      action={{ label: label ?? <FormattedMessage id="common.ok" />, onClick: onOk, autoFocus: true }}
      className={block ? 'button button--primary button--block' : 'button button--primary'}
    />
  );
}

export interface DismissFooterProps {
  /** Cancel or Close. */
  label: ReactNode;
  onDismiss: () => void;
}

/** Only a plain dismiss button: the dialog's choices are in its body. */
export function DismissFooter({ label, onDismiss }: DismissFooterProps) {
  return <FooterButton action={{ label, onClick: onDismiss }} className="button" />;
}

export interface ConfirmFooterProps {
  /** Cancel, Close: leaves without acting. */
  dismiss: FooterAction;
  /** OK, Try again, Save, Send code. */
  confirm: FooterAction;
  /** 'plain' for a quieter dismiss next to a single strong action. @default 'secondary' */
  dismissStyle?: 'secondary' | 'plain';
}

/** The dismiss + primary pair. */
export function ConfirmFooter({ dismiss, confirm, dismissStyle = 'secondary' }: ConfirmFooterProps) {
  return (
    <>
      <FooterButton action={dismiss} className={dismissStyle === 'plain' ? 'button' : 'button button--secondary'} />
      <FooterButton action={confirm} className="button button--primary" />
    </>
  );
}

export interface RetryFooterProps {
  onClose: () => void;
  onRetry: () => void;
  /** @default the common Try again label */
  retryLabel?: ReactNode;
}

/** Close + Try again after a failure; Try again takes focus. */
export function RetryFooter({ onClose, onRetry, retryLabel }: RetryFooterProps) {
  return (
    <ConfirmFooter
      dismissStyle="plain"
      dismiss={{ label: <FormattedMessage id="common.close" />, onClick: onClose }}
      confirm={{ label: retryLabel ?? <FormattedMessage id="common.retry" />, onClick: onRetry, autoFocus: true }}
    />
  );
}
