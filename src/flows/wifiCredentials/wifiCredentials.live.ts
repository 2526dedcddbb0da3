/**
 * Real actors of the Wi-Fi credentials chart: GET /profile/me for the current Wi-Fi username,
 * POST /profile/me/change_username_wifi {current, change}, POST /truewifi (x-assumed payload).
 */
import { fromPromise } from 'xstate';
import { wifiCredentialsMachine } from '@machines/wifiCredentials/wifiCredentials.machine';
import type { ChangeCredentialsInput, ChangeUsernameInput } from '@machines/wifiCredentials/wifiCredentials.types';
import type { AppServices } from '@/flows/shared/services';
import { unwrap } from '@/api/unwrap';

export function createWifiCredentialsLogic(services: Pick<AppServices, 'clients'>) {
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
