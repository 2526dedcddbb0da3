/**
 * Terms, privacy, age and marketing legal-text dialog (spec section 2). Render-only: the consentGate
 * chart decides whether Accept is active; this view reports scroll measurements and scrolls to the
 * end when asked ('tap to bottom'). The HTML comes from blob storage and is sanitised by LegalText.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/ui/dialog/Dialog';
import { Spinner } from '@/ui/common/Spinner';
import { SlowNotice } from '@/ui/common/States';
import { LegalText, type LegalTextHandle } from '@/ui/consent/LegalText';
import '@/ui/form/register.css';

export interface ConsentDialogProps {
  open: boolean;
  kind: 'terms' | 'privacy' | 'age' | 'marketing';
  html: string;
  isLoading: boolean;
  /** Loading for a few seconds already (the chart's `slow` tag): "taking longer than usual". @default false */
  isSlow?: boolean;
  loadFailed: boolean;
  canAccept: boolean;
  hasCloseIcon: boolean;
  onScrolled: (metrics: { scrollTop: number; scrollHeight: number; clientHeight: number }) => void;
  onJumpToBottom: () => void;
  onAccept: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** Lets the owner scroll the text to its end when the chart asks for it. */
export interface ConsentDialogHandle {
  scrollToBottom: () => void;
}

export const ConsentDialog = forwardRef<ConsentDialogHandle, ConsentDialogProps>(function ConsentDialog(props, ref) {
  const intl = useIntl();
  const textRef = useRef<LegalTextHandle>(null);
  useImperativeHandle(ref, () => ({ scrollToBottom: () => textRef.current?.scrollToBottom() }), []);

  const title = intl.formatMessage({ id: `register.consent.${props.kind}.title` });
  return (
    <Dialog
      open={props.open}
      title={title}
      onClose={props.onCancel}
      dismissible={props.hasCloseIcon}
      showCloseButton={props.hasCloseIcon}
      className="dialog--legal"
      footer={
        <div className="dialog__actions dialog__actions--stack">
          {props.loadFailed ? (
            <button type="button" className="button button--secondary button--block" onClick={props.onRetry}>
              {intl.formatMessage({ id: 'common.retry' })}
            </button>
          ) : (
            <button type="button" className="button button--secondary button--block" onClick={props.onJumpToBottom} disabled={props.isLoading}>
              {intl.formatMessage({ id: 'register.consent.tapToBottom' })}
            </button>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            onClick={props.onAccept}
            disabled={!props.canAccept}
            aria-describedby={props.canAccept ? undefined : `consent-hint-${props.kind}`}
          >
            {intl.formatMessage({ id: 'register.consent.accept' })}
          </button>
          {props.canAccept ? null : (
            <p id={`consent-hint-${props.kind}`} className="field__hint">
              {intl.formatMessage({ id: 'register.consent.readToEnd' })}
            </p>
          )}
        </div>
      }
    >
      {props.isLoading ? <Spinner /> : null}
      {props.isLoading && props.isSlow ? <SlowNotice /> : null}
      {props.loadFailed ? (
        <p role="alert" className="dialog__message">{intl.formatMessage({ id: 'register.consent.loadFailed' })}</p>
      ) : null}
      {props.open ? <LegalText ref={textRef} html={props.html} label={title} onScrolled={props.onScrolled} /> : null}
    </Dialog>
  );
});
