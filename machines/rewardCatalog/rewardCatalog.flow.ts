import { defineFlow } from '../flow';
import { rewardCatalogMachine } from './rewardCatalog.machine';

const card = (id: string, name: string) => ({ id, kind: 1, name, pointPerUnit: 120, soldOut: false });

export const rewardCatalogFlow = defineFlow({
  id: 'rewardCatalog',
  title: 'Reward page: categories and campaigns',
  purpose: 'Loads the reward categories and the campaigns of the chosen category (/reward/{catId}), with empty, failed-with-retry and load-more states; a new category cancels the request in flight.',
  machine: rewardCatalogMachine,
  screen: true,
  input: { categoryId: undefined, pageSize: 2 },
  events: {
    'xstate.done.actor.loadCategories': [{ output: [{ id: '101', name: 'Drinks' }, { id: '102', name: 'Bakery & desserts' }] }],
    'xstate.error.actor.loadCategories': [{ error: { message: 'Network error', status: 0 } }],
    'xstate.done.actor.loadCampaigns': [
      { output: { items: [card('1001', 'Free size upgrade: iced Thai tea'), card('1002', 'Hot or iced Americano, 50% off')], hasMore: true } },
      { output: { items: [card('1003', 'One free butter croissant')], hasMore: false } },
      { output: { items: [], hasMore: false } },
    ],
    'xstate.error.actor.loadCampaigns': [{ error: { message: 'Service unavailable', status: 503 } }],
    'CATALOG.CATEGORY_SELECTED': [{ categoryId: '102' }, {}],
    'CATALOG.RETRY': [{}],
    'CATALOG.LOAD_MORE': [{}],
  },
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, hasMore: snapshot.context.hasMore, categoryId: snapshot.context.categoryId ?? null }),
  limit: 500,
});
