/** Real actors of "send to my chat": the permission check and liff.sendMessages. */
import { fromPromise } from 'xstate';
import { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';
import type { SendToChatInput } from '@machines/sendToChat/sendToChat.types';
import type { AppServices } from '@/app/services';
import { lineClient, liffFor } from '@/app/line/lineFeatures';
import { createLinePermissionLogic } from '@/app/wiring/linePermission';

export async function sendToChatInputFor(services: AppServices): Promise<SendToChatInput> {
  const client = await lineClient(services).catch(() => ({ inClient: false, lineVersion: null, os: 'web' }));
  return { client, mainLiffId: services.settings.liffId, consentLiffId: services.settings.liffId };
}

export function createSendToChatLogic(services: AppServices) {
  return sendToChatMachine.provide({
    actors: {
      checkPermission: createLinePermissionLogic(services),
      sendMessages: fromPromise<void, { messages: unknown }>(async ({ input }) => {
        await (await liffFor(services)).sendMessages(input.messages as unknown[]);
      }),
    },
  });
}
