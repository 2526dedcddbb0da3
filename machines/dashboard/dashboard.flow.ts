import { defineFlow } from '../flow';
import { dashboardMachine } from './dashboard.machine';

const content = {
  banners: [{ id: 'dash-1040', name: 'Hand-woven cotton tee', to: '/campaign/1040' }],
  menu: [{ id: 'menu-101', name: 'Drinks', to: '/reward/101' }],
  lists: [{ id: 'list-popular', name: 'Popular this week', tiles: [{ id: 'list-1001', name: 'Iced Thai tea', to: '/campaign/1001', points: 0 }] }],
};

export const dashboardFlow = defineFlow({
  id: 'dashboard',
  title: 'Home dashboard content',
  purpose: 'Banners, menu categories and campaign lists (by their configured names) on /landing and the top of the reward page; empty and failed-with-retry states.',
  machine: dashboardMachine,
  screen: true,
  events: {
    'xstate.done.actor.loadDashboard': [{ output: content }, { output: { banners: [], menu: [], lists: [] } }],
    'xstate.error.actor.loadDashboard': [{ error: { message: 'Service unavailable', status: 503 } }],
    'DASHBOARD.RETRY': [{}],
  },
});
