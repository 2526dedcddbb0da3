/**
 * The accessible modal primitive every dialog of the product is built on.
 *
 * - role="dialog", aria-modal, labelled by its title (and described by its body when given);
 * - focus moves into the dialog when it opens (the element marked `data-autofocus`, else the first
 *   focusable element, else the dialog itself) and returns to the element that had it on close;
 * - Tab and Shift+Tab stay inside (focus trap); Escape and the close button call `onClose`
 *   (unless `dismissible` is false, as for the loading dialog);
 * - page scrolling is locked while any dialog is open (reference-counted, nested dialogs included);
 * - `onHidden` fires once after the dialog has closed (`open` went from true to false; focus is back
 *   on the opener and the scroll lock released by then).
 *
 * Render-only: the caller owns `open`. Rendered into document.body through a portal.
 *
 * Below it, the buttons rows dialogs share for `footer`: one OK, a dismiss-only row, and the dismiss +
 * primary pair (Cancel / OK, Close / Try again, Cancel / Save). The dismiss button comes first and the
 * primary last, as everywhere in the product; the button marked `autoFocus` takes focus on open. They live
 * in this module so a route that opens a dialog downloads one chunk for both.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { lockPageScroll } from '@/ui/dialog/scrollLock';
import { Icon } from '@/ui/common/Icon';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Title; labels the dialog. Visually hidden when `hideTitle`. */
  title: ReactNode;
  /** Visually hide the title but keep it as the accessible name. @default false */
  hideTitle?: boolean;
  /** Body. */
  children?: ReactNode;
  /** Buttons row. */
  footer?: ReactNode;
  /** Escape or the close button. Not called when `dismissible` is false. */
  onClose?: () => void;
  /** Fired once after the dialog has closed. */
  onHidden?: () => void;
  /** Escape and the close button close the dialog. @default true */
  dismissible?: boolean;
  /** Show the × close button in the header (needs `dismissible`). @default true */
  showCloseButton?: boolean;
  /** 'alertdialog' for dialogs that interrupt with a message needing a response. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the panel (size variants). */
  className?: string;
  /** Busy dialogs (loading) announce themselves; sets aria-busy. @default false */
  busy?: boolean;
  /** Test id for the panel. */
  testId?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function Dialog(props: DialogProps) {
  const { open, onHidden } = props;
  const wasOpen = useRef(false);
  const onHiddenRef = useRef(onHidden);
  useEffect(() => {
    onHiddenRef.current = onHidden;
  });
  // Children's cleanup (focus restore, scroll release) runs before this effect, so onHidden sees the
  // page as it is after the dialog; StrictMode's effect replay on mount does not close anything.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      onHiddenRef.current?.();
    }
  }, [open]);
  if (!open) return null;
  return <OpenDialog {...props} />;
}

/** Mounted only while open, so mount = opened and unmount = closed. */
function OpenDialog({
  title,
  hideTitle = false,
  children,
  footer,
  onClose,
  dismissible = true,
  showCloseButton = true,
  role = 'dialog',
  className,
  busy = false,
  testId,
}: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockPageScroll();
    const panel = panelRef.current;
    if (panel) {
      const target = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(panel)[0] ?? panel;
      // The panel is fixed and in view: scrolling to the target would only force a layout inside the tap's frame.
      target.focus({ preventScroll: true });
    }
    return () => {
      release();
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) {
        event.preventDefault();
        onCloseRef.current?.();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    const items = focusableWithin(panel);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={['dialog', className].filter(Boolean).join(' ')}
        onKeyDown={handleKeyDown}
        data-testid={testId}
      >
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {dismissible && showCloseButton ? (
            <button
              type="button"
              className="icon-button dialog__close"
              aria-label={intl.formatMessage({ id: 'common.close' })}
              onClick={() => onCloseRef.current?.()}
            >
              <Icon name="close" size={22} />
            </button>
          ) : null}
        </div>
        {children ? (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        ) : null}
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

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
