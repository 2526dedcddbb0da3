/**
 * /profile/usernamewifi: change the Wi-Fi username and password (spec sections 3, 5 and 7), the smallest flow in
 * its whole shape (docs/conventions.md, "How to add a flow"): the page, its live actors (GET /profile/me for the
 * current username, POST /profile/me/change_username_wifi {current, change}, POST /truewifi, x-assumed payload),
 * the panel the screen replay drives, and the render-only form.
 */
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { connect, type WifiView } from '@machines/wifiCredentials/wifiCredentials.connect';
import { wifiCredentialsMachine } from '@machines/wifiCredentials/wifiCredentials.machine';
import type { ChangeCredentialsInput, ChangeUsernameInput, WifiField } from '@machines/wifiCredentials/wifiCredentials.types';
import { unwrap } from '@/api/unwrap';
import type { FieldError } from '@/domain/validation/fieldError';
import type { AppServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { Card } from '@/ui/common/Card';
import { TextField } from '@/ui/common/Field';
import { LoadingState, SlowNotice } from '@/ui/common/States';
import { PageShell } from '@/ui/layout/PageShell';
import '@/ui/form/form.css';

export default function UsernameWifiRoute() {
  const actor = useFlow(createWifiCredentialsLogic);
  return (
    <PageShell titleId="profile.wifi.title" backTo="/profile" requireSignIn>
      <WifiPanel actor={actor} />
    </PageShell>
  );
}

/** The chart with its real calls. */
function createWifiCredentialsLogic(services: Pick<AppServices, 'clients'>) {
  return wifiCredentialsMachine.provide({
    actors: {
      loadWifiUsername: fromPromise<string, void>(async ({ signal }) => {
        const answer = unwrap(await services.clients.modules.GET('/profile/me', { signal }));
        return answer.data?.wifiUsername ?? '';
      }),
      changeWifiUsername: fromPromise<void, ChangeUsernameInput>(async ({ input, signal }) => {
        unwrap(await services.clients.modules.POST('/profile/me/change_username_wifi', { body: input, signal }));
      }),
      changeWifiCredentials: fromPromise<void, ChangeCredentialsInput>(async ({ input, signal }) => {
        unwrap(
          await services.clients.modules.POST('/truewifi', {
            body: { username: input.username, password: input.password, confirm_password: input.password },
            signal,
          }),
        );
      }),
    },
  });
}

/** The form for a running wifiCredentials actor (also driven by the screen replay). */
export function WifiPanel({ actor }: { actor: ActorRefFrom<typeof wifiCredentialsMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const form = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <Card>
      <WifiForm {...form} />
    </Card>
  );
}

interface WifiFormProps {
  view: WifiView;
  onChange: (field: WifiField, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onEditAgain: () => void;
}

function WifiForm({ view, onChange, onSubmit, onRetry, onEditAgain }: WifiFormProps) {
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
