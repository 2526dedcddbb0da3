/** /register/phone first step: the mobile number to verify by OTP. Render-only. */
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatPhoneInput, PHONE_DISPLAY_MAX_LENGTH } from '@/domain/validation/phone';
import { TextField } from '@/ui/common/Field';

type Message = { id: string; values?: Record<string, string | number> };

export interface MobileStepProps {
  mobile: string;
  error?: Message;
  failure: Message | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

export function MobileStep(props: MobileStepProps) {
  const intl = useIntl();
  const t = (m?: Message | null) => (m ? intl.formatMessage({ id: m.id }, m.values) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="form__intro">{intl.formatMessage({ id: 'register.phone.intro' })}</p>
      {props.failure ? <p role="alert" className="form__failure">{t(props.failure)}</p> : null}
      <TextField
        label={intl.formatMessage({ id: 'register.field.mobile' })}
        name="contact_number" type="tel" inputMode="numeric" autoComplete="tel-national"
        maxLength={PHONE_DISPLAY_MAX_LENGTH} value={formatPhoneInput(props.mobile)} error={t(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <button type="submit" className="button button--primary button--block" disabled={props.busy}>
        {intl.formatMessage({ id: 'register.phone.requestOtp' })}
      </button>
    </form>
  );
}
