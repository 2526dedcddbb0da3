/**
 * The address block's connect: snapshot + send → what the block shows (lists in the member's language, busy,
 * problem message, what is enabled) and the handlers that send the chart's events. Pure like the chart, so
 * every form that embeds the block, its replay and the tests share one mapping of intents to events.
 */
import type { SnapshotFrom } from 'xstate';
import type { addressBlockMachine } from './addressBlock.machine';
import { selectAddressBlockView, type AddressBlockView } from './addressBlock.selectors';
import type { AddressBlockEvent } from './addressBlock.types';

/** Sends one of the address block's events (the running actor's `send`). */
export type AddressBlockSend = (event: AddressBlockEvent) => void;

/** The block's view and its intents. */
export interface AddressBlockConnectView {
  view: AddressBlockView;
  onZipcodeChange: (value: string) => void;
  onProvinceChange: (code: string) => void;
  onDistrictChange: (code: string) => void;
  onSubdistrictChange: (code: string) => void;
  onLocate: () => void;
  onRetry: () => void;
  onBrowse: () => void;
}

export function connect(snapshot: SnapshotFrom<typeof addressBlockMachine>, send: AddressBlockSend, locale: 'th' | 'en'): AddressBlockConnectView {
  return {
    view: selectAddressBlockView(snapshot, locale),
    onZipcodeChange: (value) => send({ type: 'ADDRESS.ZIPCODE_CHANGED', value }),
    onProvinceChange: (code) => send({ type: 'ADDRESS.PROVINCE_SELECTED', code }),
    onDistrictChange: (code) => send({ type: 'ADDRESS.DISTRICT_SELECTED', code }),
    onSubdistrictChange: (code) => send({ type: 'ADDRESS.SUBDISTRICT_SELECTED', code }),
    onLocate: () => send({ type: 'ADDRESS.LOCATE' }),
    onRetry: () => send({ type: 'ADDRESS.RETRY' }),
    onBrowse: () => send({ type: 'ADDRESS.BROWSE' }),
  };
}
