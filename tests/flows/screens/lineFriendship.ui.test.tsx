/**
 * The friendship card's generated paths driven through its screen (src/flows/lineFriendship/LineFriendshipCard.tsx over
 * src/flows/lineFriendship/FriendshipCard.tsx): Add friend, Check again and Try again are pressed; LINE's answers, the member
 * coming back from LINE and the time limit are fed (no person does those on this screen).
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { lineFriendshipFlow } from '@machines/lineFriendship/lineFriendship.flow';
import type { lineFriendshipMachine } from '@machines/lineFriendship/lineFriendship.machine';
import type { LineFriendshipContext } from '@machines/lineFriendship/lineFriendship.types';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { LineFriendshipScreen } from '@/flows/lineFriendship/LineFriendshipCard';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const executors = {
  'FRIENDSHIP.ADD_FRIEND': () => fireEvent.click(screen.getByRole('button', { name: 'Add friend' })),
  'FRIENDSHIP.RECHECK': () => fireEvent.click(screen.getByRole('button', { name: 'Check again' })),
  'FRIENDSHIP.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  // The page became visible again after LINE showed the brand's account.
  'FRIENDSHIP.RETURNED': fed,
  'xstate.done.actor.getFriendship': fed,
  'xstate.error.actor.getFriendship': fed,
  'xstate.done.actor.openAddFriend': fed,
  'xstate.error.actor.openAddFriend': fed,
  'xstate.done.actor.watchReturn': fed,
  'xstate.error.actor.watchReturn': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof lineFriendshipMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as LineFriendshipContext;
const card = () => screen.getByTestId('line-friendship');

function showsErrorWhenStored(run: FlowRun) {
  if (context(run).error) expect(screen.getByRole('alert')).toHaveTextContent(/LINE/);
  else expect(screen.queryByRole('alert')).toBeNull();
}

replayThroughScreen({
  flow: lineFriendshipFlow,
  executors,
  render: (run) => <LineFriendshipScreen actor={run.actor as unknown as ActorRefFrom<typeof lineFriendshipMachine>} />,
  expectations: {
    idle: () => expect(screen.queryByTestId('line-friendship')).toBeNull(),
    checking: () => {
      expect(card()).toHaveTextContent('Checking whether you are our friend on LINE');
      expect(card()).toHaveAttribute('aria-busy', 'true');
    },
    friend: () => {
      expect(card()).toHaveTextContent('You are our friend on LINE.');
      expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
    },
    notFriend: (run) => {
      expect(card()).toHaveTextContent('Add our LINE official account as a friend');
      if (context(run).addFriendUrl) expect(screen.getByRole('button', { name: 'Add friend' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
      showsErrorWhenStored(run);
    },
    openingAccount: () => expect(screen.getByRole('button', { name: 'Opening our account in LINE…' })).toBeDisabled(),
    awaitingReturn: () => {
      expect(card()).toHaveTextContent('We check again when you come back.');
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    },
    failed: (run) => {
      showsErrorWhenStored(run);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
});
