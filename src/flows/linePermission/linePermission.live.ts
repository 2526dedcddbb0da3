/**
 * Real actors of the permission check: the app's scope from LINE's access-token verify, the member's grants
 * (liff.permission.query inside LINE, GET unauthorizedPermissions elsewhere), LINE's own consent inside
 * LINE (liff.permission.requestAll) and the consent sub-window elsewhere.
 */
import { fromPromise } from 'xstate';
import { linePermissionMachine } from '@machines/linePermission/linePermission.machine';
import type { AppServices } from '@/flows/shared/services';
import { lineBearer, liffFor, requireLineAccessToken } from '@/flows/shared/lineFeatures';
import { createSubWindowLogic } from '@/flows/subWindow/subWindow.live';
import { unwrap } from '@/api/unwrap';
import { parseScope, type LinePermission } from '@/domain/line/subWindow';

export function createLinePermissionLogic(services: AppServices) {
  const { line } = services.clients;
  const token = () => requireLineAccessToken(services);
  return linePermissionMachine.provide({
    actors: {
      readAppScope: fromPromise<string[], void>(async ({ signal }) => {
        const answer = unwrap(await line.GET('/oauth2/v2.1/verify', { params: { query: { access_token: await token() } }, signal }));
        return [...parseScope(answer.scope)];
      }),
      queryGrant: fromPromise<boolean, { permission: LinePermission; inClient: boolean }>(async ({ input, signal }) => {
        if (input.inClient) return (await (await liffFor(services)).queryPermission(input.permission)).state === 'granted';
        const missing = unwrap(
          await line.GET('/liff/v2/apps/{liffId}/unauthorizedPermissions', { params: { path: { liffId: services.settings.liffId } }, headers: lineBearer(await token()), signal }),
        );
        return !missing.includes(input.permission);
      }),
      requestInClient: fromPromise<void, { permission: LinePermission }>(async () => {
        await (await liffFor(services)).requestAllPermissions();
      }),
      consentSubWindow: createSubWindowLogic(services),
    },
  });
}
