/**
 * Map-text labels (spec sections 3 and 7): with the map-text flag on, the labels file of the current
 * language is read from blob storage and its fields overlay the default labels; a language change
 * reads the other file. Without the flag, or when the file cannot be read, the defaults stay (the
 * labels are an optional brand overlay, so a failure is not shown to the member).
 */
import { assign, setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import { requestDelays, requestState } from '@machines/shared/request';
import { loadMapText } from './mapText.actors';
import type { MapTextContext, MapTextEvent, MapTextInput, MapTextLabels } from './mapText.types';

const mapTextActors = { loadMapText };

/** The chart with the app's real call in place of the stubs (see machines/shared/provided.ts). */
export const createMapTextMachine = (provided: Provided<typeof mapTextActors> = {}) => setup({
  types: {
    context: {} as MapTextContext,
    events: {} as MapTextEvent,
    input: {} as MapTextInput,
  },
  actors: { ...mapTextActors, ...provided.actors },
  delays: { ...requestDelays },
  guards: {
    isEnabled: ({ context }) => context.enabled,
  },
  actions: {
    storeLabels: assign({ labels: (_, labels: MapTextLabels) => labels }),
    clearLabels: assign({ labels: {} }),
    storeLocale: assign({ locale: ({ event }) => event.locale }),
  },
}).createMachine({
  id: 'mapText',
  context: ({ input }) => ({ ...input, labels: {} }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isEnabled', target: 'loading' }, { target: 'off' }],
    },
    off: { description: 'Map-text flag off: the default labels.' },
    loading: {
      description: 'Reads the labels file of the current language.',
      invoke: {
        id: 'loadMapText',
        src: 'loadMapText',
        input: ({ context }) => ({ appName: context.appName, locale: context.locale }),
        onDone: { target: 'applied', actions: { type: 'storeLabels', params: ({ event }) => event.output } },
        onError: { target: 'unavailable', actions: 'clearLabels' },
      },
      ...requestState({ onTimeout: { target: 'unavailable', actions: 'clearLabels' }, slowNotice: false }),
    },
    applied: { description: 'The file’s labels overlay the defaults.' },
    unavailable: { description: 'The file could not be read: the default labels stay.' },
  },
  on: {
    'MAPTEXT.LOCALE_CHANGED': { target: '.choosing', actions: ['storeLocale', 'clearLabels'] },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const mapTextMachine = builtOnce(() => createMapTextMachine());
export type MapTextMachine = ReturnType<typeof createMapTextMachine>;
