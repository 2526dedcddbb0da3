/**
 * Real actors of the share picker: LIFF's picker inside LINE; in a browser the profile permission check (with
 * the consent sub-window) and the share-picker window on the LINE access host with its one-time token and
 * result calls (`services.clients.line`); the device share sheet; the clipboard.
 */
import { fromCallback, fromPromise } from 'xstate';
import { sharePickerMachine } from '@machines/sharePicker/sharePicker.machine';
import type { ShareEvent, ShareFacts, ShareLink, ShareResultStatus, ShareWindowEvent } from '@machines/sharePicker/sharePicker.types';
import type { AppServices } from '@/flows/shared/services';
import { isInMessagingClient } from '@/platform/line/liffMockSwitch';
import { lineAccessToken, lineBearer, lineClient, liffFor, requireLineAccessToken } from '@/flows/shared/lineFeatures';
import { hostLineWindow, isParentWindow } from '@/platform/line/lineWindow';
import { createLinePermissionLogic } from '@/flows/linePermission/linePermission.live';
import { unwrap } from '@/api/unwrap';
import { featureAvailability } from '@/domain/line/clientLimits';
import { SHARE_WINDOW_SIZE } from '@/domain/line/subWindow';

/** Where the app runs, and whether LINE can be used. */
async function detectShareContext(services: AppServices): Promise<ShareFacts> {
  const client = await lineClient(services).catch(() => ({ inClient: false, lineVersion: null, os: 'web' }));
  const token = await lineAccessToken(services).catch(() => null);
  const availability = featureAvailability('shareTargetPicker', client);
  return {
    client,
    lineLoggedIn: Boolean(token),
    deviceShare: typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    pickerAvailability: availability.available ? 'available' : availability.reason,
    ...(availability.available || availability.reason !== 'updateRequired' ? {} : { pickerMinVersion: availability.minVersion }),
    inParentWindow: isParentWindow(),
  };
}

export function createSharePickerLogic(services: AppServices) {
  const { line } = services.clients;
  const token = () => requireLineAccessToken(services, 'needAccessToken');
  return sharePickerMachine.provide({
    actors: {
      detectShareContext: fromPromise<ShareFacts, void>(async () => detectShareContext(services)),
      checkPermission: createLinePermissionLogic(services),
      liffShareTargetPicker: fromPromise<{ status: ShareResultStatus } | null, { messages: unknown }>(async ({ input }) => {
        const liff = await liffFor(services);
        return liff.shareTargetPicker(input.messages as unknown[]);
      }),
      shareWindow: fromCallback<ShareWindowEvent, { liffId: string; messages: unknown }, ShareEvent>(({ input, sendBack, receive }) =>
        hostLineWindow({
          name: 'line-share-picker',
          ...SHARE_WINDOW_SIZE,
          payload: { messages: input.messages },
          failureReason: 'shareFailed',
          sendBack,
          receive,
          locate: async (signal) => {
            const { ott } = unwrap(
              await line.GET('/liff/v2/apps/{liffId}/ott', { params: { path: { liffId: input.liffId } }, headers: lineBearer(await token()), signal }),
            );
            const url = new URL(`${services.settings.baseUrls.lineAccess}/liff/shareTargetPicker`, window.location.href);
            url.searchParams.set('liffId', input.liffId);
            url.searchParams.set('ott', ott);
            return { url: url.toString(), opened: { type: 'WINDOW.OPENED', ott } };
          },
        }),
      ),
      pollShareResult: fromPromise<{ status: ShareResultStatus }, { liffId: string; ott: string }>(async ({ input, signal }) =>
        unwrap(await line.GET('/liff/v2/apps/{liffId}/shareTargetPicker/result', { params: { path: { liffId: input.liffId }, query: { ott: input.ott } }, signal })),
      ),
      cancelShare: fromPromise<{ status: ShareResultStatus }, { liffId: string; ott: string }>(async ({ input, signal }) =>
        unwrap(
          await line.POST('/liff/v2/apps/{liffId}/shareTargetPicker/result', {
            params: { path: { liffId: input.liffId } },
            body: { ott: input.ott, result: 'CANCEL' },
            signal,
          }),
        ),
      ),
      deviceShare: fromPromise<void, ShareLink>(async ({ input }) => {
        await navigator.share({ title: input.title, text: input.text, url: input.url });
      }),
      copyLink: fromPromise<void, ShareLink>(async ({ input }) => {
        await navigator.clipboard.writeText(input.url);
      }),
    },
  });
}

/** Whether this page can offer Share at all (LINE, a share sheet or a clipboard). */
export function canOfferShare(): boolean {
  return isInMessagingClient() || typeof navigator.share === 'function' || typeof navigator.clipboard?.writeText === 'function';
}
