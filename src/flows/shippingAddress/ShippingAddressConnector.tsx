/**
 * Joins a running shipping-address chart (the redeem flow's `shippingAddress` child) to its dialog with
 * the Thai address block. The caller gives the title and the OK label.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/shippingAddress/shippingAddress.connect';
import type { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { ShippingAddressDialog } from './ShippingAddressDialog';

export type ShippingAddressRef = ActorRefFrom<typeof shippingAddressMachine>;

export function ShippingAddressConnector({ actorRef, title, okLabel }: { actorRef: ShippingAddressRef; title: string; okLabel: string }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const { addressBlock: block, ...view } = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  return (
    <ShippingAddressDialog
      {...view}
      title={title}
      okLabel={okLabel}
      addressBlock={block ? <AddressBlockConnector actorRef={block} errors={view.errors.location} /> : null}
    />
  );
}
