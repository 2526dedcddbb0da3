/**
 * sendToChat: "Send to my chat" inside LINE: the serial code goes to the chat the member opened
 * the app from. Only inside the LINE app (liff.sendMessages) and a LINE version that has it; the messages
 * are validated (1 to 5, each with a type); chat_message.write is asked first (the linePermission flow).
 * After sending, a 500 ms wait (spec section 9) before it counts as sent. On the one iOS LINE version of
 * section 8, a 403 asks the member to update LINE to 12.0.1 or later.
 */
import { assign, setup } from 'xstate';
import { featureAvailability, isIosUpdateRequired, IOS_403_UPDATE_TO } from '@/domain/line/clientLimits';
import { lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { validateShareMessages } from '@/domain/line/shareMessages';
import { AFTER_MESSAGE_WAIT_MS } from '@/domain/line/subWindow';
import { errorOf } from '../shared/actorEvents';
import { requestDelays, requestState } from '../shared/request';
import type { LinePermissionOutput } from '../linePermission/linePermission.types';
import { sendToChatActors } from './sendToChat.actors';
import type { SendToChatContext, SendToChatEvent, SendToChatInput } from './sendToChat.types';
import type { LineClient } from '@/domain/line/clientLimits';

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export const sendToChatMachine = setup({
  types: {
    context: {} as SendToChatContext,
    input: {} as SendToChatInput,
    events: {} as SendToChatEvent,
  },
  actors: sendToChatActors,
  delays: { AFTER_MESSAGE_WAIT: AFTER_MESSAGE_WAIT_MS, REQUEST_TIMEOUT: requestDelays.REQUEST_TIMEOUT },
  guards: {
    notAvailable: ({ context }) => !featureAvailability('sendMessages', context.client).available,
    messagesInvalid: ({ context }) => !validateShareMessages(context.messages).ok,
    permissionGranted: (_, permission: LinePermissionOutput) => permission.granted,
    permissionRefused: (_, permission: LinePermissionOutput) => permission.error?.reason === 'consentDenied',
    iosUpdateRequired: ({ context, event }) => isIosUpdateRequired(statusOf(errorOf(event)), context.client),
  },
  actions: {
    /** LINE did not answer the send within REQUEST_TIMEOUT: cancelled, reported as unreachable. */
    assignTimeout: assign({ error: () => lineFeatureError('network') }),
    assignMessages: assign({ messages: ({ event }) => (event.type === 'CHAT.SEND' ? event.messages : []), error: null }),
    assignUnavailable: assign({
      error: ({ context }) => {
        const availability = featureAvailability('sendMessages', context.client);
        if (!availability.available && availability.reason === 'updateRequired') return lineFeatureError('updateRequired', { minVersion: availability.minVersion });
        return lineFeatureError('inClientOnly');
      },
    }),
    assignInvalid: assign({
      error: ({ context }) => {
        const check = validateShareMessages(context.messages);
        return lineFeatureError('invalidMessages', check.ok ? {} : { sdkMessage: check.problem });
      },
    }),
    assignPermissionError: assign({ error: (_, permission: LinePermissionOutput) => permission.error ?? lineFeatureError('consentDenied') }),
    assignIosUpdate: assign({ error: () => lineFeatureError('iosUpdateRequired', { status: 403, minVersion: IOS_403_UPDATE_TO }) }),
    assignSendError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'sendFailed') }),
    clearError: assign({ error: null }),
    assignClient: assign({ client: (_, client: LineClient) => client }),
  },
}).createMachine({
  id: 'sendToChat',
  context: ({ input }) => ({ ...input, client: { inClient: false, lineVersion: null, os: 'web' }, messages: [], error: null }),
  initial: 'detecting',
  states: {
    detecting: {
      description: 'Inside LINE? Which version?',
      invoke: { id: 'detectClient', src: 'detectClient', onDone: { target: 'idle', actions: { type: 'assignClient', params: ({ event }) => event.output } }, onError: { target: 'idle' } },
    },
    idle: { description: '"Send to my chat" is ready.', on: { 'CHAT.SEND': { target: 'checking', actions: 'assignMessages' } } },
    checking: {
      always: [
        { guard: 'notAvailable', target: 'unavailable', actions: 'assignUnavailable' },
        { guard: 'messagesInvalid', target: 'failed', actions: 'assignInvalid' },
        { target: 'askingPermission' },
      ],
    },
    askingPermission: {
      description: 'chat_message.write: in the app scope, granted, or asked for now.',
      tags: ['busy'],
      invoke: {
        id: 'checkPermission',
        src: 'checkPermission',
        input: ({ context }) => ({
          permission: 'chat_message.write' as const,
          inClient: context.client.inClient,
          mainLiffId: context.mainLiffId,
          consentLiffId: context.consentLiffId,
          inParentWindow: true,
        }),
        onDone: [
          { guard: { type: 'permissionGranted', params: ({ event }) => event.output }, target: 'sending' },
          { guard: { type: 'permissionRefused', params: ({ event }) => event.output }, target: 'denied', actions: { type: 'assignPermissionError', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignPermissionError', params: ({ event }) => event.output } },
        ],
      },
    },
    sending: {
      description: 'The messages are sent to the chat; cancelled after REQUEST_TIMEOUT.',
      tags: ['busy'],
      ...requestState({ onTimeout: { target: 'failed', actions: 'assignTimeout' }, slowNotice: false }),
      invoke: {
        id: 'sendMessages',
        src: 'sendMessages',
        input: ({ context }) => ({ messages: context.messages }),
        onDone: { target: 'settling' },
        onError: [
          { guard: 'iosUpdateRequired', target: 'updateRequired', actions: 'assignIosUpdate' },
          { target: 'failed', actions: 'assignSendError' },
        ],
      },
    },
    settling: { description: 'Spec section 9: wait 500 ms after a message.', tags: ['busy'], after: { AFTER_MESSAGE_WAIT: 'sent' } },
    sent: { description: 'The code is in the chat.', on: { 'CHAT.DISMISS': 'idle', 'CHAT.SEND': { target: 'checking', actions: 'assignMessages' } } },
    denied: { description: 'The member did not allow sending messages.', on: { 'CHAT.DISMISS': { target: 'idle', actions: 'clearError' }, 'CHAT.SEND': { target: 'checking', actions: 'assignMessages' } } },
    updateRequired: { description: 'iOS LINE 12.0.0 answered 403: update LINE to 12.0.1 or later.', on: { 'CHAT.DISMISS': { target: 'idle', actions: 'clearError' }, 'CHAT.SEND': { target: 'checking', actions: 'assignMessages' } } },
    unavailable: { description: 'Outside LINE or a LINE version without it: a translated explanation.', on: { 'CHAT.DISMISS': { target: 'idle', actions: 'clearError' }, 'CHAT.SEND': { target: 'checking', actions: 'assignMessages' } } },
    failed: { description: 'A translated error; send again to retry.', on: { 'CHAT.DISMISS': { target: 'idle', actions: 'clearError' }, 'CHAT.SEND': { target: 'checking', actions: 'assignMessages' } } },
  },
});
