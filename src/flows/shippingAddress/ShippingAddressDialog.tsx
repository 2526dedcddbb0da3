/**
 * The shipping address dialog (spec section 2): title from the caller, Cancel and OK; the 5 checked fields
 * of spec section 5 (first name, last name, contact number, address, the Thai address block). Render-only:
 * the view comes from the shippingAddress chart; the address block arrives as a slot.
 */
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '@/domain/validation/fieldError';
import { formatPhoneDisplay, PHONE_DISPLAY_MAX_LENGTH } from '@/domain/validation/phone';
import type { ShippingAddressDialogView } from '@machines/shippingAddress/shippingAddress.connect';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { TextField } from '@/ui/common/Field';
import { SlowNotice } from '@/ui/common/States';
import { ConfirmFooter, Dialog } from '@/ui/dialog/Dialog';
import '@/flows/addressBlock/address.css';
import '@/ui/form/form.css';

/** The connect's view with the caller's title and OK label, and the address block as a rendered slot. */
export type ShippingAddressDialogProps = Omit<ShippingAddressDialogView, 'addressBlock'> & {
  /** The caller's title. */
  title: string;
  /** The caller's OK label. */
  okLabel: string;
  /** The embedded Thai address block (AddressBlockConnector). */
  addressBlock: ReactNode;
};

export function ShippingAddressDialog(props: ShippingAddressDialogProps) {
  const { open, title, okLabel, form, errors, addressBlock, onFieldChange, onSubmit, onCancel } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const e = (error: FieldError | undefined) => (error ? intl.formatMessage({ id: error.id }, error.values) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const formId = 'shipping-address-form';
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      className="dialog--wide"
      testId="shipping-address"
      footer={
        <ConfirmFooter
          dismiss={{ label: t('common.cancel'), onClick: onCancel }}
          confirm={{ label: okLabel, type: 'submit', form: formId, disabled: !props.canSubmit }}
        />
      }
    >
      <form id={formId} className="form-grid" noValidate onSubmit={submit} aria-busy={props.saving}>
        {props.failure ? (
          <div className="form-failure" role="alert">
            <p>{t('address.shipping.saveFailed')}</p>
            <p><ApiErrorText error={props.failure} /></p>
            <div className="form-failure__actions">
              <button type="button" className="button button--secondary" onClick={props.onRetry}>
                {t('common.retry')}
              </button>
              <button type="button" className="button button--secondary" onClick={props.onContinue}>
                {t('address.shipping.continueWithoutSaving')}
              </button>
            </div>
          </div>
        ) : null}
        <TextField
          label={t('addressBook.field.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={form.firstName}
          error={e(errors.firstName)}
          onChange={(ev) => onFieldChange('firstName', ev.target.value)}
        />
        <TextField
          label={t('addressBook.field.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={form.lastName}
          error={e(errors.lastName)}
          onChange={(ev) => onFieldChange('lastName', ev.target.value)}
        />
        <TextField
          label={t('addressBook.field.contactNumber')}
          name="contactNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          value={formatPhoneDisplay(form.contactNumber)}
          error={e(errors.contactNumber)}
          onChange={(ev) => onFieldChange('contactNumber', ev.target.value)}
        />
        <TextField
          label={t('addressBook.field.address')}
          name="address"
          autoComplete="street-address"
          value={form.address}
          error={e(errors.address)}
          onChange={(ev) => onFieldChange('address', ev.target.value)}
        />
        {addressBlock}
        <label className="checkbox">
          <input type="checkbox" name="saveToProfile" checked={props.saveToProfile} disabled={!props.canToggleSave} onChange={(ev) => props.onSaveToProfile(ev.target.checked)} />
          {t('address.shipping.saveToProfile')}
        </label>
        {props.saving ? <p role="status" className="notice">{t('address.shipping.saving')}</p> : null}
        {props.saving && props.slow ? <SlowNotice /> : null}
      </form>
    </Dialog>
  );
}
