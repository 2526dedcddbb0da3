/**
 * The welcome-point dialog's generated paths driven through the dialog (WelcomePointView of
 * src/flows/welcomePoint/WelcomePointRun.tsx): the new member presses OK. The points show with their unit
 * (singular for one point); without points nothing shows.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { welcomePointFlow } from '@machines/welcomePoint/welcomePoint.flow';
import type { WelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';
import type { FlowRun } from '@/flowTooling/player';
import { WelcomePointView } from '@/flows/welcomePoint/WelcomePointRun';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';
import { replayThroughScreen, type ScreenExecutor } from './replay';

const dialog = () => screen.queryByRole('dialog', { name: 'Welcome points for you' });

const executors = {
  'WELCOME.OK': () => fireEvent.click(within(dialog()!).getByRole('button', { name: 'OK' })),
} satisfies Record<FlowEventType<WelcomePointMachine>, ScreenExecutor>;

replayThroughScreen({
  flow: welcomePointFlow,
  executors,
  render: (run: FlowRun) => (
    <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale: 'en' }}>
      <WelcomePointView actor={run.actor as unknown as ActorRefFrom<WelcomePointMachine>} />
    </ShellStateProvider>
  ),
  expectations: {
    showing: (run) => {
      const points = (run.actor.getSnapshot().context as { points: number }).points;
      expect(dialog()).toHaveTextContent('Thank you for joining. These welcome points are already in your account.');
      expect(dialog()).toHaveTextContent(`You received ${points} ${points === 1 ? 'point' : 'points'}`);
    },
    dismissed: () => expect(dialog()).toBeNull(),
  },
});
