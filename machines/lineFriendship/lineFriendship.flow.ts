import { defineFlow } from '../flow';
import { lineFriendshipMachine } from './lineFriendship.machine';

export const lineFriendshipFlow = defineFlow({
  id: 'lineFriendship',
  title: "Friendship with the brand's LINE account",
  purpose:
    'Inside LINE, reads whether the member is a friend of the brand\'s LINE official account and shows it on the profile; a member who is not is offered "Add friend", which opens the account in LINE, and the status is read again when the member comes back.',
  machine: lineFriendshipMachine,
  screen: true,
  input: { inClient: true, addFriendUrl: 'https://line.me/R/ti/p/@pointsmember' },
  inputs: {
    outsideLine: { inClient: false, addFriendUrl: 'https://line.me/R/ti/p/@pointsmember' },
    noAccountAddress: { inClient: true, addFriendUrl: '' },
  },
  events: {
    'FRIENDSHIP.ADD_FRIEND': [{}],
    'FRIENDSHIP.RETURNED': [{}],
    'FRIENDSHIP.RECHECK': [{}],
    'FRIENDSHIP.RETRY': [{}],
    'xstate.done.actor.getFriendship': [{ output: true }, { output: false }],
    'xstate.error.actor.getFriendship': [{ error: { status: 401, message: 'The access token is invalid' } }, { error: { status: 0, message: 'Failed to fetch' } }],
    'xstate.done.actor.openAddFriend': [{ output: undefined }],
    'xstate.error.actor.openAddFriend': [{ error: { reason: 'invalidSubWindow', sdkMessage: 'invalidUrl' } }],
  },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { error: unknown }).error !== null]),
  limit: 200,
});
