/**
 * The OTP dialog (spec section 2 "Dialogs"): title, detail, the phone (3-3-4) or e-mail the code went to,
 * the reference code, six digit boxes fed by ONE hidden numeric input (so paste and SMS autofill work),
 * the error line with 'Error Code', the resend link or 'resend in mm:ss', Confirm and Cancel.
 * Render-only: the view comes from the OTP chart's selector and every intent is a callback.
 */
import { useId, type ClipboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OtpView } from '@machines/otp/otp.selectors';
import { ConfirmFooter, Dialog } from '@/ui/dialog/Dialog';
import { SlowNotice } from '@/ui/common/States';
import { Spinner } from '@/ui/common/Spinner';
import './otp.css';

export interface OtpDialogProps {
  view: OtpView;
  /** Raw value of the hidden input (the chart keeps digits only). */
  onCodeChange(value: string): void;
  onConfirm(): void;
  onResend(): void;
  onCancel(): void;
  onHidden?(): void;
}

export function OtpDialog({ view, onCodeChange, onConfirm, onResend, onCancel, onHidden }: OtpDialogProps) {
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const entryErrorId = `${id}-entry-error`;
  const detailId = `${id}-detail`;
  const inputLocked = view.loading || !view.open;

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Pasted codes often carry spaces or dashes; maxLength would cut them before the digits are kept.
    event.preventDefault();
    onCodeChange(event.clipboardData.getData('text'));
  };

  return (
    <Dialog
      open={view.open}
      title={intl.formatMessage({ id: 'otp.title' })}
      onClose={onCancel}
      onHidden={onHidden}
      busy={view.loading}
      testId="otp-dialog"
      footer={
        <ConfirmFooter
          dismiss={{ label: <FormattedMessage id="otp.cancel" />, onClick: onCancel }}
          confirm={{ label: <FormattedMessage id="otp.confirm" />, onClick: onConfirm, disabled: !view.canConfirm }}
        />
      }
    >
      <p id={detailId} className="otp__detail">
        <FormattedMessage id={view.sentBy === 'sms' ? 'otp.detail.sms' : 'otp.detail.email'} />{' '}
        <strong className="otp__sent-to">{view.sentTo}</strong>
      </p>
      {view.refcode ? (
        <p className="otp__refcode">
          <FormattedMessage id="otp.refcode" values={{ refcode: view.refcode }} />
        </p>
      ) : null}
      <div className={['otp__boxes', view.invalid ? 'otp__boxes--invalid' : ''].filter(Boolean).join(' ')}>
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="otp.input.label" />
        </label>
        <input
          id={inputId}
          className="otp__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={view.code}
          readOnly={inputLocked}
          data-autofocus
          aria-invalid={view.invalid || undefined}
          aria-describedby={[detailId, view.entryError ? entryErrorId : '', view.error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onCodeChange(event.target.value)}
          onPaste={handlePaste}
        />
        {view.boxes.map((digit, index) => (
          <span
            key={index}
            aria-hidden="true"
            data-testid="otp-box"
            className={['otp__box', index === view.code.length && !inputLocked ? 'otp__box--current' : ''].filter(Boolean).join(' ')}
          >
            {digit}
          </span>
        ))}
      </div>
      {view.entryError ? (
        <p id={entryErrorId} className="otp__entry-error" data-testid="otp-entry-error">
          <FormattedMessage id={view.entryError.id} values={view.entryError.values} />
        </p>
      ) : null}
      {view.error ? (
        <p id={errorId} className="otp__error" role="alert">
          <FormattedMessage id={view.error.id} values={view.error.values} />
          {view.errorCode ? (
            <span className="otp__error-code">
              {' '}
              <FormattedMessage id="otp.errorCode" values={{ code: view.errorCode }} />
            </span>
          ) : null}
        </p>
      ) : null}
      {view.loading ? (
        <p className="otp__status" role="status">
          <Spinner size="small" /> <FormattedMessage id={view.verifying ? 'otp.verifying' : 'otp.sending'} />
          {view.slow ? (
            <>
              {' '}
              <SlowNotice />
            </>
          ) : null}
        </p>
      ) : null}
      <div className="otp__resend">
        {view.showResend ? (
          <>
            <p className="otp__expired">
              <FormattedMessage id="otp.expired" />
            </p>
            <button type="button" className="otp__resend-link" onClick={onResend} disabled={!view.canResend}>
              <FormattedMessage id="otp.resend" />
            </button>
          </>
        ) : view.awaitingCode ? (
          <>
            <p className="otp__expired">
              <FormattedMessage id="otp.expired" />
            </p>
            <p className="otp__status" role="status">
              <FormattedMessage id="otp.awaitingCode" />
            </p>
          </>
        ) : view.resendIn ? (
          <p className="otp__resend-in">
            <FormattedMessage id="otp.resendIn" values={{ time: <span className="otp__time">{view.resendIn}</span> }} />
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
