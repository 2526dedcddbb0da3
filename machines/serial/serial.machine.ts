/**
 * The serial view (spec section 2 "Serial display", section 4 "Serial states", sections 5, 8 and 9):
 * one redeemed code shown as QR code, barcode or plain text, shared by the redeem flow and the redeem
 * history. While `open`, four regions run side by side:
 *
 * - code: active → expired (the countdown reached zero) or used (marked as used). Mark as used (hidden
 *   when isNotAutoUse) asks for confirmation (cancel returns to the serial), calls
 *   POST /redeem/{key}/arrange, then shows the success alert and the serial again with the used overlay;
 *   a failure shows the fail alert (with the shared error message) and the serial again.
 * - timer: when showTimer is true and expireIn is set, counts down one second at a time (TICK); at zero
 *   the code expires and notifyExpired tells the parent (the spec's serial-expired event).
 * - tab: QR code by default, the barcode for CODE_128 and other linear types, and the plain code forced
 *   once the code is expired or used or could not be drawn (SERIAL.RENDER_FAILED from the view).
 * - copy: Copy writes the code to the clipboard; the button says Copied for COPIED_CONFIRMATION (500 ms).
 *
 * SERIAL.CLOSE fires the tracking event (viewcode_close from history, else campaign_close) and ends
 * the actor, so the parent closes the dialog on its onDone.
 */
import { and, assign, setup, stateIn } from 'xstate';
import { toApiError } from '@/domain/apiError';
import type { SerialTab } from '@/domain/campaign/barcode';
import { COPY_CONFIRMATION_MS, hidesTabs, isLinearBarcode } from '@/domain/campaign/serial';
import { newTranId } from '@/domain/write/tranId';
import { REQUEST_TIMEOUT_MS, requestTimeoutError } from '@machines/shared/request';
import { copyText, markUsed } from './serial.actors';
import type { SerialContext, SerialEvent, SerialInput, SerialTag } from './serial.types';

function selected(event: SerialEvent, tab: SerialTab): boolean {
  return event.type === 'SERIAL.TAB_SELECTED' && event.tab === tab;
}

/** The countdown ticks every second (spec section 9, "Default timer"). */
export const SERIAL_TICK_MS = 1_000;
/** Longest a mark-as-used call may take before the chart gives up with the fail alert (the shared limit). */
export const MARK_USED_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

export const serialMachine = setup({
  types: {
    context: {} as SerialContext,
    events: {} as SerialEvent,
    input: {} as SerialInput,
    tags: {} as SerialTag,
  },
  actors: { markUsed, copyText },
  delays: { TICK: SERIAL_TICK_MS, COPIED_CONFIRMATION: COPY_CONFIRMATION_MS, MARK_USED_TIMEOUT: MARK_USED_TIMEOUT_MS },
  guards: {
    isUsed: ({ context }) => context.status === 'used',
    isExpired: ({ context }) => context.status === 'expired',
    isClosed: ({ context }) => context.status !== 'active',
    countsDown: ({ context }) => context.status === 'active' && context.serial.showTimer && (context.secondsLeft ?? 0) > 0,
    isLastSecond: ({ context }) => (context.secondsLeft ?? 0) <= 1,
    canMarkUsed: ({ context }) => context.status === 'active' && !context.serial.isNotAutoUse && context.serial.redeemKey !== '',
    opensOnBarcode: ({ context }) => isLinearBarcode(context.serial.barcodeType),
    tabsShown: ({ context }) => context.status === 'active' && !hidesTabs(context.serial),
    selectsQr: ({ event }) => selected(event, 'qr'),
    selectsBarcode: ({ event }) => selected(event, 'barcode'),
    selectsText: ({ event }) => selected(event, 'text'),
    isDrawable: ({ context, event }) =>
      event.type === 'SERIAL.TAB_SELECTED' && (event.tab === 'text' || context.renderError?.tab !== event.tab),
    hasCode: ({ context }) => context.status === 'active' && context.serial.serial !== '',
    /** The serial itself is on screen (not covered by the mark-as-used confirm, its loading or its alerts). */
    serialOnScreen: stateIn('#serial.open.code.active.showing'),
  },
  actions: {
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, (context.secondsLeft ?? 0) - 1) })),
    expire: assign({ status: 'expired' as const, secondsLeft: 0 }),
    markUsedLocally: assign({ status: 'used' as const, error: undefined }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    storeTimeout: assign({ error: () => requestTimeoutError() }),
    /** A new mark-as-used attempt gets its own tranId (the write is safe to repeat). */
    beginAttempt: assign({ tranId: () => newTranId() }),
    storeRenderError: assign(({ event }) =>
      event.type === 'SERIAL.RENDER_FAILED' ? { renderError: { tab: event.tab, reason: event.reason } } : {},
    ),
    /** Tells the parent the code expired (spec: emits a serial-expired event); provided by the caller. */
    notifyExpired: () => {},
    /** Tells the parent the code was marked as used (history refreshes the item); provided by the caller. */
    notifyUsed: () => {},
    /** The close tracking event; the app provides it through the analytics layer. */
    trackClose: () => {},
    /** Tells the app a code is on screen, so the offline wallet keeps it for the counter; provided by the app. */
    keepForOffline: () => {},
  },
}).createMachine({
  id: 'serial',
  context: ({ input }) => ({
    serial: input.serial,
    source: input.source,
    status: input.serial.status ?? 'active',
    ...(input.serial.showTimer && typeof input.serial.expireIn === 'number' ? { secondsLeft: Math.max(0, Math.floor(input.serial.expireIn)) } : {}),
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      entry: 'keepForOffline',
      on: { 'SERIAL.CLOSE': { target: 'closed', actions: 'trackClose' } },
      states: {
        code: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isUsed', target: 'used' }, { guard: 'isExpired', target: 'expired' }, { target: 'active' }],
            },
            active: {
              description: 'The code can be scanned, copied and marked as used.',
              initial: 'showing',
              always: { guard: 'isExpired', target: 'expired' },
              states: {
                showing: {
                  tags: ['serialVisible'],
                  on: { 'SERIAL.MARK_USED': { guard: 'canMarkUsed', target: 'confirmingUse' } },
                },
                confirmingUse: {
                  description: 'Confirm dialog: use this code now? Cancel returns to the serial.',
                  on: { 'SERIAL.CONFIRM_USE': { target: 'marking', actions: 'beginAttempt' }, 'SERIAL.CANCEL_USE': 'showing' },
                },
                marking: {
                  tags: ['busy'],
                  description: 'POST /redeem/{redeemKey}/arrange with a loading indicator.',
                  after: { MARK_USED_TIMEOUT: { target: 'failed', actions: 'storeTimeout' } },
                  invoke: {
                    id: 'markUsed',
                    src: 'markUsed',
                    input: ({ context }) => ({ redeemKey: context.serial.redeemKey, tranId: context.tranId }),
                    onDone: { target: '#serial.open.code.used.succeeded', actions: ['markUsedLocally', 'notifyUsed'] },
                    onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
                failed: {
                  description: 'Fail alert: the coupon could not be used, try again (with the shared error message); OK shows the serial again.',
                  on: { 'SERIAL.ALERT_CLOSED': 'showing' },
                },
              },
            },
            expired: {
              tags: ['serialVisible'],
              description: 'Code expired: XXXXXXXX, the expired overlay and the plain-code tab.',
            },
            used: {
              initial: 'shown',
              states: {
                succeeded: {
                  description: "Success alert: 'ใช้คูปองสำเร็จ' (coupon used); OK shows the serial with the used overlay.",
                  on: { 'SERIAL.ALERT_CLOSED': 'shown' },
                },
                shown: {
                  tags: ['serialVisible'],
                  description: 'Code used: XXXXXXXX, the used overlay and the plain-code tab; mark as used is hidden.',
                },
              },
            },
          },
        },
        timer: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'countsDown', target: 'running' }, { target: 'off' }] },
            running: {
              description: 'Counts down from expireIn, one second at a time.',
              always: { guard: 'isClosed', target: 'off' },
              after: {
                TICK: [
                  { guard: 'isLastSecond', target: 'off', actions: ['expire', 'notifyExpired'] },
                  { target: 'running', reenter: true, actions: 'tick' },
                ],
              },
            },
            off: {},
          },
        },
        tab: {
          initial: 'choosing',
          on: { 'SERIAL.RENDER_FAILED': { target: '.text', actions: 'storeRenderError' } },
          states: {
            choosing: {
              always: [{ guard: 'isClosed', target: 'text' }, { guard: 'opensOnBarcode', target: 'barcode' }, { target: 'qr' }],
            },
            qr: {
              description: 'QR code tab (300×300, error correction Q; 160 wide in the dialog).',
              always: { guard: 'isClosed', target: 'text' },
              on: {
                'SERIAL.TAB_SELECTED': [
                  { guard: and(['serialOnScreen', 'tabsShown', 'isDrawable', 'selectsBarcode']), target: 'barcode' },
                  { guard: and(['serialOnScreen', 'tabsShown', 'selectsText']), target: 'text' },
                ],
              },
            },
            barcode: {
              description: "Barcode tab: the serial's symbology, line width 2 (1 for a long serial), height 100.",
              always: { guard: 'isClosed', target: 'text' },
              on: {
                'SERIAL.TAB_SELECTED': [
                  { guard: and(['serialOnScreen', 'tabsShown', 'isDrawable', 'selectsQr']), target: 'qr' },
                  { guard: and(['serialOnScreen', 'tabsShown', 'selectsText']), target: 'text' },
                ],
              },
            },
            text: {
              description: 'The code as text (forced when expired, used or not drawable).',
              on: {
                'SERIAL.TAB_SELECTED': [
                  { guard: and(['serialOnScreen', 'tabsShown', 'isDrawable', 'selectsQr']), target: 'qr' },
                  { guard: and(['serialOnScreen', 'tabsShown', 'isDrawable', 'selectsBarcode']), target: 'barcode' },
                ],
              },
            },
          },
        },
        copy: {
          initial: 'ready',
          states: {
            ready: { on: { 'SERIAL.COPY': { guard: and(['serialOnScreen', 'hasCode']), target: 'copying' } } },
            copying: {
              invoke: { id: 'copyText', src: 'copyText', input: ({ context }) => ({ text: context.serial.serial }), onDone: 'copied', onError: 'copyFailed' },
            },
            copied: { description: 'The copy button says Copied for 500 ms.', after: { COPIED_CONFIRMATION: 'ready' } },
            copyFailed: {
              description: 'The browser refused the clipboard; the code stays selectable. Copy tries again.',
              on: { 'SERIAL.COPY': { guard: and(['serialOnScreen', 'hasCode']), target: 'copying' } },
            },
          },
        },
      },
    },
    closed: { type: 'final', description: 'The serial dialog was closed (tracking event sent).' },
  },
  output: ({ context }) => ({ status: context.status }),
});
