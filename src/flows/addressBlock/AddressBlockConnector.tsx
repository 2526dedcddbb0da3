/**
 * Joins a running address-block chart (a form's invoked child, `snapshot.children.addressBlock`) to the
 * render-only AddressBlock. Any form that embeds the block renders this with the child's ref and its
 * own required-field errors.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { selectAddressBlockView } from '@machines/addressBlock/addressBlock.selectors';
import type { LocationErrors } from '@/domain/address/location';
import { AddressBlock } from './AddressBlock';

export type AddressBlockRef = ActorRefFrom<typeof addressBlockMachine>;

export function AddressBlockConnector({ actorRef, errors }: { actorRef: AddressBlockRef; errors?: LocationErrors }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('en') ? 'en' : 'th';
  const view = useSelector(actorRef, (snapshot) => selectAddressBlockView(snapshot, locale), viewEqual);
  return (
    <AddressBlock
      view={view}
      errors={errors}
      onZipcodeChange={(value) => actorRef.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value })}
      onProvinceChange={(code) => actorRef.send({ type: 'ADDRESS.PROVINCE_SELECTED', code })}
      onDistrictChange={(code) => actorRef.send({ type: 'ADDRESS.DISTRICT_SELECTED', code })}
      onSubdistrictChange={(code) => actorRef.send({ type: 'ADDRESS.SUBDISTRICT_SELECTED', code })}
      onLocate={() => actorRef.send({ type: 'ADDRESS.LOCATE' })}
      onRetry={() => actorRef.send({ type: 'ADDRESS.RETRY' })}
      onBrowse={() => actorRef.send({ type: 'ADDRESS.BROWSE' })}
    />
  );
}

function viewEqual(a: ReturnType<typeof selectAddressBlockView>, b: ReturnType<typeof selectAddressBlockView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
