import { defineFlow } from '../flow';
import { linePermissionMachine } from './linePermission.machine';
import type { LinePermissionContext } from './linePermission.types';

/** What decides the branch: whether the permission is in the app's scope and whether it is granted. */
function serialize(snapshot: { value: unknown; context: LinePermissionContext }): string {
  const { context } = snapshot;
  return JSON.stringify({ value: snapshot.value, inScope: context.appScope.includes(context.permission), granted: context.granted });
}

const input = { permission: 'chat_message.write', inClient: false, mainLiffId: '1650000000-devliffid', consentLiffId: '1650000000-consentsw', inParentWindow: true };

export const linePermissionFlow = defineFlow({
  id: 'linePermission',
  title: 'LINE permission check and consent',
  purpose: "Checks a permission against the app's scope and the member's grants; asks with LINE's consent in the app or the consent sub-window in a browser (never chat_message.write in a browser).",
  machine: linePermissionMachine,
  screen: { none: "A child of sendToChat (checkPermission): LINE's own consent screen or the consent sub-window asks the person; its outcome shows through the Send to my chat control of the serial dialog." },
  input: { ...input, permission: 'profile' },
  inputs: { chatInBrowser: input, chatInLine: { ...input, inClient: true } },
  events: {
    'xstate.done.actor.readAppScope': [{ output: ['openid', 'profile', 'chat_message.write'] }, { output: ['openid'] }],
    'xstate.error.actor.readAppScope': [{ error: { reason: 'loginRequired' } }],
    'xstate.done.actor.queryGrant': [{ output: true }, { output: false }],
    'xstate.error.actor.queryGrant': [{ error: { status: 500 } }],
    'xstate.done.actor.requestInClient': [{}],
    'xstate.error.actor.requestInClient': [{ error: { status: 403 } }],
    'xstate.done.actor.consentSubWindow': [
      { output: { status: 'submit', result: { permissions: ['profile'] }, statusUpdated: true, error: null } },
      { output: { status: 'cancel', result: {}, statusUpdated: true, error: null } },
      { output: { status: 'error', result: null, statusUpdated: false, error: { code: 'POPUP_WINDOW_NOT_OPENED', reason: 'popupBlocked' } } },
    ],
  },
  serializeState: serialize as never,
  limit: 100,
});
