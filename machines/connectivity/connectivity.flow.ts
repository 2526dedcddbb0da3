import { defineFlow } from '../flow';
import { connectivityMachine } from './connectivity.machine';

export const connectivityFlow = defineFlow({
  id: 'connectivity',
  title: 'Network and app version',
  purpose:
    'Follows the network (online, offline, back online with a refresh) and a waiting new build (update available, Reload); the page frame shows one notice and pages disable what needs the server while offline.',
  machine: connectivityMachine(),
  screen: true,
  input: { online: true },
  inputs: { startsOffline: { online: false } },
  events: {
    'NETWORK.WENT_OFFLINE': [{}],
    'NETWORK.CAME_BACK': [{}],
    'APP.UPDATE_FOUND': [{}],
    'APP.UPDATE_ACCEPTED': [{}],
    'APP.FIRST_SCREEN_SHOWN': [{}],
    'xstate.done.actor.applyUpdate': [{ output: undefined }],
    'xstate.error.actor.applyUpdate': [{ error: { message: 'The new service worker did not take over' } }],
  },
});
