import { defineFlow } from '../flow';
import { membershipMachine } from './membership.machine';

const level = (tier: 'member' | 'plus' | 'plusX', name: string) => ({ tier, name, description: '', benefits: [`${name} benefit`], mission: null });
const badge = { id: 'badge-plus-x', name: 'Plus X', description: '', grouping: 'level', level: 2, obtained: false, obtainedOn: null, percentage: 40, levelExpiresOn: null, missions: [{ name: 'Redeem points', current: 2000, value: 5000, completed: false }] };

export const membershipFlow = defineFlow({
  id: 'membership',
  title: 'Membership level, badges and privileges',
  purpose: 'Loads the levels with their privileges and the member’s badges with missions: the member’s level from the bit flag, its expiry, progress toward the next level, with slow, timed-out and failed states offering Retry.',
  machine: membershipMachine,
  screen: true,
  input: { userLevel: 2, signedIn: true },
  inputs: { guest: { userLevel: null, signedIn: false } },
  events: {
    'xstate.done.actor.loadMembership': [{ output: { levels: [level('member', 'Member'), level('plus', 'Plus'), level('plusX', 'Plus X')], badges: [badge] } }],
    'xstate.error.actor.loadMembership': [{ error: { message: 'Service unavailable', status: 503 } }],
    'MEMBERSHIP.RETRY': [{}],
  },
});
