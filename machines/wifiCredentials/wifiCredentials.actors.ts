/** Typed default actors of the Wi-Fi credentials chart; real ones in src/flows/wifiCredentials/wifiCredentials.live.ts. */
import { fromPromise } from 'xstate';
import type { ChangeCredentialsInput, ChangeUsernameInput } from './wifiCredentials.types';

/** GET /profile/me → the member's current Wi-Fi username ('' when none). */
export const loadWifiUsername = fromPromise<string, void>(async () => {
  throw new Error('wifiCredentials.loadWifiUsername is not provided');
});

/** POST /profile/me/change_username_wifi {current, change}. */
export const changeWifiUsername = fromPromise<void, ChangeUsernameInput>(async () => {
  throw new Error('wifiCredentials.changeWifiUsername is not provided');
});

/** POST {module-api}/truewifi {username, password, confirm_password}. */
export const changeWifiCredentials = fromPromise<void, ChangeCredentialsInput>(async () => {
  throw new Error('wifiCredentials.changeWifiCredentials is not provided');
});
