/**
 * linePermission: before an action that needs a LINE permission (profile, chat_message.write), check it
 * against the app's scope and the member's grants (spec section 6). Not in the app's scope: a translated
 * error. Granted: go ahead. Not yet granted: inside LINE, LINE's consent; in an external browser the consent
 * sub-window (the subWindow flow) — except chat_message.write, which is never requested in an external browser.
 */
import { assign, setup } from 'xstate';
import { decidePermission } from '@/domain/line/subWindow';
import { lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { errorOf } from '../shared/actorEvents';
import { requestDelays, requestState } from '../shared/request';
import type { SubWindowOutput } from '../subWindow/subWindow.types';
import { linePermissionActors } from './linePermission.actors';
import type { LinePermissionContext, LinePermissionInput, LinePermissionOutput } from './linePermission.types';

function decision(context: LinePermissionContext) {
  return decidePermission(context.permission, new Set(context.appScope), context.granted, context.inClient).kind;
}

export const linePermissionMachine = setup({
  types: {
    context: {} as LinePermissionContext,
    input: {} as LinePermissionInput,
    output: {} as LinePermissionOutput,
  },
  actors: linePermissionActors,
  guards: {
    isGranted: ({ context }) => decision(context) === 'granted',
    notInScope: ({ context }) => decision(context) === 'notInScope',
    notInBrowser: ({ context }) => decision(context) === 'notInBrowser',
    inClient: ({ context }) => context.inClient,
    consentSubmitted: (_, out: SubWindowOutput) => {
      const permissions = (out.result as { permissions?: unknown } | null)?.permissions;
      return out.status === 'submit' && Array.isArray(permissions);
    },
    subWindowFailed: (_, out: SubWindowOutput) => out.error !== null,
  },
  delays: { REQUEST_TIMEOUT: requestDelays.REQUEST_TIMEOUT },
  actions: {
    /** LINE did not answer within REQUEST_TIMEOUT: the call was cancelled, reported as unreachable. */
    assignTimeout: assign({ error: () => lineFeatureError('network') }),
    assignScope: assign({ appScope: (_, appScope: string[]) => appScope }),
    assignGranted: assign({ granted: (_, granted: boolean) => granted }),
    markGranted: assign({ granted: true }),
    assignScopeError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'loginRequired') }),
    assignQueryError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'server') }),
    assignNotInScope: assign({ error: () => lineFeatureError('notInScope') }),
    assignNotInBrowser: assign({ error: () => lineFeatureError('notInBrowser') }),
    assignDenied: assign({ error: () => lineFeatureError('consentDenied', { sdkMessage: 'agreementDenied' }) }),
    assignSubWindowError: assign({ error: (_, out: SubWindowOutput) => out.error }),
    assignConsentError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'consentDenied') }),
  },
}).createMachine({
  id: 'linePermission',
  context: ({ input }) => ({ ...input, appScope: [], granted: false, error: null }),
  output: ({ context }) => ({ granted: context.granted && context.error === null, error: context.error }),
  initial: 'readingScope',
  states: {
    readingScope: {
      description: "The LIFF app's scope (access-token verify); cancelled after REQUEST_TIMEOUT.",
      ...requestState({ onTimeout: { target: 'failed', actions: 'assignTimeout' }, slowNotice: false }),
      invoke: {
        id: 'readAppScope',
        src: 'readAppScope',
        onDone: { target: 'querying', actions: { type: 'assignScope', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignScopeError' },
      },
    },
    querying: {
      description: 'Has the member granted it already? Cancelled after REQUEST_TIMEOUT.',
      ...requestState({ onTimeout: { target: 'failed', actions: 'assignTimeout' }, slowNotice: false }),
      invoke: {
        id: 'queryGrant',
        src: 'queryGrant',
        input: ({ context }) => ({ permission: context.permission, inClient: context.inClient }),
        onDone: { target: 'deciding', actions: { type: 'assignGranted', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'assignQueryError' },
      },
    },
    deciding: {
      always: [
        { guard: 'notInScope', target: 'failed', actions: 'assignNotInScope' },
        { guard: 'isGranted', target: 'granted' },
        { guard: 'notInBrowser', target: 'failed', actions: 'assignNotInBrowser' },
        { guard: 'inClient', target: 'requestingInClient' },
        { target: 'consenting' },
      ],
    },
    requestingInClient: {
      description: "Inside LINE: LINE's own consent screen.",
      invoke: {
        id: 'requestInClient',
        src: 'requestInClient',
        input: ({ context }) => ({ permission: context.permission }),
        onDone: { target: 'granted', actions: 'markGranted' },
        onError: { target: 'denied', actions: 'assignConsentError' },
      },
    },
    consenting: {
      description: 'External browser: the consent sub-window.',
      invoke: {
        id: 'consentSubWindow',
        src: 'consentSubWindow',
        input: ({ context }) => ({
          mainLiffId: context.mainLiffId,
          subLiffId: context.consentLiffId,
          appData: { permission: context.permission },
          inParentWindow: context.inParentWindow,
        }),
        onDone: [
          { guard: { type: 'consentSubmitted', params: ({ event }) => event.output }, target: 'granted', actions: 'markGranted' },
          { guard: { type: 'subWindowFailed', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'assignSubWindowError', params: ({ event }) => event.output } },
          { target: 'denied', actions: 'assignDenied' },
        ],
      },
    },
    granted: { type: 'final' },
    denied: { type: 'final', description: 'The member said no (or closed the consent).' },
    failed: { type: 'final', description: 'Not in the app scope, not requestable here, or LINE could not be asked.' },
  },
});
