/**
 * The marketing consent dialog of spec sections 2 and 4: scrollable text, the boxes All, SMS, LINE and
 * E-mail, Confirm (active near the end of the text, as the chart decides) and a close icon.
 * Render-only: the marketing-consent chart owns the boxes and what Confirm does.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/ui/dialog/Dialog';
import { Spinner } from '@/ui/common/Spinner';
import { SlowNotice } from '@/ui/common/States';
import { LegalText, type LegalTextHandle } from '@/ui/consent/LegalText';
import type { MarketingChannel } from '@/domain/consent/marketing';
import '@/ui/consent/consent.css';
import type { MarketingDialogView } from '@machines/marketingConsent/marketingConsent.connect';

/** The marketing connect's dialog view, rendered as is. */
export type MarketingConsentDialogProps = MarketingDialogView;

export interface MarketingConsentDialogHandle {
  scrollToBottom: () => void;
}

const CHANNELS: readonly MarketingChannel[] = ['sms', 'line', 'email'];

export const MarketingConsentDialog = forwardRef<MarketingConsentDialogHandle, MarketingConsentDialogProps>(function MarketingConsentDialog(props, ref) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const textRef = useRef<LegalTextHandle>(null);
  useImperativeHandle(ref, () => ({ scrollToBottom: () => textRef.current?.scrollToBottom() }), []);
  const title = t('consent.marketing.title');
  return (
    <Dialog
      open={props.open}
      title={title}
      onClose={props.onClose}
      className="dialog--legal dialog--marketing"
      testId="marketing-consent-dialog"
      footer={
        <div className="dialog__actions dialog__actions--stack">
          {props.loadFailed ? (
            <button type="button" className="button button--secondary button--block" onClick={props.onRetryText}>
              {t('common.retry')}
            </button>
          ) : props.saveFailed || props.isSaving ? null : (
            <button type="button" className="button button--secondary button--block" onClick={props.onJumpToBottom} disabled={props.isLoading}>
              {t('register.consent.tapToBottom')}
            </button>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            onClick={props.onConfirm}
            disabled={!props.canConfirm}
            aria-describedby={props.canConfirm || props.isSaving ? undefined : 'marketing-consent-hint'}
            aria-busy={props.isSaving || undefined}
          >
            {props.isSaving ? t('consent.saving') : t('consent.marketing.confirm')}
          </button>
          {props.isSaving && props.isSlow ? <SlowNotice /> : null}
          {props.canConfirm || props.isSaving || props.saveFailed ? null : (
            <p id="marketing-consent-hint" className="field__hint">
              {t('consent.marketing.readToEnd')}
            </p>
          )}
        </div>
      }
    >
      {props.isLoading ? <Spinner /> : null}
      {props.loadFailed ? (
        <p role="alert" className="dialog__message">
          {t('register.consent.loadFailed')}
        </p>
      ) : null}
      {props.saveFailed ? (
        <p role="alert" className="dialog__message">
          {t('consent.marketing.saveFailed')}
        </p>
      ) : null}
      {props.open && props.html ? <LegalText ref={textRef} html={props.html} label={title} onScrolled={props.onScrolled} testId="marketing-text" /> : null}
      <fieldset className="consent-channels" disabled={!props.canToggle}>
        <legend>{t('consent.marketing.channels')}</legend>
        <label className="consent-check consent-check--all">
          <input type="checkbox" checked={props.choices.all} onChange={props.onToggleAll} />
          <span>{t('consent.marketing.channel.all')}</span>
        </label>
        {CHANNELS.map((channel) => (
          <label key={channel} className="consent-check">
            <input type="checkbox" checked={props.choices[channel]} onChange={() => props.onToggleChannel(channel)} />
            <span>{t(`consent.marketing.channel.${channel}`)}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
});
