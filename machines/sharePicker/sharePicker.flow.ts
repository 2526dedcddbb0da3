import { defineFlow } from '../flow';
import { sharePickerMachine } from './sharePicker.machine';
import type { ShareContext } from './sharePicker.types';

const card = [{ type: 'flex', altText: 'Iced latte for 120 points', contents: { type: 'bubble' } }];
const link = { url: 'https://example.org/campaign/1001', title: 'Iced latte', text: 'Iced latte for 120 points' };
const inLine = { inClient: true, lineVersion: '14.0.0', os: 'ios' };
const browser = { inClient: false, lineVersion: null, os: 'web' };

/** The facts decide the branch: keep them in the identity (the messages are one of two samples). */
function serialize(snapshot: { value: unknown; context: ShareContext }): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    inClient: context.client.inClient,
    line: context.lineLoggedIn,
    device: context.deviceShare,
    picker: context.pickerAvailability,
    messages: Array.isArray(context.messages) ? context.messages.length : -1,
  });
}

export const sharePickerFlow = defineFlow({
  id: 'sharePicker',
  title: 'Share with LINE friends (share target picker)',
  purpose: "Validates 1 to 5 messages, then shares through LIFF's picker in LINE, the polled share-picker window in a browser, or the device share sheet / copied link.",
  machine: sharePickerMachine,
  screen: true,
  input: { liffId: '1650000000-devliffid' },
  events: {
    'xstate.done.actor.detectShareContext': [
      { output: { client: inLine, lineLoggedIn: true, deviceShare: false, pickerAvailability: 'available' } },
      { output: { client: browser, lineLoggedIn: true, deviceShare: true, pickerAvailability: 'available' } },
      { output: { client: browser, lineLoggedIn: false, deviceShare: true, pickerAvailability: 'available' } },
      { output: { client: browser, lineLoggedIn: false, deviceShare: false, pickerAvailability: 'available' } },
      { output: { client: { ...inLine, lineVersion: '10.0.0' }, lineLoggedIn: true, deviceShare: false, pickerAvailability: 'updateRequired', pickerMinVersion: '10.11.0' } },
      { output: { client: inLine, lineLoggedIn: false, deviceShare: false, pickerAvailability: 'available' } },
    ],
    'xstate.error.actor.detectShareContext': [{ error: { message: 'LIFF unavailable' } }],
    'xstate.done.actor.checkPermission': [
      { output: { granted: true, error: null } },
      { output: { granted: false, error: { code: 'FORBIDDEN', reason: 'consentDenied', sdkMessage: 'agreementDenied' } } },
    ],
    'xstate.error.actor.checkPermission': [{ error: { status: 500 } }],
    'SHARE.OPEN': [{ messages: card, link }, { messages: [], link }],
    'SHARE.DISMISS': [{}],
    'WINDOW.OPENED': [{ ott: 'ott1abc' }],
    'WINDOW.BLOCKED': [{}],
    'WINDOW.FAILED': [{ error: { code: 'UNKNOWN', reason: 'network' } }],
    'WINDOW.CLOSED': [{}],
    'xstate.done.actor.liffShareTargetPicker': [{ output: { status: 'success' } }, { output: null }, { output: { status: 'error' } }],
    'xstate.error.actor.liffShareTargetPicker': [{ error: { reason: 'shareFailed' } }],
    'xstate.done.actor.pollShareResult': [{ output: { status: 'pending' } }, { output: { status: 'success' } }, { output: { status: 'cancel' } }, { output: { status: 'error' } }],
    'xstate.error.actor.pollShareResult': [{ error: { status: 0 } }],
    'xstate.done.actor.cancelShare': [{ output: { status: 'cancel' } }, { output: { status: 'success' } }],
    'xstate.error.actor.cancelShare': [{ error: { status: 500 } }],
    'xstate.done.actor.deviceShare': [{}],
    'xstate.error.actor.deviceShare': [{ error: { name: 'AbortError' } }, { error: { name: 'NotAllowedError' } }],
    'xstate.done.actor.copyLink': [{}],
    'xstate.error.actor.copyLink': [{ error: { name: 'NotAllowedError' } }],
  },
  serializeState: serialize as never,
  limit: 400,
});
