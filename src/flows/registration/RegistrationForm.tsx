/** The sign-up form (spec sections 2 and 5). Render-only: values and errors come from the registration chart. */
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatPhoneDisplay, PHONE_DISPLAY_MAX_LENGTH } from '@/domain/validation/phone';
import { INPUT_OPTIONS } from '@/domain/validation/textInput';
import { TextField } from '@/ui/common/Field';
import { DateOfBirthPicker } from '@/ui/form/DateOfBirthPicker';
import '@/ui/form/register.css';

type Message = { id: string; values?: Record<string, string | number> };
type TextFieldName = 'firstName' | 'lastName' | 'mobile' | 'email' | 'nationalId';

export interface RegistrationFormProps {
  form: {
    firstName: string; lastName: string; mobile: string; email: string; nationalId: string;
    gender: 'male' | 'female' | 'unspecified' | '';
    birth: { day?: number; month?: number; year?: number };
  };
  errors: Partial<Record<TextFieldName | 'gender' | 'birth', Message>>;
  /** Current errors of the fields that show theirs once left (section 5 input option), before a submit. */
  pendingErrors?: Partial<Record<TextFieldName, Message>>;
  failure: Message | null;
  mobileLocked: boolean;
  years: Array<{ value: number; label: number }>;
  busy: boolean;
  onFieldChange: (field: TextFieldName, value: string) => void;
  onGenderChange: (value: 'male' | 'female' | 'unspecified') => void;
  onBirthChange: (part: 'day' | 'month' | 'year', value: number | undefined) => void;
  onSubmit: () => void;
}

export function RegistrationForm(props: RegistrationFormProps) {
  const intl = useIntl();
  const t = (m?: Message) => (m ? intl.formatMessage({ id: m.id }, m.values) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  const { form, errors } = props;
  const pending = props.pendingErrors ?? {};
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={props.busy}>
      {props.failure ? <p role="alert" className="form__failure">{t(props.failure)}</p> : null}
      <TextField
        label={intl.formatMessage({ id: 'register.field.firstName' })}
        name="firstname" autoComplete="given-name" value={form.firstName} error={t(errors.firstName)}
        pendingError={t(pending.firstName)} errorsOn={INPUT_OPTIONS.name.errorsOn}
        onChange={(e) => props.onFieldChange('firstName', e.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'register.field.lastName' })}
        name="lastname" autoComplete="family-name" value={form.lastName} error={t(errors.lastName)}
        pendingError={t(pending.lastName)} errorsOn={INPUT_OPTIONS.name.errorsOn}
        onChange={(e) => props.onFieldChange('lastName', e.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'register.field.mobile' })}
        name="contact_number" type="tel" inputMode="numeric" autoComplete="tel-national"
        maxLength={PHONE_DISPLAY_MAX_LENGTH} readOnly={props.mobileLocked}
        hint={props.mobileLocked ? intl.formatMessage({ id: 'register.mobileVerified' }) : undefined}
        value={formatPhoneDisplay(form.mobile)} error={t(errors.mobile)}
        onChange={(e) => props.onFieldChange('mobile', e.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'register.field.email' })}
        hint={intl.formatMessage({ id: 'register.optional' })}
        name="email" type="email" autoComplete="email" maxLength={50} value={form.email} error={t(errors.email)}
        pendingError={t(pending.email)} errorsOn={INPUT_OPTIONS.email.errorsOn}
        onChange={(e) => props.onFieldChange('email', e.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'register.field.nationalId' })}
        hint={intl.formatMessage({ id: 'register.optional' })}
        name="idcard" inputMode="numeric" maxLength={13} value={form.nationalId} error={t(errors.nationalId)}
        pendingError={t(pending.nationalId)} errorsOn={INPUT_OPTIONS.idNumber.errorsOn}
        onChange={(e) => props.onFieldChange('nationalId', e.target.value)}
      />
      <fieldset className="field">
        <legend className="field__label">{intl.formatMessage({ id: 'register.field.gender' })}</legend>
        <div className="radio-row">
          {(['male', 'female', 'unspecified'] as const).map((g) => (
            <label key={g} className="radio">
              <input type="radio" name="gender" value={g} checked={form.gender === g} onChange={() => props.onGenderChange(g)} />
              {intl.formatMessage({ id: `register.gender.${g}` })}
            </label>
          ))}
        </div>
      </fieldset>
      <DateOfBirthPicker value={form.birth} years={props.years} error={t(errors.birth)} onChange={props.onBirthChange} />
      <button type="submit" className="button button--primary button--block" disabled={props.busy}>
        {intl.formatMessage({ id: 'register.submit' })}
      </button>
    </form>
  );
}
