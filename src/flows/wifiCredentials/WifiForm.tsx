/** The Wi-Fi username and password form (spec sections 3 and 5). Render-only: the view comes from the wifiCredentials chart. */
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { WifiView } from '@machines/wifiCredentials/wifiCredentials.selectors';
import type { WifiField } from '@machines/wifiCredentials/wifiCredentials.types';
import type { FieldError } from '@/domain/validation/fieldError';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { TextField } from '@/ui/common/Field';
import { LoadingState, SlowNotice } from '@/ui/common/States';
import '@/ui/form/form.css';

export interface WifiFormProps {
  view: WifiView;
  onChange: (field: WifiField, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onEditAgain: () => void;
}

export function WifiForm({ view, onChange, onSubmit, onRetry, onEditAgain }: WifiFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const e = (error: FieldError | undefined) => (error ? intl.formatMessage({ id: error.id }, error.values) : undefined);
  if (view.loading) return <LoadingState label={t('common.loading')} slow={view.slow} />;
  if (view.saved) {
    return (
      <div className="form-grid">
        <p role="status" className="notice notice--success">{t('profile.wifi.saved')}</p>
        <button type="button" className="button button--secondary" onClick={onEditAgain}>
          {t('profile.wifi.changeAgain')}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="form-grid" noValidate onSubmit={submit} aria-busy={view.saving}>
      <p className="field__hint">{t('profile.wifi.rules')}</p>
      <TextField label={t('profile.wifi.username')} name="wifi_username" autoComplete="username" value={view.username} error={e(view.errors.username)} onChange={(ev) => onChange('username', ev.target.value)} />
      <TextField label={t('profile.wifi.password')} name="wifi_password" type="password" autoComplete="new-password" value={view.password} error={e(view.errors.password)} onChange={(ev) => onChange('password', ev.target.value)} />
      <TextField label={t('profile.wifi.confirm')} name="wifi_confirm" type="password" autoComplete="new-password" value={view.confirm} error={e(view.errors.confirm)} onChange={(ev) => onChange('confirm', ev.target.value)} />
      {view.failure ? (
        <div className="form-failure" role="alert">
          <p>{t('profile.wifi.failed')}</p>
          <p><ApiErrorText error={view.failure} /></p>
          <button type="button" className="button button--secondary button--small" onClick={onRetry} disabled={!view.canRetry}>
            {t('address.retry')}
          </button>
        </div>
      ) : null}
      {view.saving && view.slow ? <SlowNotice /> : null}
      <button type="submit" className="button button--primary button--block" disabled={view.saving}>
        {t(view.saving ? 'profile.wifi.saving' : 'profile.wifi.save')}
      </button>
    </form>
  );
}
