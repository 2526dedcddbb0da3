/**
 * The standard dialogs of spec section 2 (alert, confirm, loading, success), built on {@link Dialog}.
 * Render-only: texts arrive already translated (ReactNode); default button labels come from the common
 * catalogue. The dialog host (src/app/dialogs) decides when they open and what happens on close.
 */
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmFooter, Dialog, OkFooter } from '@/ui/dialog/Dialog';
import { Spinner } from '@/ui/common/Spinner';
import { Icon } from '@/ui/common/Icon';

interface BaseProps {
  open: boolean;
  /** Fired once after the dialog has closed. */
  onHidden?: () => void;
}

export interface AlertDialogProps extends BaseProps {
  title: ReactNode;
  message: ReactNode;
  /** Optional second paragraph. */
  secondMessage?: ReactNode;
  /** Optional error id, shown on its own line as "Error code: {id}". */
  errorId?: string | number;
  /** OK label. @default the common OK label */
  okLabel?: ReactNode;
  /** OK, Escape or the close button. */
  onOk: () => void;
}

export function AlertDialog({ open, onHidden, title, message, secondMessage, errorId, okLabel, onOk }: AlertDialogProps) {
  return (
    <Dialog
      open={open}
      onHidden={onHidden}
      onClose={onOk}
      role="alertdialog"
      title={title}
      className="dialog--message"
      testId="alert-dialog"
      footer={<OkFooter label={okLabel} onOk={onOk} block />}
    >
      <p className="dialog__message">{message}</p>
      {secondMessage ? <p className="dialog__message dialog__message--second">{secondMessage}</p> : null}
      {errorId !== undefined && errorId !== '' ? (
        <p className="dialog__error-id">
          <FormattedMessage id="dialogs.errorId" values={{ id: String(errorId) }} />
        </p>
      ) : null}
    </Dialog>
  );
}

export interface ConfirmDialogProps extends BaseProps {
  title: ReactNode;
  message: ReactNode;
  /** @default the common OK label */
  okLabel?: ReactNode;
  /** @default the common Cancel label */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
}

export function ConfirmDialog({ open, onHidden, title, message, okLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onHidden={onHidden}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      className="dialog--message"
      testId="confirm-dialog"
      footer={
        <ConfirmFooter
          dismiss={{ label: cancelLabel ?? <FormattedMessage id="common.cancel" />, onClick: onCancel }}
          confirm={{ label: okLabel ?? <FormattedMessage id="common.ok" />, onClick: onConfirm, autoFocus: true }}
        />
      }
    >
      <p className="dialog__message">{message}</p>
    </Dialog>
  );
}

export interface LoadingDialogProps extends BaseProps {
  /** @default the common Loading label */
  label?: ReactNode;
}

/** Spinner with "Loading"; cannot be dismissed by the person (the caller hides it). */
export function LoadingDialog({ open, onHidden, label }: LoadingDialogProps) {
  const text = label ?? <FormattedMessage id="common.loading" />;
  return (
    <Dialog open={open} onHidden={onHidden} dismissible={false} title={text} hideTitle busy className="dialog--loading" testId="loading-dialog">
      <div className="dialog__loading" role="status">
        <Spinner size="large" />
        <span>{text}</span>
      </div>
    </Dialog>
  );
}

export interface SuccessDialogProps extends BaseProps {
  title: ReactNode;
  message: ReactNode;
  /** Optional code (for example a reference or coupon code), shown prominently. */
  code?: ReactNode;
  /** @default the common OK label */
  okLabel?: ReactNode;
  onOk: () => void;
}

export function SuccessDialog({ open, onHidden, title, message, code, okLabel, onOk }: SuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onHidden={onHidden}
      onClose={onOk}
      title={title}
      className="dialog--message dialog--success"
      testId="success-dialog"
      footer={<OkFooter label={okLabel} onOk={onOk} block />}
    >
      <div className="dialog__success-mark" aria-hidden="true">
        <Icon name="check" size={30} />
      </div>
      <p className="dialog__message">{message}</p>
      {code ? (
        <p className="dialog__code">
          <FormattedMessage id="dialogs.success.code" values={{ code }} />
        </p>
      ) : null}
    </Dialog>
  );
}
