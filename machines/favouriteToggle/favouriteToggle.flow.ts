import { defineFlow } from '../flow';
import { favouriteToggleMachine } from './favouriteToggle.machine';

export const favouriteToggleFlow = defineFlow({
  id: 'favouriteToggle',
  title: 'Favourite heart',
  purpose: 'The heart on a campaign page or card: add (with the add-to-favourite toast and its link to /profile/favorite) or remove; failures keep the heart and say why.',
  machine: favouriteToggleMachine,
  screen: true,
  input: { campaignId: '1003', isFavourite: false },
  inputs: { alreadyFavourite: { campaignId: '1003', isFavourite: true }, guest: { campaignId: '1003', isFavourite: false, guest: true } },
  events: {
    'FAVOURITE.TOGGLE': [{}],
    'FAVOURITE.TOAST_CLOSED': [{}],
    'FAVOURITE.DISMISS': [{}],
    'xstate.done.actor.addFavourite': [{}],
    'xstate.error.actor.addFavourite': [{ error: { message: 'Sandbox fault', status: 500, code: 500 } }],
    'xstate.done.actor.removeFavourite': [{}],
    'xstate.error.actor.removeFavourite': [{ error: { message: 'Sandbox fault', status: 500, code: 500 } }],
  },
});
