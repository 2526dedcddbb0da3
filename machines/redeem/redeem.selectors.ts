import type { SnapshotFrom } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { serialMachine } from '@machines/serial/serial.machine';
import type { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import type { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { shippingLine } from '@/domain/address/shipping';
import type { redeemMachine } from './redeem.machine';

type Snapshot = SnapshotFrom<typeof redeemMachine>;

/** Which dialog (if any) the redeem flow shows. */
export type RedeemDialog = 'none' | 'signIn' | 'confirm' | 'shipping' | 'shippingFailed' | 'failed' | 'addressFailed' | 'unconfirmed' | 'result' | 'serial';

export function selectRedeemDialog(snapshot: Snapshot): RedeemDialog {
  if (snapshot.matches('signInOffered')) return 'signIn';
  if (snapshot.matches('confirming') || snapshot.matches('redeeming') || snapshot.matches('verifying') || snapshot.matches('sendingAddress')) return 'confirm';
  if (snapshot.matches({ shipping: 'readingAddresses' })) return 'confirm';
  if (snapshot.matches({ shipping: 'readFailed' })) return 'shippingFailed';
  if (snapshot.matches({ shipping: 'choosing' })) return 'shipping';
  if (snapshot.matches('addressFailed')) return 'addressFailed';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unconfirmed')) return 'unconfirmed';
  if (snapshot.matches('resultShown')) return 'result';
  if (snapshot.matches('serialShown')) return 'serial';
  return 'none';
}

/** What the busy confirm dialog says: redeeming, or checking whether a redeem whose answer was lost happened. */
export type BusyStep = 'redeeming' | 'verifying' | 'sendingAddress' | 'loadingShipping';
export const selectBusyStep = (snapshot: Snapshot): BusyStep | undefined =>
  snapshot.matches('verifying')
    ? 'verifying'
    : snapshot.matches('redeeming')
      ? 'redeeming'
      : snapshot.matches('sendingAddress')
        ? 'sendingAddress'
        : snapshot.matches({ shipping: 'readingAddresses' })
          ? 'loadingShipping'
          : undefined;
/** The member has saved delivery addresses (read when the shipping step opened): the choice leads with them. */
export const selectHasSavedAddresses = (snapshot: Snapshot): boolean => (snapshot.context.savedAddresses?.length ?? 0) > 0;
/** The redeem (or its re-read) has run past REQUEST_SLOW. */
export const selectRedeemSlow = (snapshot: Snapshot): boolean => snapshot.hasTag('slow');
/** The running serial chart (only while the serial dialog is shown). */
export const selectSerialActor = (snapshot: Snapshot): ActorRefFrom<typeof serialMachine> | undefined =>
  snapshot.children.serial as ActorRefFrom<typeof serialMachine> | undefined;
/** The address book picking a saved delivery address (only while the shipping step shows it). */
export const selectAddressBookActor = (snapshot: Snapshot): ActorRefFrom<typeof addressBookMachine> | undefined =>
  snapshot.children.addressBook as ActorRefFrom<typeof addressBookMachine> | undefined;
/** The shipping dialog (only while the shipping step shows it). */
export const selectShippingDialogActor = (snapshot: Snapshot): ActorRefFrom<typeof shippingAddressMachine> | undefined =>
  snapshot.children.shippingAddress as ActorRefFrom<typeof shippingAddressMachine> | undefined;
/** The address line the reward goes to, once chosen. */
export const selectShippingLine = (snapshot: Snapshot): string | undefined =>
  snapshot.context.shipping ? shippingLine(snapshot.context.shipping.form, { withZipcode: true }) : undefined;
/** The name the parcel is addressed to, once chosen. */
export const selectShippingName = (snapshot: Snapshot): string | undefined =>
  snapshot.context.shipping ? `${snapshot.context.shipping.form.firstName} ${snapshot.context.shipping.form.lastName}`.trim() : undefined;
