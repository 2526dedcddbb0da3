/**
 * The cookie consent settings dialog of spec sections 2 and 4, built from the cookie content file:
 * header, body, one row per category with accept and reject (necessary locked to accept), footer and
 * Save. Render-only: the cookie-settings chart owns the choices.
 */
import { useIntl } from 'react-intl';
import { Dialog } from '@/ui/dialog/Dialog';
import { Spinner } from '@/ui/common/Spinner';
import { SlowNotice } from '@/ui/common/States';
import type { CookieSettingsView } from '@machines/cookieConsent/cookieSettings.connect';
import '@/ui/consent/consent.css';

/** The cookie-settings connect's view, plus whether the dialog is open. */
export type CookieSettingsDialogProps = CookieSettingsView & { open: boolean };

export function CookieSettingsDialog(props: CookieSettingsDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog
      open={props.open}
      title={props.header || t('consent.cookies.settings.title')}
      onClose={props.onClose}
      className="dialog--legal"
      testId="cookie-settings-dialog"
      footer={
        <div className="dialog__actions dialog__actions--stack">
          {props.loadFailed ? (
            <button type="button" className="button button--secondary button--block" onClick={props.onRetry}>
              {t('common.retry')}
            </button>
          ) : null}
          <button type="button" className="button button--primary button--block" onClick={props.onSave} disabled={!props.canSave}>
            {t('consent.cookies.settings.save')}
          </button>
        </div>
      }
    >
      {props.isLoading ? <Spinner /> : null}
      {props.isLoading && props.isSlow ? (
        <p role="status">
          <SlowNotice />
        </p>
      ) : null}
      {props.loadFailed ? (
        <p role="alert" className="dialog__message">
          {t('consent.cookies.settings.loadFailed')}
        </p>
      ) : null}
      {props.body ? <p className="cookie-settings__body">{props.body}</p> : null}
      {props.rows.length > 0 ? (
        <ul className="cookie-rows">
          {props.rows.map((row) => (
            <li key={row.category} className="cookie-row">
              <fieldset className="cookie-row__choice" disabled={row.locked}>
                <legend className="cookie-row__header">{row.header}</legend>
                {row.body ? <p className="cookie-row__body">{row.body}</p> : null}
                {row.remark ? <p className="cookie-row__remark">{row.remark}</p> : null}
                {row.url ? (
                  <a className="cookie-row__link" href={row.url} target="_blank" rel="noopener noreferrer">
                    {t('consent.cookies.settings.more', { name: row.header })}
                  </a>
                ) : null}
                <div className="cookie-row__options" role="radiogroup" aria-label={row.header}>
                  <label className="consent-check">
                    <input type="radio" name={`cookie-${row.category}`} checked={row.accepted} onChange={() => props.onSet(row.category, true)} />
                    <span>{t('consent.cookies.settings.accept')}</span>
                  </label>
                  <label className="consent-check">
                    <input type="radio" name={`cookie-${row.category}`} checked={!row.accepted} onChange={() => props.onSet(row.category, false)} />
                    <span>{t('consent.cookies.settings.reject')}</span>
                  </label>
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      ) : null}
      {props.footer ? <p className="cookie-settings__footer">{props.footer}</p> : null}
    </Dialog>
  );
}
