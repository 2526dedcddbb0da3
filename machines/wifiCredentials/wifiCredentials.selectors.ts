import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import type { wifiCredentialsMachine } from './wifiCredentials.machine';
import type { WifiContext } from './wifiCredentials.types';

export interface WifiView {
  loading: boolean;
  saving: boolean;
  slow: boolean;
  saved: boolean;
  username: string;
  password: string;
  confirm: string;
  errors: WifiContext['errors'];
  failure?: ApiError;
  canSubmit: boolean;
  canRetry: boolean;
}

export function selectWifiView(snapshot: SnapshotFrom<typeof wifiCredentialsMachine>): WifiView {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    saving: snapshot.hasTag('saving'),
    slow: snapshot.hasTag('slow'),
    saved: snapshot.matches('saved'),
    username: context.username,
    password: context.password,
    confirm: context.confirm,
    errors: context.errors,
    failure: snapshot.matches('failed') ? context.failure : undefined,
    canSubmit: snapshot.can({ type: 'WIFI.SUBMIT' }),
    canRetry: snapshot.can({ type: 'WIFI.RETRY' }),
  };
}
