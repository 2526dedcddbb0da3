/**
 * The Wi-Fi form's connect: snapshot + send → what the form shows (Save and Try again enabled from
 * `snapshot.can`) and the handlers that send the chart's events. Pure like the chart, so the screen, its
 * replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { wifiCredentialsMachine } from './wifiCredentials.machine';
import type { ApiError } from '@/domain/apiError';
import type { WifiContext, WifiEvent, WifiField } from './wifiCredentials.types';

/** What the form shows. */
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

/** Sends one of the Wi-Fi chart's events (the running actor's `send`). */
export type WifiSend = (event: WifiEvent) => void;

/** The form's view and its intents. */
export interface WifiFormView {
  view: WifiView;
  onChange: (field: WifiField, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onEditAgain: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof wifiCredentialsMachine>, send: WifiSend): WifiFormView {
  return {
    view: selectWifiView(snapshot),
    onChange: (field, value) => send({ type: 'WIFI.FIELD_CHANGED', field, value }),
    onSubmit: () => send({ type: 'WIFI.SUBMIT' }),
    onRetry: () => send({ type: 'WIFI.RETRY' }),
    onEditAgain: () => send({ type: 'WIFI.EDIT_AGAIN' }),
  };
}
