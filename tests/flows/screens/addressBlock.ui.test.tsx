/**
 * The Thai address block's generated paths driven through the block (src/flows/addressBlock/AddressBlockConnector.tsx
 * over src/flows/addressBlock/AddressBlock.tsx): the zipcode is typed, province, district and sub-district are chosen in
 * their selects (native on a phone, as in jsdom), "Use my location", "I don't know the zipcode" and Try again are
 * pressed; the lookups, the province/district/sub-district lists, the position and the clock are fed.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { addressBlockFlow } from '@machines/addressBlock/addressBlock.flow';
import type { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { AddressBlockContext } from '@machines/addressBlock/addressBlock.types';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' });
const choose = (label: string, value: unknown) => {
  const field = select(label);
  expect(field, `${label} offers ${String(value)}`).toContainHTML(`value="${String(value)}"`);
  fireEvent.change(field, { target: { value: String(value) } });
};

const executors = {
  'ADDRESS.ZIPCODE_CHANGED': (step) => fireEvent.change(screen.getByLabelText('Zipcode'), { target: { value: String(step.payload.value) } }),
  'ADDRESS.PROVINCE_SELECTED': (step) => choose('Province', step.payload.code),
  'ADDRESS.DISTRICT_SELECTED': (step) => choose('District', step.payload.code),
  'ADDRESS.SUBDISTRICT_SELECTED': (step) => choose('Sub-district', step.payload.code),
  'ADDRESS.LOCATE': () => {
    const locate = screen.getByRole('button', { name: 'Use my location' });
    expect(locate).toBeEnabled();
    fireEvent.click(locate);
  },
  'ADDRESS.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'ADDRESS.BROWSE': () => fireEvent.click(screen.getByRole('button', { name: "I don't know the zipcode" })),
  'xstate.done.actor.lookupPostcode': fed,
  'xstate.error.actor.lookupPostcode': fed,
  'xstate.done.actor.getPosition': fed,
  'xstate.error.actor.getPosition': fed,
  'xstate.done.actor.locateAddress': fed,
  'xstate.error.actor.locateAddress': fed,
  'xstate.done.actor.loadProvinces': fed,
  'xstate.error.actor.loadProvinces': fed,
  'xstate.done.actor.loadDistricts': fed,
  'xstate.error.actor.loadDistricts': fed,
  'xstate.done.actor.loadSubdistricts': fed,
  'xstate.error.actor.loadSubdistricts': fed,
  'xstate.after.lookupSlow': fed,
  'xstate.after.lookupTimeout': fed,
} satisfies Record<FlowEventType<typeof addressBlockMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as AddressBlockContext;
const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');

/** While choosing without a zipcode: the chosen codes are shown and the lists are open to a choice. */
function browsingShown(run: FlowRun) {
  const { provinceCode, districtCode } = context(run).selection;
  expect(select('Province')).toBeEnabled();
  expect(select('Province')).toHaveValue(provinceCode);
  expect(select('Province')).toHaveTextContent('Chiang Mai');
  expect(select('District')).toHaveValue(districtCode);
}
const listFailed = () => {
  expect(alert()).toHaveTextContent("We couldn't load this list. Please check your connection and try again.");
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
};

/** The zipcode field shows what was typed (nothing lost). */
function zipcodeShown(run: FlowRun) {
  expect(screen.getByLabelText('Zipcode')).toHaveValue(context(run).zipcode);
}

replayThroughScreen({
  flow: addressBlockFlow,
  executors,
  render: (run) => <AddressBlockConnector actorRef={run.actor as unknown as ActorRefFrom<typeof addressBlockMachine>} />,
  expectations: {
    idle: (run) => {
      zipcodeShown(run);
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
    },
    'lookingUp.waiting': (run) => {
      zipcodeShown(run);
      expect(status()).toHaveTextContent('Looking up the zipcode…');
    },
    'lookingUp.slow': () => expect(status()).toHaveTextContent('Still looking up the zipcode…'),
    ready: (run) => {
      zipcodeShown(run);
      const { provinceCode, districtCode, subDistrictCode } = context(run).selection;
      expect(select('Province')).toHaveValue(provinceCode);
      expect(select('District')).toHaveValue(districtCode);
      expect(select('Sub-district')).toHaveValue(subDistrictCode);
      expect(select('Province')).toHaveTextContent('Bangkok');
    },
    zipcodeUnknown: () => expect(alert()).toHaveTextContent('Zipcode is invalid. Please check it and try again.'),
    lookupFailed: (run) => {
      zipcodeShown(run);
      expect(alert()).toHaveTextContent("We couldn't look up this zipcode. Please check your connection and try again.");
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'locating.askingPosition': () => expect(status()).toHaveTextContent('Finding your location…'),
    'locating.fetchingAddress': () => expect(status()).toHaveTextContent('Finding your location…'),
    'browsing.loadingProvinces.waiting': () => {
      expect(status()).toHaveTextContent('Loading the list…');
      expect(select('Province')).toBeDisabled();
    },
    'browsing.loadingProvinces.slow': () => expect(status()).toHaveTextContent('Still loading the list…'),
    'browsing.provincesFailed': listFailed,
    'browsing.choosingProvince': (run) => {
      browsingShown(run);
      expect(screen.getByLabelText('Zipcode')).toHaveValue('');
    },
    'browsing.loadingDistricts.waiting': (run) => {
      browsingShown(run);
      expect(status()).toHaveTextContent('Loading the list…');
    },
    'browsing.loadingDistricts.slow': () => expect(status()).toHaveTextContent('Still loading the list…'),
    'browsing.districtsFailed': (run) => {
      browsingShown(run);
      listFailed();
    },
    'browsing.choosingDistrict': (run) => {
      browsingShown(run);
      expect(select('District')).toHaveTextContent('Khlong Toei');
    },
    'browsing.loadingSubdistricts.waiting': (run) => {
      browsingShown(run);
      expect(status()).toHaveTextContent('Loading the list…');
    },
    'browsing.loadingSubdistricts.slow': () => expect(status()).toHaveTextContent('Still loading the list…'),
    'browsing.subdistrictsFailed': (run) => {
      browsingShown(run);
      listFailed();
    },
    'browsing.choosingSubdistrict': (run) => {
      browsingShown(run);
      expect(select('Sub-district')).toHaveTextContent('Khlong Tan');
    },
    locationDenied: () => expect(alert()).toHaveTextContent('Location access is turned off. Allow it in your browser settings, or type your zipcode.'),
    locationFailed: () => expect(alert()).toHaveTextContent("We couldn't find your location. Please type your zipcode."),
  },
});
