/**
 * The redeem shipping step's dialogs: the delivery address book in pick mode and the shipping dialog with
 * the Thai address block, for the redeem flow's children. Loaded lazily by the campaign page (with the
 * step's charts) so the forms and their checks are fetched only when a delivered campaign is redeemed.
 */
import { useIntl } from 'react-intl';
import { AddressBookConnector, type AddressBookRef } from '@/flows/addressBook/AddressBookConnector';
import { ShippingAddressConnector, type ShippingAddressRef } from '@/flows/shippingAddress/ShippingAddressConnector';

export interface ShippingStepDialogsProps {
  addressBook?: AddressBookRef;
  shippingDialog?: ShippingAddressRef;
}

export default function ShippingStepDialogs({ addressBook, shippingDialog }: ShippingStepDialogsProps) {
  const intl = useIntl();
  return (
    <>
      {addressBook ? <AddressBookConnector actorRef={addressBook} /> : null}
      {shippingDialog ? (
        <ShippingAddressConnector
          actorRef={shippingDialog}
          title={intl.formatMessage({ id: 'campaign.shipping.dialogTitle' })}
          okLabel={intl.formatMessage({ id: 'campaign.shipping.ok' })}
        />
      ) : null}
    </>
  );
}
