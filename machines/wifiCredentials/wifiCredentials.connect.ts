/**
 * The Wi-Fi form's connect: snapshot + send → what the form shows (Save and Try again enabled from
 * `snapshot.can`) and the handlers that send the chart's events. Pure like the chart, so the screen, its
 * replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { wifiCredentialsMachine } from './wifiCredentials.machine';
import { selectWifiView, type WifiView } from './wifiCredentials.selectors';
import type { WifiEvent, WifiField } from './wifiCredentials.types';

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
