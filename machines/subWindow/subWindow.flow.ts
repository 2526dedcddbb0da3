import { defineFlow } from '../flow';
import { subWindowMachine } from './subWindow.machine';
import type { SubWindowContext } from './subWindow.types';

/** Attempts are bounded (10), so they can stay in the identity and the 10th attempt is reachable. */
function serialize(snapshot: { value: unknown; context: SubWindowContext }): string {
  return JSON.stringify({ value: snapshot.value, attempts: snapshot.context.attempts, updated: snapshot.context.statusUpdated });
}

const input = { mainLiffId: '1650000000-devliffid', subLiffId: '1650000000-consentsw', appData: { permission: 'chat_message.write' }, inParentWindow: true };

export const subWindowFlow = defineFlow({
  id: 'subWindow',
  title: 'LINE sub-window (consent and other child windows)',
  purpose: 'Opens a 480x640 sub-window from the parent window and waits for submit, cancel, close or error, retrying the result after 1 s (10 attempts or 10 minutes; a 4xx stops at once).',
  machine: subWindowMachine,
  screen: { none: "Watches a browser sub-window the app opens (LINE's consent page): the person acts in that window, not on a screen of this app; a child of linePermission, whose outcome shows through the Send to my chat control." },
  input,
  inputs: { childWindow: { ...input, inParentWindow: false } },
  events: {
    'WINDOW.OPENED': [{ msit: 'msit1abc', mstChallenge: 'c'.repeat(43) }],
    'WINDOW.BLOCKED': [{}],
    'WINDOW.FAILED': [{ error: { code: 'UNKNOWN', reason: 'network' } }],
    'WINDOW.CLOSED': [{}],
    'xstate.done.actor.waitResult': [
      { output: { kind: 'result', status: 'submit', result: { permissions: ['chat_message.write'] } } },
      { output: { kind: 'pending' } },
      { output: { kind: 'errorStatus' } },
    ],
    'xstate.error.actor.waitResult': [{ error: { status: 503 } }, { error: { status: 400 } }],
    'xstate.done.actor.waitResultOnClose': [{ output: { kind: 'result', status: 'cancel' } }, { output: { kind: 'pending' } }],
    'xstate.error.actor.waitResultOnClose': [{ error: { status: 0 } }],
  },
  serializeState: serialize as never,
  limit: 300,
});
