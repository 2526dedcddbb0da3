/** Default actors of "send to my chat": typed stubs; the app provides the real ones (src/flows/sendToChat/sendToChat.live.ts). */
import { notProvided } from '../shared/provided';
import type { LineClient } from '@/domain/line/clientLimits';
import { linePermissionMachine } from '../linePermission/linePermission.machine';

export const sendToChatActors = {
  /** Inside LINE or not, the LINE version and OS. */
  detectClient: notProvided<LineClient, void>('sendToChat.detectClient'),
  /** The chat_message.write permission check (a linePermission child flow). */
  checkPermission: linePermissionMachine,
  /** liff.sendMessages(messages); rejects with `{ status }` (403 on the iOS LINE version of section 8). */
  sendMessages: notProvided<void, { messages: unknown }>('sendToChat.sendMessages'),
};
