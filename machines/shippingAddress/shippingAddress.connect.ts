/**
 * The shipping address dialog's connect: snapshot + send → what the dialog shows (fields, errors, saving,
 * the failed save), the embedded address block to render, and the handlers that send the chart's events.
 * Pure like the chart, so the dialog, its replay and the tests share one mapping of intents to events.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { addressBlockMachine } from '../addressBlock/addressBlock.machine';
import type { shippingAddressMachine } from './shippingAddress.machine';
import { selectShippingAddressView, selectShippingBlockRef, type ShippingAddressView } from './shippingAddress.selectors';
import type { ShippingAddressEvent, ShippingField } from './shippingAddress.types';

/** Sends one of the shipping chart's events (the running actor's `send`). */
export type ShippingAddressSend = (event: ShippingAddressEvent) => void;

/** The dialog's view, its address block and its intents. */
export interface ShippingAddressDialogView extends ShippingAddressView {
  /** The embedded Thai address block, while the dialog runs it. */
  addressBlock?: ActorRefFrom<typeof addressBlockMachine>;
  onFieldChange: (field: ShippingField, value: string) => void;
  onSaveToProfile: (value: boolean) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Try storing it on the profile again (after a failed save). */
  onRetry: () => void;
  /** Go on without storing it on the profile (after a failed save). */
  onContinue: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof shippingAddressMachine>, send: ShippingAddressSend): ShippingAddressDialogView {
  return {
    ...selectShippingAddressView(snapshot),
    addressBlock: selectShippingBlockRef(snapshot),
    onFieldChange: (field, value) => send({ type: 'SHIPPING.FIELD_CHANGED', field, value }),
    onSaveToProfile: (value) => send({ type: 'SHIPPING.SAVE_TO_PROFILE_TOGGLED', value }),
    onSubmit: () => send({ type: 'SHIPPING.SUBMIT' }),
    onCancel: () => send({ type: 'SHIPPING.CANCEL' }),
    onRetry: () => send({ type: 'SHIPPING.RETRY' }),
    onContinue: () => send({ type: 'SHIPPING.CONTINUE' }),
  };
}
