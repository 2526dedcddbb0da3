/**
 * The address-book dialogs (spec section 2): the list dialog (default first with its badge, name, the
 * person, the address line, Edit and Delete; Close and Add new address; 'No Address' when empty) and the
 * add/edit form dialog for a delivery address (6 checked fields) or a tax-invoice address (17 checked
 * fields; individual or company). Render-only: the view comes from the addressBook chart; the Thai
 * address block arrives as a slot.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ADDRESS_PART_MAX_LENGTH, ADDRESS_PARTS } from '@/domain/address/addressForm';
import { entryPerson, PERSON_TITLES, type AddressErrors, type AddressForm, type AddressKind, type AddressTextField } from '@/domain/address/addressBook';
import { addressLine } from '@/domain/address/location';
import type { FieldError } from '@/domain/validation/fieldError';
import { formatPhoneDisplay, PHONE_DISPLAY_MAX_LENGTH } from '@/domain/validation/phone';
import { TextField } from '@/ui/common/Field';
import { Spinner } from '@/ui/common/Spinner';
import { ConfirmFooter, Dialog } from '@/ui/dialog/Dialog';
import { Dropdown } from '@/ui/form/Dropdown';
import { useFocusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import '@/flows/addressBlock/address.css';
import '@/ui/form/form.css';
import type { AddressBookDialogsView } from '@machines/addressBook/addressBook.connect';

/** The connect's list view; the screen translates the load failure, and tests may leave out `slow`. */
export type AddressListDialogProps = Omit<AddressBookDialogsView['list'], 'slow' | 'loadFailure'> & {
  /** The list has been loading past REQUEST_SLOW: add the slow notice. @default false */
  slow?: boolean;
  /** Translated load-failure message (the list then shows empty with Try again). */
  loadFailure?: ReactNode;
};

export function AddressListDialog({ open, kind, entries, loading, slow = false, loadFailure, pickable, onAdd, onEdit, onDelete, onPick, onRetry, onClose }: AddressListDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(kind === 'tax' ? 'addressBook.tax.listTitle' : 'addressBook.delivery.listTitle')}
      className="dialog--wide"
      testId={`${kind}-address-list`}
      footer={<ConfirmFooter dismiss={{ label: t('common.close'), onClick: onClose }} confirm={{ label: t('addressBook.addNew'), onClick: onAdd }} />}
    >
      {loading ? (
        <p className="address-block__status" role="status">
          <Spinner size="small" /> {t('common.loading')}
          {slow ? <> {t('errors.slow')}</> : null}
        </p>
      ) : null}
      {loadFailure ? (
        <div className="address-block__problem" role="alert">
          <span>{loadFailure}</span>
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('address.retry')}
          </button>
        </div>
      ) : null}
      {!loading && entries.length === 0 ? <p className="address-empty">{t('addressBook.empty')}</p> : null}
      {entries.length > 0 ? (
        <ul className="address-list" aria-label={t(kind === 'tax' ? 'addressBook.tax.listTitle' : 'addressBook.delivery.listTitle')}>
          {entries.map((entry) => {
            const name = entry.addressName || entryPerson(entry);
            return (
              <li key={entry.key} className={['address-row', entry.isDefault ? 'address-row--default' : ''].filter(Boolean).join(' ')}>
                <div className="address-row__head">
                  <p className="address-row__name">{name}</p>
                  {entry.isDefault ? <span className="address-row__badge">{t('addressBook.defaultBadge')}</span> : null}
                </div>
                <p className="address-row__who">{entryPerson(entry)}</p>
                <p className="address-row__line">{addressLine({ ...entry.location, address: entry.address || [entry.number, entry.village, entry.building, entry.road].filter(Boolean).join(' ') })}</p>
                <div className="address-row__actions">
                  {pickable ? (
                    <button type="button" className="button button--primary button--small" onClick={() => onPick(entry.key)} aria-label={t('addressBook.useThisNamed', { name })}>
                      {t('addressBook.useThis')}
                    </button>
                  ) : null}
                  <button type="button" className="button button--secondary button--small" onClick={() => onEdit(entry.key)} aria-label={t('addressBook.editNamed', { name })}>
                    {t('addressBook.edit')}
                  </button>
                  <button type="button" className="button button--danger button--small" onClick={() => onDelete(entry.key)} aria-label={t('addressBook.deleteNamed', { name })}>
                    {t('addressBook.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Dialog>
  );
}

export interface AddressFormDialogProps {
  open: boolean;
  kind: AddressKind;
  editing: boolean;
  form: AddressForm;
  errors: AddressErrors;
  /** The embedded Thai address block (AddressBlockConnector). */
  addressBlock: ReactNode;
  onFieldChange: (field: AddressTextField, value: string) => void;
  onDefaultToggle: (value: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
}

export function AddressFormDialog({ open, kind, editing, form, errors, addressBlock, onFieldChange, onDefaultToggle, onSave, onCancel }: AddressFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const e = (error: FieldError | undefined) => (error ? intl.formatMessage({ id: error.id }, error.values) : undefined);
  const invalidFocus = useFocusFirstInvalid<HTMLFormElement>(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invalidFocus.arm();
    onSave();
  };
  const field = (name: AddressTextField, labelId: string, extra: Record<string, unknown> = {}) => (
    <TextField
      key={name}
      label={t(labelId)}
      name={name}
      value={form[name]}
      error={e(errors[name])}
      onChange={(ev) => onFieldChange(name, ev.target.value)}
      {...extra}
    />
  );
  const phone = (
    <TextField
      key="contactNumber"
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
  );
  // House number, moo, village, building, floor, room, soi and road: checked on the tax form (17 fields);
  // optional details of a delivery address (its form checks 6 fields).
  const parts = (
    <div className="form-grid form-grid--two">
      {ADDRESS_PARTS.map((part) => field(part, `addressBook.field.${part}`, { maxLength: ADDRESS_PART_MAX_LENGTH }))}
    </div>
  );
  const formId = `${kind}-address-form`;
  const titleId = kind === 'tax' ? (editing ? 'addressBook.tax.editTitle' : 'addressBook.tax.addTitle') : editing ? 'addressBook.delivery.editTitle' : 'addressBook.delivery.addTitle';
  const company = form.personType === 'company';
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t(titleId)}
      className="dialog--wide"
      testId={formId}
      footer={<ConfirmFooter dismiss={{ label: t('common.cancel'), onClick: onCancel }} confirm={{ label: t('addressBook.save'), type: 'submit', form: formId }} />}
    >
      <form ref={invalidFocus.ref} id={formId} className="form-grid" noValidate onSubmit={submit}>
        {kind === 'tax' ? (
          <>
            <fieldset className={['field', 'radio-group', errors.personType ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
              <legend className="field__label">{t('addressBook.field.personType')}</legend>
              {(['individual', 'company'] as const).map((type) => (
                <label key={type} className="radio">
                  <input type="radio" name="personType" value={type} checked={form.personType === type} onChange={() => onFieldChange('personType', type)} />
                  {t(`addressBook.personType.${type}`)}
                </label>
              ))}
              {errors.personType ? <p className="field__error">{e(errors.personType)}</p> : null}
            </fieldset>
            {company ? (
              field('companyName', 'addressBook.field.companyName', { autoComplete: 'organization' })
            ) : (
              <>
                <Dropdown
                  name="title"
                  label={t('addressBook.field.title')}
                  options={PERSON_TITLES.map((title) => ({ value: title, label: t(`addressBook.title.${title}`) }))}
                  value={form.title}
                  onChange={(value) => onFieldChange('title', value)}
                  error={e(errors.title)}
                />
                {field('firstName', 'addressBook.field.firstName', { autoComplete: 'given-name' })}
                {field('lastName', 'addressBook.field.lastName', { autoComplete: 'family-name' })}
              </>
            )}
            {field('taxId', 'addressBook.field.taxId', { inputMode: 'numeric', maxLength: 13 })}
            {phone}
            {field('email', 'addressBook.field.email', { type: 'email', autoComplete: 'email', maxLength: 50 })}
            {parts}
          </>
        ) : (
          <>
            {field('addressName', 'addressBook.field.addressName', { maxLength: 50 })}
            {field('firstName', 'addressBook.field.firstName', { autoComplete: 'given-name' })}
            {field('lastName', 'addressBook.field.lastName', { autoComplete: 'family-name' })}
            {phone}
            {field('address', 'addressBook.field.address', { autoComplete: 'street-address' })}
            <PartsDisclosure initiallyOpen={ADDRESS_PARTS.some((part) => form[part] !== '')} summary={t('addressBook.moreDetails')}>
              {parts}
            </PartsDisclosure>
          </>
        )}
        {addressBlock}
        <label className="checkbox">
          <input type="checkbox" checked={form.isDefault} onChange={(ev) => onDefaultToggle(ev.target.checked)} />
          {t(kind === 'tax' ? 'addressBook.field.defaultTax' : 'addressBook.field.default')}
        </label>
      </form>
    </Dialog>
  );
}

/** The optional address parts of a delivery address, folded away unless the entry already has some. */
function PartsDisclosure({ initiallyOpen, summary, children }: { initiallyOpen: boolean; summary: string; children: ReactNode }) {
  const [open] = useState(initiallyOpen);
  return (
    <details className="address-parts" open={open || undefined}>
      <summary className="address-parts__summary">{summary}</summary>
      {children}
    </details>
  );
}
