/**
 * Joins a running shipping-address chart (the redeem flow's `shippingAddress` child) to its dialog with
 * the Thai address block. The caller gives the title and the OK label.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { selectShippingAddressView, selectShippingBlockRef } from '@machines/shippingAddress/shippingAddress.selectors';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { ShippingAddressDialog } from './ShippingAddressDialog';

export type ShippingAddressRef = ActorRefFrom<typeof shippingAddressMachine>;

export function ShippingAddressConnector({ actorRef, title, okLabel }: { actorRef: ShippingAddressRef; title: string; okLabel: string }) {
  const view = useSelector(actorRef, selectShippingAddressView);
  const block = useSelector(actorRef, selectShippingBlockRef);
  return (
    <ShippingAddressDialog
      open={view.open}
      title={title}
      okLabel={okLabel}
      form={view.form}
      errors={view.errors}
      saveToProfile={view.saveToProfile}
      canSubmit={view.canSubmit}
      canToggleSave={view.canToggleSave}
      saving={view.saving}
      slow={view.slow}
      failure={view.failure}
      addressBlock={block ? <AddressBlockConnector actorRef={block} errors={view.errors.location} /> : null}
      onFieldChange={(field, value) => actorRef.send({ type: 'SHIPPING.FIELD_CHANGED', field, value })}
      onSaveToProfile={(value) => actorRef.send({ type: 'SHIPPING.SAVE_TO_PROFILE_TOGGLED', value })}
      onSubmit={() => actorRef.send({ type: 'SHIPPING.SUBMIT' })}
      onCancel={() => actorRef.send({ type: 'SHIPPING.CANCEL' })}
      onRetry={() => actorRef.send({ type: 'SHIPPING.RETRY' })}
      onContinue={() => actorRef.send({ type: 'SHIPPING.CONTINUE' })}
    />
  );
}
