/**
 * sharePicker: share a reward (or an invitation) with LINE friends (spec sections 4 "Sub-window and share
 * picker", 5 "Share messages", 6 and 9). The message list is validated first (1 to 5, each with a type).
 * Then, by where the app runs:
 * - inside LINE: LIFF's own share target picker (the LINE version must have it);
 * - in an external browser with a LINE sign-in: first the profile permission (spec section 6: the window sends
 *   as the member, with their LINE name and picture), checked by the linePermission flow: in the app's scope
 *   (else a translated error), granted, or asked for with the consent sub-window; refused or closed, nothing is
 *   shared. Then the share-picker window: opened at once, gets a one-time token, then a health check every
 *   1 s notices the window closing and the result is polled every 500 ms (success, cancel or error);
 *   everything stops after 10 minutes. A window closed without a result is reported to LINE as CANCEL.
 *   Browsers let a tap open windows for a few seconds: the permission check takes two quick calls, but after
 *   the member answers the consent sub-window a strict browser may block the share window, which shows the
 *   translated "allow pop-ups" error and Share again (now granted, the window opens at once);
 * - where LINE is not available at all: the device's own share sheet, or the link is copied (the copied notice
 *   goes after section 9's default 1500 ms).
 * The member sees shared, cancelled, link copied or a translated error, and can share again.
 */
import { assign, sendTo, setup } from 'xstate';
import { validateShareMessages } from '@/domain/line/shareMessages';
import { type LineFeatureError, lineFeatureError, toLineFeatureError } from '@/domain/line/featureErrors';
import { SHARE_HEALTH_CHECK_MS, SHARE_MAX_DURATION_MS, SHARE_POLL_MS } from '@/domain/line/subWindow';
import { COPIED_NOTICE_MS } from '@/domain/copiedNotice';
import { errorOf } from '../shared/actorEvents';
import { sharePickerActors } from './sharePicker.actors';
import type { LinePermissionOutput } from '../linePermission/linePermission.types';
import type { ShareEvent, ShareFacts, ShareInput, ShareContext, ShareResultStatus } from './sharePicker.types';

type ShareResult = { status: ShareResultStatus } | null;

/** A guard on the answer of the picker or of the share-result calls, passed as params. */
function resultIs(status: ShareResultStatus) {
  return (_: unknown, result: ShareResult) => result?.status === status;
}

export const sharePickerMachine = setup({
  types: {
    context: {} as ShareContext,
    input: {} as ShareInput,
    events: {} as ShareEvent,
  },
  actors: sharePickerActors,
  delays: {
    SHARE_HEALTH_CHECK: SHARE_HEALTH_CHECK_MS,
    SHARE_POLL: SHARE_POLL_MS,
    SHARE_MAX_DURATION: SHARE_MAX_DURATION_MS,
    COPIED_NOTICE: COPIED_NOTICE_MS,
  },
  guards: {
    messagesInvalid: ({ context }) => !validateShareMessages(context.messages).ok,
    inClient: ({ context }) => context.client.inClient,
    pickerUnavailable: ({ context }) => context.client.inClient && context.pickerAvailability !== 'available',
    notLoggedInToLine: ({ context }) => context.client.inClient && !context.lineLoggedIn,
    hasLineLogin: ({ context }) => context.lineLoggedIn,
    canShareNatively: ({ context }) => context.deviceShare,
    pickerShared: resultIs('success'),
    pickerCancelled: (_, result: ShareResult) => result === null || result.status === 'cancel',
    resultSuccess: resultIs('success'),
    resultCancel: resultIs('cancel'),
    resultError: resultIs('error'),
    permissionGranted: (_, permission: LinePermissionOutput) => permission.granted,
    deviceShareCancelled: ({ event }) => (errorOf(event) as { name?: string } | null)?.name === 'AbortError',
  },
  actions: {
    assignFacts: assign((_, facts: ShareFacts) => {
      return {
        client: facts.client,
        lineLoggedIn: facts.lineLoggedIn,
        deviceShare: facts.deviceShare,
        pickerAvailability: facts.pickerAvailability,
        pickerMinVersion: facts.pickerMinVersion ?? null,
        inParentWindow: facts.inParentWindow ?? true,
      };
    }),
    assignMessages: assign({
      messages: ({ event }) => (event.type === 'SHARE.OPEN' ? event.messages : []),
      link: ({ event, context }) => (event.type === 'SHARE.OPEN' ? event.link : context.link),
      error: null,
      ott: null,
    }),
    assignInvalidMessages: assign({
      error: ({ context }) => {
        const check = validateShareMessages(context.messages);
        return lineFeatureError('invalidMessages', check.ok ? {} : { sdkMessage: check.problem });
      },
    }),
    assignPickerUnavailable: assign({
      error: ({ context }) =>
        context.pickerAvailability === 'inClientOnly'
          ? lineFeatureError('inClientOnly')
          : lineFeatureError('updateRequired', { minVersion: context.pickerMinVersion ?? '' }),
    }),
    assignLoginRequired: assign({ error: () => lineFeatureError('loginRequired', { sdkMessage: 'loginFirst' }) }),
    /** Not in the app's scope, refused or closed, or LINE could not be asked: the permission flow's error. */
    assignPermissionError: assign({ error: (_, permission: LinePermissionOutput) => permission.error ?? lineFeatureError('consentDenied', { sdkMessage: 'agreementDenied' }) }),
    assignOtt: assign({ ott: ({ event }) => (event.type === 'WINDOW.OPENED' ? event.ott : null) }),
    assignPopupBlocked: assign({ error: () => lineFeatureError('popupBlocked') }),
    assignWindowError: assign({ error: ({ event }) => (event.type === 'WINDOW.FAILED' ? event.error : lineFeatureError('shareFailed')) }),
    assignShareError: assign({ error: ({ event }) => toLineFeatureError(errorOf(event), 'shareFailed') }),
    assignResultError: assign({ error: () => lineFeatureError('shareFailed') }),
    assignTimeout: assign({ error: () => lineFeatureError('timeout', { sdkMessage: 'timeout' }) }),
    checkWindow: sendTo('shareWindow', { type: 'WINDOW.CHECK' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'sharePicker',
  context: ({ input }) => ({
    client: { inClient: false, lineVersion: null, os: 'web' },
    lineLoggedIn: false,
    deviceShare: false,
    pickerAvailability: 'available',
    pickerMinVersion: null,
    inParentWindow: true,
    liffId: input.liffId,
    messages: [],
    link: { url: '', title: '', text: '' },
    ott: null,
    error: null,
  }),
  initial: 'detecting',
  states: {
    detecting: {
      description: 'Where does the app run: inside LINE (which version), with a LINE sign-in, with a share sheet?',
      invoke: {
        id: 'detectShareContext',
        src: 'detectShareContext',
        onDone: { target: 'idle', actions: { type: 'assignFacts', params: ({ event }) => event.output } },
        onError: { target: 'idle' },
      },
    },
    idle: {
      description: 'Nothing shared yet: the Share button is ready.',
      on: { 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } },
    },
    validating: {
      description: 'The message list must hold 1 to 5 messages, each with a type; then the way to share is chosen by where the app runs.',
      always: [
        { guard: 'messagesInvalid', target: 'failed', actions: 'assignInvalidMessages' },
        { guard: 'pickerUnavailable', target: 'unavailable', actions: 'assignPickerUnavailable' },
        { guard: 'notLoggedInToLine', target: 'failed', actions: 'assignLoginRequired' },
        { guard: 'inClient', target: 'picking' },
        { guard: 'hasLineLogin', target: 'askingPermission' },
        { guard: 'canShareNatively', target: 'sharingOnDevice' },
        { target: 'copyingLink' },
      ],
    },
    picking: {
      description: "Inside LINE: LINE's share target picker is open.",
      tags: ['busy'],
      invoke: {
        id: 'liffShareTargetPicker',
        src: 'liffShareTargetPicker',
        input: ({ context }) => ({ messages: context.messages }),
        onDone: [
          { guard: { type: 'pickerShared', params: ({ event }) => event.output }, target: 'shared' },
          { guard: { type: 'pickerCancelled', params: ({ event }) => event.output }, target: 'cancelled' },
          { target: 'failed', actions: 'assignResultError' },
        ],
        onError: { target: 'failed', actions: 'assignShareError' },
      },
    },
    askingPermission: {
      description:
        "External browser: the profile permission first (the share-picker window sends as the member). In the app's scope and granted: on to the window; not yet granted: the consent sub-window; refused, closed or not in scope: a translated error.",
      tags: ['busy'],
      invoke: {
        id: 'checkPermission',
        src: 'checkPermission',
        input: ({ context }) => ({
          permission: 'profile' as const,
          inClient: false,
          mainLiffId: context.liffId,
          consentLiffId: context.liffId,
          inParentWindow: context.inParentWindow,
        }),
        onDone: [
          { guard: { type: 'permissionGranted', params: ({ event }) => event.output }, target: 'window' },
          { target: 'failed', actions: { type: 'assignPermissionError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'assignShareError' },
      },
    },
    window: {
      description: "External browser: LINE's share-picker window, checked every 1 s and polled every 500 ms, for at most 10 minutes.",
      tags: ['busy'],
      invoke: {
        id: 'shareWindow',
        src: 'shareWindow',
        input: ({ context }) => ({ liffId: context.liffId, messages: context.messages }),
      },
      after: { SHARE_MAX_DURATION: { target: 'timedOut', actions: 'assignTimeout' } },
      on: {
        'WINDOW.BLOCKED': { target: 'failed', actions: 'assignPopupBlocked' },
        'WINDOW.FAILED': { target: 'failed', actions: 'assignWindowError' },
      },
      initial: 'opening',
      states: {
        opening: {
          description: 'The window is open; its one-time token is on its way.',
          on: { 'WINDOW.OPENED': { target: 'waiting', actions: 'assignOtt' } },
        },
        waiting: {
          type: 'parallel',
          on: { 'WINDOW.CLOSED': 'reportingCancel' },
          states: {
            health: {
              initial: 'watching',
              states: {
                watching: {
                  description: 'Health check: every second, is the window still open?',
                  after: { SHARE_HEALTH_CHECK: { target: 'watching', reenter: true, actions: 'checkWindow' } },
                },
              },
            },
            poll: {
              initial: 'resting',
              states: {
                resting: { after: { SHARE_POLL: 'polling' } },
                polling: {
                  invoke: {
                    id: 'pollShareResult',
                    src: 'pollShareResult',
                    input: ({ context }) => ({ liffId: context.liffId, ott: context.ott ?? '' }),
                    onDone: [
                      { guard: { type: 'resultSuccess', params: ({ event }) => event.output }, target: '#sharePicker.shared' },
                      { guard: { type: 'resultCancel', params: ({ event }) => event.output }, target: '#sharePicker.cancelled' },
                      { guard: { type: 'resultError', params: ({ event }) => event.output }, target: '#sharePicker.failed', actions: 'assignResultError' },
                      { target: 'resting' },
                    ],
                    onError: { target: 'resting' },
                  },
                },
              },
            },
          },
        },
        reportingCancel: {
          description: 'The window closed with no result: LINE is told CANCEL (a result that did arrive still counts).',
          invoke: {
            id: 'cancelShare',
            src: 'cancelShare',
            input: ({ context }) => ({ liffId: context.liffId, ott: context.ott ?? '' }),
            onDone: [{ guard: { type: 'resultSuccess', params: ({ event }) => event.output }, target: '#sharePicker.shared' }, { target: '#sharePicker.cancelled' }],
            onError: { target: '#sharePicker.cancelled' },
          },
        },
      },
    },
    sharingOnDevice: {
      description: "LINE is not available: the device's own share sheet.",
      tags: ['busy'],
      invoke: {
        id: 'deviceShare',
        src: 'deviceShare',
        input: ({ context }) => context.link,
        onDone: { target: 'shared' },
        onError: [{ guard: 'deviceShareCancelled', target: 'cancelled' }, { target: 'copyingLink' }],
      },
    },
    copyingLink: {
      description: 'No share sheet either: the link is copied for the member to paste.',
      tags: ['busy'],
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => context.link,
        onDone: { target: 'linkCopied' },
        onError: { target: 'failed', actions: 'assignShareError' },
      },
    },
    shared: { description: 'Sent to the chosen friends.', on: { 'SHARE.DISMISS': 'idle', 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } } },
    cancelled: { description: 'The member closed the picker without sending.', on: { 'SHARE.DISMISS': 'idle', 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } } },
    linkCopied: {
      description: 'The link is on the clipboard: the copied notice shows for the default 1500 ms.',
      after: { COPIED_NOTICE: 'idle' },
      on: { 'SHARE.DISMISS': 'idle', 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } },
    },
    unavailable: {
      description: 'This LINE version (or this browser) cannot share: a translated explanation instead of a failure.',
      on: { 'SHARE.DISMISS': { target: 'idle', actions: 'clearError' }, 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } },
    },
    timedOut: { description: 'Not finished within 10 minutes.', on: { 'SHARE.DISMISS': { target: 'idle', actions: 'clearError' }, 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } } },
    failed: { description: 'A translated error; Share again tries once more.', on: { 'SHARE.DISMISS': { target: 'idle', actions: 'clearError' }, 'SHARE.OPEN': { target: 'validating', actions: 'assignMessages' } } },
  },
});

export type SharePickerError = LineFeatureError;
