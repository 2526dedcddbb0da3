/**
 * The Thai address block (render-only): zipcode, then province, district and sub-district dropdowns
 * filled from the postcode lookup, 'Use my location', and 'I don't know the zipcode' (choose province,
 * district, sub-district from their own lists; the sub-district fills the zipcode). Data comes from the addressBlock chart's
 * view (machines/addressBlock/addressBlock.selectors.ts); required-field errors come from the form that
 * embeds it (shown after a submit attempt); lookup and location messages come from the block itself.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '@/domain/validation/fieldError';
import type { LocationErrors } from '@/domain/address/location';
import { FieldErrorText } from '@/ui/common/Field';
import { Dropdown } from '@/ui/form/Dropdown';
import { Spinner } from '@/ui/common/Spinner';
import type { AddressBlockConnectView } from '@machines/addressBlock/addressBlock.connect';
import type { AddressBlockView } from '@machines/addressBlock/addressBlock.selectors';
import './address.css';

/** The chart's view of the block, as the selectors give it. */
export type AddressBlockViewProps = AddressBlockView;

/** The connect's view and intents, plus the embedding form's errors for the block (after a submit attempt). */
export type AddressBlockProps = AddressBlockConnectView & { errors?: LocationErrors };

export function AddressBlock({ view, errors = {}, onZipcodeChange, onProvinceChange, onDistrictChange, onSubdistrictChange, onLocate, onRetry, onBrowse }: AddressBlockProps) {
  const intl = useIntl();
  const id = useId();
  const text = (error: FieldError | undefined) => (error ? intl.formatMessage({ id: error.id }, error.values) : undefined);
  const zipError = text(errors.zipcode);
  const zipDescribedBy = [zipError ? `${id}-zip-error` : '', view.problemMessageId ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const listsDisabled = !view.canChooseProvince;
  const statusId = view.locating
    ? 'address.status.locating'
    : view.browsing
      ? view.slow ? 'address.status.loadingListSlow' : 'address.status.loadingList'
      : view.slow ? 'address.status.slow' : 'address.status.lookingUp';
  return (
    <fieldset className="address-block" aria-busy={view.busy || undefined}>
      <legend className="field__label address-block__legend">{intl.formatMessage({ id: 'address.block.legend' })}</legend>
      <div className="address-block__zip-row">
        <div className={['field', 'address-block__zip', zipError || view.problemMessageId === 'address.error.zipcodeInvalid' ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor={`${id}-zip`}>
            {intl.formatMessage({ id: 'address.field.zipcode' })}
          </label>
          <input
            id={`${id}-zip`}
            className="input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={view.zipcode}
            aria-invalid={zipError || view.problemMessageId === 'address.error.zipcodeInvalid' ? true : undefined}
            aria-describedby={zipDescribedBy}
            onChange={(e) => onZipcodeChange(e.target.value)}
          />
          <FieldErrorText id={`${id}-zip-error`} error={zipError} />
        </div>
        <button type="button" className="button button--secondary button--small address-block__locate" disabled={!view.canLocate} onClick={onLocate}>
          {intl.formatMessage({ id: 'address.locate' })}
        </button>
      </div>
      {view.canBrowse ? (
        <button type="button" className="address-block__browse" onClick={onBrowse}>
          {intl.formatMessage({ id: 'address.browse' })}
        </button>
      ) : null}
      {view.busy ? (
        <p className="address-block__status" role="status">
          <Spinner size="small" /> {intl.formatMessage({ id: statusId })}
        </p>
      ) : null}
      {view.problemMessageId ? (
        <div id={`${id}-problem`} className="address-block__problem" role="alert">
          <span>{intl.formatMessage({ id: view.problemMessageId })}</span>
          {view.canRetry ? (
            <button type="button" className="button button--secondary button--small" onClick={onRetry}>
              {intl.formatMessage({ id: 'address.retry' })}
            </button>
          ) : null}
        </div>
      ) : null}
      <Dropdown
        name="province"
        label={intl.formatMessage({ id: 'address.field.province' })}
        options={view.provinces}
        value={view.provinceCode}
        onChange={onProvinceChange}
        disabled={listsDisabled}
        error={text(errors.province)}
      />
      <Dropdown
        name="district"
        label={intl.formatMessage({ id: 'address.field.district' })}
        options={view.districts}
        value={view.districtCode}
        onChange={onDistrictChange}
        disabled={listsDisabled}
        error={text(errors.district)}
      />
      <Dropdown
        name="subdistrict"
        label={intl.formatMessage({ id: 'address.field.subdistrict' })}
        options={view.subdistricts}
        value={view.subDistrictCode}
        onChange={onSubdistrictChange}
        disabled={listsDisabled}
        error={text(errors.subdistrict)}
      />
    </fieldset>
  );
}
