/**
 * Joins a running address-block chart (a form's invoked child, `snapshot.children.addressBlock`) to the
 * render-only AddressBlock. Any form that embeds the block renders this with the child's ref and its
 * own required-field errors.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { connect, type AddressBlockConnectView } from '@machines/addressBlock/addressBlock.connect';
import type { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { LocationErrors } from '@/domain/address/location';
import { AddressBlock } from './AddressBlock';

export type AddressBlockRef = ActorRefFrom<typeof addressBlockMachine>;

export function AddressBlockConnector({ actorRef, errors }: { actorRef: AddressBlockRef; errors?: LocationErrors }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('en') ? 'en' : 'th';
  // The block re-renders only when what it shows changes (the lists are rebuilt on every snapshot).
  const block = useSelector(actorRef, (snapshot) => connect(snapshot, actorRef.send, locale), sameBlock);
  return <AddressBlock {...block} errors={errors} />;
}

/** Handlers only wrap the same actor's `send`, so the shown data decides. */
function sameBlock(a: AddressBlockConnectView, b: AddressBlockConnectView): boolean {
  return JSON.stringify(a.view) === JSON.stringify(b.view);
}
