import { defineFlow } from '../flow';
import { wifiCredentialsMachine } from './wifiCredentials.machine';

function serializeWifiState(snapshot: ReturnType<typeof wifiCredentialsMachine.resolveState>): string {
  const c = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    usernameOk: c.username.length >= 8,
    passwordOk: c.password.length >= 8,
    confirmed: c.confirm !== '' && c.confirm === c.password,
    changed: c.username !== c.currentUsername,
  });
}

export const wifiCredentialsFlow = defineFlow({
  id: 'wifiCredentials',
  title: 'Wi-Fi username and password',
  purpose: 'Changes the Wi-Fi username and password with the rules shown as the member types, through both Wi-Fi calls.',
  machine: wifiCredentialsMachine,
  screen: true,
  events: {
    'xstate.done.actor.loadWifiUsername': [{ output: 'somchai_wifi' }],
    'xstate.error.actor.loadWifiUsername': [{ error: { message: 'Server error', status: 500 } }],
    'WIFI.FIELD_CHANGED': [
      { field: 'username', value: 'somchai_wifi' },
      { field: 'username', value: 'new_wifi_01' },
      { field: 'password', value: 'Cafe_2025x' },
      { field: 'confirm', value: 'Cafe_2025x' },
      { field: 'confirm', value: 'nope' },
    ],
    'WIFI.SUBMIT': [{}],
    'WIFI.RETRY': [{}],
    'WIFI.EDIT_AGAIN': [{}],
    'xstate.done.actor.changeWifiUsername': [{ output: undefined }],
    'xstate.error.actor.changeWifiUsername': [{ error: { message: 'Wrong current username', status: 400, id: 1400 } }],
    'xstate.done.actor.changeWifiCredentials': [{ output: undefined }],
    'xstate.error.actor.changeWifiCredentials': [{ error: { message: 'Server error', status: 500 } }],
  },
  serializeState: serializeWifiState,
  limit: 300,
});
