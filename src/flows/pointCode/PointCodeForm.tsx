/**
 * Points codes printed on packs and receipts: type them (or scan inside LINE) and send; the result per code,
 * the ban time, a slow notice and a failure with Retry. Render-only: the pointCode chart decides everything.
 */
import { type FormEvent, useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { Icon } from '@/ui/common/Icon';
import { LineFeatureErrorText } from '@/ui/line/LineFeatureErrorText';
import '@/ui/line/line.css';
import type { PointCodeView } from '@machines/pointCode/pointCode.connect';

/** The points-code connect's view, with the ban end already formatted by the screen. */
export type PointCodeFormProps = Omit<PointCodeView, 'bannedUntil'> & {
  /** Ban end as a formatted date-time, when banned. */
  bannedUntil: string | null;
};

export function PointCodeForm(props: PointCodeFormProps) {
  const { text, invalid, sending, slow, scanOffered, outcomes, bannedUntil, error, scanError, canRetry } = props;
  const intl = useIntl();
  const id = useId();
  const fieldError = invalid.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <section className="point-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="lineFeature.code.title" />
      </h2>
      <p className="point-code__hint">
        <FormattedMessage id={scanOffered ? 'lineFeature.code.hintScan' : 'lineFeature.code.hint'} />
      </p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-codes`} className="field__label">
          <FormattedMessage id="lineFeature.code.label" />
        </label>
        <textarea
          id={`${id}-codes`}
          value={text}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={fieldError}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          placeholder={intl.formatMessage({ id: 'lineFeature.code.placeholder' })}
          onChange={(event) => props.onChange(event.target.value)}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="point-code__field-error" role="alert">
            {invalid.length === 1 && invalid[0] === '' ? (
              <FormattedMessage id="lineFeature.code.required" />
            ) : (
              <FormattedMessage id="lineFeature.code.invalid" values={{ codes: invalid.filter((c) => c !== '').join(', '), count: invalid.length }} />
            )}
          </p>
        ) : null}
        <div className="point-code__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            <FormattedMessage id={sending ? 'lineFeature.code.sending' : 'lineFeature.code.send'} />
          </button>
          {scanOffered ? (
            <button type="button" className="button button--secondary" onClick={props.onScan} disabled={sending}>
              <Icon name="camera" size={18} /> <FormattedMessage id="lineFeature.code.scan" />
            </button>
          ) : null}
        </div>
      </form>
      {slow ? (
        <p className="line-feature__status" role="status">
          <FormattedMessage id="lineFeature.code.slow" />
        </p>
      ) : null}
      {scanError ? (
        <div className="line-feature__error" role="alert">
          <p>
            <LineFeatureErrorText error={scanError} />
          </p>
        </div>
      ) : null}
      {error ? (
        <div className="line-feature__error" role="alert">
          <p>
            <ApiErrorText error={error} />
          </p>
          {canRetry ? (
            <button type="button" className="button button--secondary button--small" onClick={props.onRetry}>
              <FormattedMessage id="lineFeature.retry" />
            </button>
          ) : null}{' '}
          <button type="button" className="button button--secondary button--small" onClick={props.onDismiss}>
            <FormattedMessage id="common.close" />
          </button>
        </div>
      ) : null}
      {outcomes && outcomes.length > 0 ? (
        <ul className="point-code__results" aria-label={intl.formatMessage({ id: 'lineFeature.code.results' })}>
          {outcomes.map((outcome) => (
            <li key={outcome.code}>
              <span>{outcome.code}</span>
              {outcome.kind === 'earned' ? (
                <span className="earned">
                  <FormattedMessage id="lineFeature.code.earned" values={{ points: <FormattedNumber value={outcome.points} />, count: outcome.points }} />
                </span>
              ) : (
                <span className="problem">
                  <FormattedMessage id={`lineFeature.code.outcome.${outcome.kind}`} />
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {bannedUntil ? (
        <p className="point-code__ban" role="alert">
          <FormattedMessage id="lineFeature.code.banned" values={{ until: bannedUntil }} />
        </p>
      ) : null}
      {!error && ((outcomes && outcomes.length > 0) || bannedUntil) ? (
        <p className="point-code__done">
          <button type="button" className="button button--secondary button--small" onClick={props.onDismiss}>
            <FormattedMessage id="common.close" />
          </button>
        </p>
      ) : null}
    </section>
  );
}
