/** Real actors of "send to my chat": the permission check and liff.sendMessages. */
import { fromPromise } from 'xstate';
import { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';
import type { SendToChatInput } from '@machines/sendToChat/sendToChat.types';
import type { AppServices } from '@/flows/shared/services';
import { lineClient, liffFor } from '@/flows/shared/lineFeatures';
import { createLinePermissionLogic } from '@/flows/linePermission/linePermission.live';
import type { LineClient } from '@/domain/line/clientLimits';

/** The flow's input: the main LIFF app and the LIFF app of the consent sub-window (the same app here). */
export function sendToChatInputFor(services: AppServices): SendToChatInput {
  return { mainLiffId: services.settings.liffId, consentLiffId: services.settings.liffId };
}

export function createSendToChatLogic(services: AppServices) {
  return sendToChatMachine.provide({
    actors: {
      detectClient: fromPromise<LineClient, void>(async () => lineClient(services)),
      checkPermission: createLinePermissionLogic(services),
      sendMessages: fromPromise<void, { messages: unknown }>(async ({ input }) => {
        await (await liffFor(services)).sendMessages(input.messages as unknown[]);
      }),
    },
  });
}
