import { defineFlow } from '../flow';
import { favouritesMachine } from './favourites.machine';

const card = (id: string) => ({ id, kind: 1, name: `Reward ${id}`, pointPerUnit: 250, soldOut: false });
const fullPage = Array.from({ length: 8 }, (_, i) => card(String(1001 + i)));

export const favouritesFlow = defineFlow({
  id: 'favourites',
  title: 'Favourites',
  purpose: 'Lists the favourite campaigns a page at a time with Remove; removing the last shows the empty state; failures offer Retry.',
  machine: favouritesMachine,
  screen: true,
  events: {
    'xstate.done.actor.loadPage': [{ output: fullPage }, { output: [] }, { output: [card('1009')] }],
    'xstate.error.actor.loadPage': [{ error: { message: 'Sandbox fault', status: 500, code: 500 } }],
    'xstate.done.actor.removeFavourite': [{}],
    'xstate.error.actor.removeFavourite': [{ error: { message: 'Sandbox fault', status: 503, code: 503 } }],
    'FAVOURITES.RETRY': [{}],
    'FAVOURITES.LOAD_MORE': [{}],
    'FAVOURITES.REMOVE': [{ campaignId: '1001' }, { campaignId: '1009' }],
    'FAVOURITES.DISMISS': [{}],
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, count: Math.min(snapshot.context.items.length, 9), hasMore: snapshot.context.hasMore }),
  limit: 800,
});
