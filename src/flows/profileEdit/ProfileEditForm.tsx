/**
 * Profile edit (render-only): the picture, names, gender, e-mail, national id, notifications and the
 * profile address (house number, moo, village, building, floor, room, soi and road, a free line for the
 * rest, and the Thai address block handed in as `addressBlock`); the mobile
 * number and the birth date with their own dialogs (the update-birthdate dialog and the new-number step
 * before the OTP dialog). The view comes from the profileEdit chart.
 */
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProfileEditView } from '@machines/profileEdit/profileEdit.selectors';
import type { ProfileEditHandlers } from '@machines/profileEdit/profileEdit.connect';
import type { FieldError } from '@/domain/validation/fieldError';
import { ADDRESS_MAX_LENGTH, ADDRESS_PART_MAX_LENGTH, ADDRESS_PARTS } from '@/domain/address/addressForm';
import { formatPhoneDisplay, PHONE_DISPLAY_MAX_LENGTH } from '@/domain/validation/phone';
import { PROFILE_PICTURE_ACCEPT, PROFILE_PICTURE_MAX_BYTES } from '@/domain/profile/pictureFile';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { INPUT_OPTIONS } from '@/domain/validation/textInput';
import { TextField } from '@/ui/common/Field';
import { SlowNotice } from '@/ui/common/States';
import { ConfirmFooter, Dialog } from '@/ui/dialog/Dialog';
import { DateOfBirthPicker } from '@/ui/form/DateOfBirthPicker';
import { useFocusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import '@/ui/form/form.css';
import { ReasonedButton } from '@/ui/common/ReasonedButton';

export interface ProfileEditFormProps extends ProfileEditHandlers {
  view: ProfileEditView;
  /** Why Save is disabled by the network (a message id). @default none */
  saveDisabledReasonId?: string | null;
  years: Array<{ value: number; label: number }>;
  /** The birth date as the member reads it (their calendar), or '' when unset. */
  birthText: string;
  /** The current picture's address (the header's), shown until a new one is uploaded. */
  pictureUrl?: string;
  /** The embedded Thai address block (AddressBlockConnector). */
  addressBlock?: ReactNode;
}

export function ProfileEditForm(props: ProfileEditFormProps) {
  const { view } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const e = (error: FieldError | undefined) => (error ? intl.formatMessage({ id: error.id }, error.values) : undefined);
  const invalidFocus = useFocusFirstInvalid<HTMLFormElement>(view.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invalidFocus.arm();
    props.onSave();
  };
  const failureCode = view.failure ? String(view.failure.id ?? view.failure.code ?? view.failure.status) : '';
  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) props.onPicture(file);
  };
  const picture = view.picturePreview ?? props.pictureUrl;
  return (
    <>
      <div className="profile-picture" aria-busy={view.pictureBusy}>
        {picture ? <img className="profile-card__picture" src={picture} alt={t('profile.picture.alt')} width={72} height={72} /> : null}
        <div className="field">
          <label className="button button--secondary button--small profile-picture__choose">
            {t(view.pictureBusy ? 'profile.picture.uploading' : 'profile.picture.change')}
            <input type="file" className="visually-hidden" accept={PROFILE_PICTURE_ACCEPT} disabled={view.pictureBusy} onChange={choosePicture} />
          </label>
          <p className="field__hint">{t('profile.picture.hint', { mb: PROFILE_PICTURE_MAX_BYTES / (1024 * 1024) })}</p>
          {view.pictureProblem ? <p className="field__error" role="alert">{t(`profile.picture.error.${view.pictureProblem}`, { mb: PROFILE_PICTURE_MAX_BYTES / (1024 * 1024) })}</p> : null}
          {view.pictureFailure ? <p className="field__error" role="alert"><ApiErrorText error={view.pictureFailure} /></p> : null}
          {view.pictureBusy && view.slow ? <SlowNotice /> : null}
        </div>
      </div>
      <form ref={invalidFocus.ref} className="form-grid" noValidate onSubmit={submit} aria-busy={view.saving}>
        {view.saved ? <p role="status" className="notice">{t('profile.edit.saved')}</p> : null}
        {view.failure ? (
          <div className="form-failure" role="alert">
            <p>{t('profile.edit.saveFailed', { code: failureCode })}</p>
            <p><ApiErrorText error={view.failure} /></p>
          </div>
        ) : null}
        <TextField label={t('profile.edit.firstName')} name="firstname" autoComplete="given-name" value={view.form.firstName} error={e(view.errors.firstName)} pendingError={e(view.pendingErrors.firstName)} errorsOn={INPUT_OPTIONS.name.errorsOn} onChange={(ev) => props.onField('firstName', ev.target.value)} />
        <TextField label={t('profile.edit.lastName')} name="lastname" autoComplete="family-name" value={view.form.lastName} error={e(view.errors.lastName)} pendingError={e(view.pendingErrors.lastName)} errorsOn={INPUT_OPTIONS.name.errorsOn} onChange={(ev) => props.onField('lastName', ev.target.value)} />
        <fieldset className="field radio-group">
          <legend className="field__label">{t('profile.edit.gender')}</legend>
          {(['male', 'female', 'not specified'] as const).map((g) => (
            <label key={g} className="radio">
              <input type="radio" name="gender" value={g} checked={view.form.gender === g} onChange={() => props.onGender(g)} />
              {t(`profile.edit.gender.${g === 'not specified' ? 'unspecified' : g}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <span className="field__label" id="profile-birthdate-label">{t('profile.edit.birthdate')}</span>
          <div className="address-block__zip-row">
            <span aria-labelledby="profile-birthdate-label" data-testid="profile-birthdate">{props.birthText || t('profile.edit.birthdateUnset')}</span>
            <button type="button" className="button button--secondary button--small" onClick={props.onOpenBirthdate}>
              {t('profile.edit.changeBirthdate')}
            </button>
          </div>
        </div>
        <div className="field">
          <span className="field__label">{t('profile.edit.mobile')}</span>
          <div className="address-block__zip-row">
            <span data-testid="profile-mobile">{formatPhoneDisplay(view.form.contactNumber)}</span>
            <button type="button" className="button button--secondary button--small" onClick={props.onEditMobile}>
              {t('profile.edit.changeMobile')}
            </button>
          </div>
        </div>
        <TextField label={t('profile.edit.email')} name="email" type="email" autoComplete="email" maxLength={50} value={view.form.email} error={e(view.errors.email)} pendingError={e(view.pendingErrors.email)} errorsOn={INPUT_OPTIONS.email.errorsOn} onChange={(ev) => props.onField('email', ev.target.value)} />
        <TextField label={t('profile.edit.nationalId')} name="idcard" inputMode="numeric" maxLength={13} value={view.form.nationalId} error={e(view.errors.nationalId)} pendingError={e(view.pendingErrors.nationalId)} errorsOn={INPUT_OPTIONS.idNumber.errorsOn} onChange={(ev) => props.onField('nationalId', ev.target.value)} />
        <fieldset className="field profile-address">
          <legend className="field__label">{t('profile.edit.address')}</legend>
          <div className="form-grid form-grid--two">
            {ADDRESS_PARTS.map((part) => (
              <TextField
                key={part}
                label={t(`addressBook.field.${part}`)}
                name={part}
                maxLength={ADDRESS_PART_MAX_LENGTH}
                value={view.form[part]}
                error={e(view.errors[part])}
                onChange={(ev) => props.onField(part, ev.target.value)}
              />
            ))}
          </div>
          <TextField label={t('profile.edit.addressLine')} name="address" autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH} value={view.form.address} error={e(view.errors.address)} onChange={(ev) => props.onField('address', ev.target.value)} />
          {props.addressBlock}
        </fieldset>
        <label className="checkbox">
          <input type="checkbox" name="notification" checked={view.form.notification} onChange={(ev) => props.onNotification(ev.target.checked)} />
          {t('profile.edit.notification')}
        </label>
        {view.saving && view.slow ? <SlowNotice /> : null}
        <ReasonedButton reasonId={props.saveDisabledReasonId} type="submit" className="button button--primary button--block" disabled={!view.canSave}>
          {t(view.saving ? 'profile.edit.saving' : 'profile.edit.save')}
        </ReasonedButton>
      </form>
      <Dialog
        open={view.birthdateOpen}
        onClose={props.onCancelBirthdate}
        title={t('profile.birthdate.title')}
        footer={
          <ConfirmFooter
            dismiss={{ label: t('common.cancel'), onClick: props.onCancelBirthdate }}
            confirm={{ label: t('profile.birthdate.confirm'), onClick: props.onConfirmBirthdate, disabled: !view.canConfirmBirthdate }}
          />
        }
      >
        <p className="dialog__message">{t('profile.birthdate.message')}</p>
        <DateOfBirthPicker value={view.birthDraft} years={props.years} error={e(view.birthError)} onChange={props.onBirthPart} />
        {view.birthFailure ? <p className="form-failure" role="alert"><ApiErrorText error={view.birthFailure} /></p> : null}
        {view.birthBusy && view.slow ? <SlowNotice /> : null}
      </Dialog>
      <Dialog
        open={view.mobileOpen}
        onClose={props.onCancelMobile}
        title={t('profile.mobile.title')}
        footer={
          <ConfirmFooter
            dismiss={{ label: t('common.cancel'), onClick: props.onCancelMobile }}
            confirm={{ label: t('profile.mobile.sendCode'), onClick: props.onSubmitMobile }}
          />
        }
      >
        <TextField
          label={t('profile.mobile.newNumber')}
          name="new_contact_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          value={formatPhoneDisplay(view.newMobile)}
          error={e(view.mobileError)}
          onChange={(ev) => props.onMobileNumber(ev.target.value)}
        />
      </Dialog>
    </>
  );
}
