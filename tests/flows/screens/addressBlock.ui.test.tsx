/**
 * The Thai address block's generated paths driven through the block (src/routes/address/AddressBlockConnector.tsx
 * over src/ui/address/AddressBlock.tsx): the zipcode is typed, province, district and sub-district are chosen in
 * their selects (native on a phone, as in jsdom), "Use my location" and Try again are pressed; the lookups, the
 * position and the clock are fed.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { addressBlockFlow } from '@machines/addressBlock/addressBlock.flow';
import type { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { AddressBlockContext } from '@machines/addressBlock/addressBlock.types';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flows-tooling/player';
import { AddressBlockConnector } from '@/routes/address/AddressBlockConnector';
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
  'xstate.done.actor.lookupPostcode': fed,
  'xstate.error.actor.lookupPostcode': fed,
  'xstate.done.actor.getPosition': fed,
  'xstate.error.actor.getPosition': fed,
  'xstate.done.actor.locateAddress': fed,
  'xstate.error.actor.locateAddress': fed,
  'xstate.after.lookupSlow': fed,
  'xstate.after.lookupTimeout': fed,
} satisfies Record<FlowEventType<typeof addressBlockMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as AddressBlockContext;
const status = () => screen.getByRole('status');
const alert = () => screen.getByRole('alert');

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
    locationDenied: () => expect(alert()).toHaveTextContent('Location access is turned off. Allow it in your browser settings, or type your zipcode.'),
    locationFailed: () => expect(alert()).toHaveTextContent("We couldn't find your location. Please type your zipcode."),
  },
});
