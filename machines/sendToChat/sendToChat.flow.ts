import { defineFlow } from '../flow';
import { sendToChatMachine } from './sendToChat.machine';
import type { SendToChatContext } from './sendToChat.types';

const inLine = { inClient: true, lineVersion: '14.0.0', os: 'ios' };
const base = { mainLiffId: '1650000000-devliffid', consentLiffId: '1650000000-consentsw' };

/** The LINE client decides the branches: keep it in the identity. */
function serialize(snapshot: { value: unknown; context: SendToChatContext }): string {
  const { context } = snapshot;
  return JSON.stringify({ value: snapshot.value, client: context.client, messages: Array.isArray(context.messages) ? context.messages.length : -1 });
}

export const sendToChatFlow = defineFlow({
  id: 'sendToChat',
  title: 'Send a code to my LINE chat',
  purpose: 'Inside LINE only: asks chat_message.write first, sends the code with liff.sendMessages, waits 500 ms; iOS LINE 12.0.0 answering 403 asks for an update.',
  machine: sendToChatMachine,
  screen: true,
  input: base,
  events: {
    'xstate.done.actor.detectClient': [{ output: inLine }, { output: { ...inLine, lineVersion: '12.0.0' } }, { output: { inClient: false, lineVersion: null, os: 'web' } }],
    'xstate.error.actor.detectClient': [{ error: { message: 'LIFF unavailable' } }],
    'CHAT.SEND': [{ messages: [{ type: 'text', text: 'Your code: AB12CD34' }] }, { messages: [] }],
    'CHAT.DISMISS': [{}],
    'xstate.done.actor.checkPermission': [
      { output: { granted: true, error: null } },
      { output: { granted: false, error: { code: 'FORBIDDEN', reason: 'consentDenied' } } },
      { output: { granted: false, error: { code: 'FORBIDDEN', reason: 'notInScope' } } },
    ],
    'xstate.done.actor.sendMessages': [{}],
    'xstate.error.actor.sendMessages': [{ error: { status: 403 } }, { error: { status: 500 } }],
  },
  serializeState: serialize as never,
  limit: 200,
});
