/**
 * The receipt form (render-only): branch, store, amount in baht and the photo, with the photo guidance
 * and accepted types of spec section 5, a refused-file message that keeps everything typed, a progress
 * bar while uploading and the failure with Retry. Intents go to the caller.
 */
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { RECEIPT_ACCEPT } from '@/domain/receipt/receiptFile';
import type { ReceiptFormErrors } from '@/domain/receipt/receiptForm';
import { formatNumber } from '@/i18n/format';
import { Field } from '@/ui/common/Field';
import { Spinner } from '@/ui/common/Spinner';
import type { ReceiptUploadFormView } from '@machines/receiptUpload/receiptUpload.connect';
import { ReasonedButton } from '@/ui/common/ReasonedButton';

/** The receipt-upload connect's form view, rendered as is. */
export type ReceiptFormProps = ReceiptUploadFormView;

function kilobytes(bytes: number): string {
  return formatNumber(Math.max(1, Math.round(bytes / 1024)));
}

export function ReceiptForm(props: ReceiptFormProps) {
  const { mode, values, stores, errors, photo, storedPhotoUrl, photoProblem, checkingPhoto, uploading, progress, failure, canSubmit, canRetry } = props;
  const intl = useIntl();
  const previewUrl = photo?.previewUrl;
  const error = (field: keyof ReceiptFormErrors) => (errors[field] ? <FormattedMessage id={`receipt.error.${errors[field]}`} /> : undefined);
  const percent = Math.round(progress * 100);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (failure && canRetry) props.onRetry();
    else props.onSubmit();
  }

  return (
    <form className="receipt-form" noValidate onSubmit={submit} aria-busy={uploading}>
      <Field label={<FormattedMessage id="receipt.field.store" />} error={error('store')}>
        {(control) => (
          <select {...control} className="input" value={values.store} disabled={uploading} onChange={(e) => props.onField('store', e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'points.filter.placeholder' })}</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<FormattedMessage id="receipt.field.branch" />} hint={<FormattedMessage id="receipt.field.branchHint" />} error={error('branch')}>
        {(control) => (
          <input {...control} className="input" type="text" autoComplete="off" maxLength={80} value={values.branch} disabled={uploading} onChange={(e) => props.onField('branch', e.target.value)} />
        )}
      </Field>
      <Field label={<FormattedMessage id="receipt.field.spending" />} error={error('spending')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={values.spending}
            disabled={uploading}
            onChange={(e) => props.onField('spending', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={<FormattedMessage id="receipt.field.photo" />}
        hint={
          <>
            <FormattedMessage id="receipt.photo.guidance" />
            <br />
            <FormattedMessage id="receipt.photo.types" />
          </>
        }
        error={photoProblem ? <FormattedMessage id={`receipt.photo.refused.${photoProblem}`} /> : error('photo')}
      >
        {(control) => (
          // The browser's own file button is labelled in the browser's language ("Choose File" in an English
          // browser while the app speaks Thai): it is hidden and a button-styled label in the app's language
          // opens the same picker (the input keeps focus, name and description for keyboards and readers).
          <div className="file-choose">
            <input
              {...control}
              className="visually-hidden file-choose__input"
              type="file"
              accept={RECEIPT_ACCEPT}
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) props.onPhoto(file);
                e.target.value = '';
              }}
            />
            <label htmlFor={control.id} className="button button--secondary button--small file-choose__button" aria-hidden="true">
              <FormattedMessage id={photo || (storedPhotoUrl && mode === 'edit') ? 'receipt.photo.chooseAnother' : 'receipt.photo.choose'} />
            </label>
          </div>
        )}
      </Field>
      {checkingPhoto ? (
        <p className="receipt-form__photo-status" role="status">
          <Spinner size="small" /> <FormattedMessage id="receipt.photo.checking" />
        </p>
      ) : null}
      {photo ? (
        <div className="receipt-form__photo" data-testid="receipt-photo-chosen">
          {previewUrl ? <img src={previewUrl} alt={intl.formatMessage({ id: 'receipt.photo.previewAlt' })} className="receipt-form__preview" /> : null}
          <p className="receipt-form__photo-name" role="status">
            <FormattedMessage
              id={photo.scaled ? 'receipt.photo.chosenScaled' : 'receipt.photo.chosen'}
              values={{ name: photo.name, size: kilobytes(photo.size), width: photo.width ?? 0, height: photo.height ?? 0 }}
            />
          </p>
        </div>
      ) : storedPhotoUrl && mode === 'edit' ? (
        <div className="receipt-form__photo">
          <img src={storedPhotoUrl} alt={intl.formatMessage({ id: 'receipt.photo.storedAlt' })} className="receipt-form__preview" />
          <p className="receipt-form__photo-name">
            <FormattedMessage id="receipt.photo.keepStored" />
          </p>
        </div>
      ) : null}
      {uploading ? (
        <div className="receipt-form__progress">
          <label htmlFor="receipt-upload-progress">
            <FormattedMessage id="receipt.uploading" values={{ percent }} />
          </label>
          <progress id="receipt-upload-progress" max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      ) : null}
      {failure ? (
        <div className="receipt-form__failure" role="alert">
          <p className="receipt-form__failure-title">
            <FormattedMessage id="receipt.failed" />
          </p>
          <p>
            <ApiErrorText error={failure} />
          </p>
        </div>
      ) : null}
      <p className="page-actions">
        {failure ? (
          <button type="submit" className="button button--primary button--block" disabled={!canRetry}>
            <FormattedMessage id="common.retry" />
          </button>
        ) : (
          <>
            <ReasonedButton reasonId={props.submitDisabledReasonId} reasonAs="span" type="submit" className="button button--primary button--block" disabled={!canSubmit} aria-disabled={!canSubmit}>
              <FormattedMessage id={mode === 'edit' ? 'receipt.resubmit' : 'receipt.submit'} />
            </ReasonedButton>
          </>
        )}
      </p>
    </form>
  );
}
