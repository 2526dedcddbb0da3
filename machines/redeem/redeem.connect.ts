/**
 * The redeem flow's connect: snapshot + send → what the campaign page's redeem area and dialogs show, and
 * the handlers that send the chart's events. Pure like the chart (no React, DOM or clients), so the screen,
 * the screen replay and component tests share one mapping of intents to events.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ApiError } from '@/domain/apiError';
import { describeConfirmation, type RedeemConfirmation } from '@/domain/campaign/confirmation';
import type { DrawResult } from '@/domain/campaign/drawResult';
import { describeApiError } from '@/domain/errors/genericError';
import type { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import type { serialMachine } from '@machines/serial/serial.machine';
import type { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';
import type { redeemMachine } from './redeem.machine';
import {
  selectAddressBookActor,
  selectBusyStep,
  selectHasSavedAddresses,
  selectRedeemDialog,
  selectSerialActor,
  selectShippingDialogActor,
  selectShippingLine,
  selectShippingName,
  type BusyStep,
} from './redeem.selectors';
import type { RedeemEvent } from './redeem.types';

type Snapshot = SnapshotFrom<typeof redeemMachine>;
/** Sends one of the redeem chart's events (the running actor's `send`). */
export type RedeemSend = (event: RedeemEvent) => void;

/** Message ids for a failed call, by the generic rules of spec section 8. */
export interface RedeemErrorMessage {
  titleId: string;
  messageId: string;
  values?: Record<string, string | number>;
}

/** A failed redeem under the redeem dialog's own title (describeApiError: section 8's translated message, id and code). */
export function describeRedeemError(error: ApiError): RedeemErrorMessage {
  const { messageId, values } = describeApiError(error);
  return { titleId: 'campaign.redeemFailed.title', messageId, values };
}

/** Which problem the alert dialog shows: each failure state has its own title and way forward. */
export type RedeemProblemKind = 'shippingFailed' | 'addressFailed' | 'failed' | 'unconfirmed';

/** The one failure alert of the redeem flow: a title, an optional note of what did happen, the message, Try again/Check again and Close. */
export interface RedeemProblemView {
  kind: RedeemProblemKind;
  titleId: string;
  /** What did happen, before the message (the reward is redeemed but its address was not sent). */
  noteId?: string;
  messageId: string;
  values?: Record<string, string | number>;
  /** The way-forward button's label. */
  retryId: string;
  onRetry: () => void;
  onClose: () => void;
}

export interface RedeemView {
  /** A redeem is under way (any dialog is open): the serial's dialogs are worth fetching. */
  started: boolean;
  /** The redeem button is enabled (the chart accepts REDEEM.START, and the network is there). */
  canStart: boolean;
  /** Why the redeem button is disabled by the network (a message id), else null. */
  startDisabledReasonId: string | null;
  /** A call is running (redeem, re-read, address post, or the saved addresses being read). */
  busy: boolean;
  onStart: () => void;
  /** A guest is asked to sign in or register. */
  signIn: { open: boolean; onClose: () => void };
  confirm: {
    open: boolean;
    confirmation: RedeemConfirmation;
    busy: boolean;
    busyStep?: BusyStep;
    /** The call has run past REQUEST_SLOW. */
    slow: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  };
  shippingChoice: {
    open: boolean;
    /** The member has saved delivery addresses: Choose a saved address comes first, else Enter an address. */
    leadsWithSaved: boolean;
    onChooseSaved: () => void;
    onEnterNew: () => void;
    onCancel: () => void;
  };
  /** The address book picking a saved delivery address (only while the shipping step shows it). */
  addressBook?: ActorRefFrom<typeof addressBookMachine>;
  /** The shipping dialog (only while the shipping step shows it). */
  shippingDialog?: ActorRefFrom<typeof shippingAddressMachine>;
  /** The failure alert, when the chart is in a failure state. */
  problem?: RedeemProblemView;
  /** The draw/delivery result dialog, with the address a delivered reward goes to. */
  result?: { open: boolean; result: DrawResult; deliverTo?: { name: string; line: string }; onClose: () => void };
  /** The running serial chart while the serial dialog is shown. */
  serial?: ActorRefFrom<typeof serialMachine>;
}

function problemOf(snapshot: Snapshot, send: RedeemSend): RedeemProblemView | undefined {
  const onRetry = () => send({ type: 'REDEEM.RETRY' });
  const onClose = () => send({ type: 'REDEEM.DISMISS' });
  if (snapshot.matches('unconfirmed')) {
    return { kind: 'unconfirmed', titleId: 'campaign.unconfirmed.title', messageId: 'campaign.unconfirmed.message', retryId: 'campaign.checkAgain', onRetry, onClose };
  }
  const error = snapshot.context.error;
  // A failure state always stored its error; without one there is nothing to explain.
  if (!error) return undefined;
  const failure = describeRedeemError(error);
  const common = { messageId: failure.messageId, values: failure.values, retryId: 'campaign.retry', onRetry, onClose };
  if (snapshot.matches({ shipping: 'readFailed' })) return { kind: 'shippingFailed', titleId: 'campaign.shippingFailed.title', ...common };
  if (snapshot.matches('addressFailed')) return { kind: 'addressFailed', titleId: 'campaign.addressFailed.title', noteId: 'campaign.addressFailed.note', ...common };
  if (snapshot.matches('failed')) return { kind: 'failed', titleId: failure.titleId, ...common };
  return undefined;
}

/** Facts from outside the redeem chart that the view depends on. */
export interface RedeemConnectOptions {
  /** The connectivity chart says there is no network: redeem needs the server, so it waits (with its reason). */
  offline?: boolean;
}

export function connect(snapshot: Snapshot, send: RedeemSend, options: RedeemConnectOptions = {}): RedeemView {
  const dialog = selectRedeemDialog(snapshot);
  const busy = snapshot.hasTag('busy');
  const cancel = () => send({ type: 'REDEEM.CANCEL' });
  const close = () => send({ type: 'REDEEM.CLOSE' });
  const shippingLine = selectShippingLine(snapshot);
  const drawResult = snapshot.context.drawResult;
  const offline = Boolean(options.offline);
  return {
    started: dialog !== 'none',
    canStart: !offline && snapshot.can({ type: 'REDEEM.START' }),
    startDisabledReasonId: offline ? CONNECTIVITY_MESSAGES.needsNetwork : null,
    busy,
    onStart: () => {
      if (!offline) send({ type: 'REDEEM.START' });
    },
    signIn: { open: dialog === 'signIn', onClose: cancel },
    confirm: {
      open: dialog === 'confirm',
      confirmation: describeConfirmation(snapshot.context.campaign),
      busy,
      busyStep: selectBusyStep(snapshot),
      slow: snapshot.hasTag('slow'),
      onConfirm: () => send({ type: 'REDEEM.CONFIRM' }),
      onCancel: cancel,
    },
    shippingChoice: {
      open: dialog === 'shipping',
      leadsWithSaved: selectHasSavedAddresses(snapshot),
      onChooseSaved: () => send({ type: 'SHIPPING.CHOOSE_SAVED' }),
      onEnterNew: () => send({ type: 'SHIPPING.ENTER_NEW' }),
      onCancel: cancel,
    },
    addressBook: selectAddressBookActor(snapshot),
    shippingDialog: selectShippingDialogActor(snapshot),
    problem: problemOf(snapshot, send),
    result: drawResult
      ? {
          open: dialog === 'result',
          result: drawResult,
          deliverTo: shippingLine ? { name: selectShippingName(snapshot) ?? '', line: shippingLine } : undefined,
          onClose: close,
        }
      : undefined,
    serial: dialog === 'serial' ? selectSerialActor(snapshot) : undefined,
  };
}
