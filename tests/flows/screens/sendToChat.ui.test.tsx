/**
 * "Send to my chat"'s generated paths driven through its control under a code (SendToChatScreen of
 * src/flows/sendToChat/SendToChat.tsx): the member presses Send to my chat and OK; where the app runs, the permission
 * check's outcome (its own chart, linePermission), LINE's answer and the clock are fed. The screen always sends
 * the code as one text message, so a send of no valid message (the chart's guard for other callers) is fed.
 * Before these replays the sent note had no OK (the chart's CHAT.DISMISS in `sent` had no control).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { sendToChatFlow } from '@machines/sendToChat/sendToChat.flow';
import type { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';
import { performStep, type FlowRun } from '@/flowTooling/player';
import { SendToChatScreen } from '@/flows/sendToChat/SendToChatFlow';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const button = () => screen.getByRole('button', { name: 'Send to my chat' });
const ok = () => screen.getByRole('button', { name: 'OK' });

const executors = {
  'CHAT.SEND': (step, run) => {
    const messages = step.payload.messages as unknown[];
    if (Array.isArray(messages) && messages.length === 0) {
      act(() => performStep(run, step));
      return;
    }
    expect(button()).toBeEnabled();
    fireEvent.click(button());
  },
  'CHAT.DISMISS': () => fireEvent.click(ok()),
  'xstate.done.actor.detectClient': fed,
  'xstate.error.actor.detectClient': fed,
  'xstate.done.actor.checkPermission': fed,
  'xstate.error.actor.checkPermission': fed,
  'xstate.done.actor.sendMessages': fed,
  'xstate.error.actor.sendMessages': fed,
  'xstate.after.AFTER_MESSAGE_WAIT': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof sendToChatMachine>, ScreenExecutor>;

function ready() {
  expect(button()).toBeEnabled();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
}

function busy() {
  expect(button()).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Sending the code to your LINE chat…');
}

/** A translated explanation with OK; Send to my chat stays available to try again. */
const explains = (text: RegExp) => () => {
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  expect(ok()).toBeEnabled();
  expect(button()).toBeEnabled();
};

replayThroughScreen({
  flow: sendToChatFlow,
  executors,
  render: (run: FlowRun) => <SendToChatScreen actor={run.actor as unknown as ActorRefFrom<typeof sendToChatMachine>} code="AB12CD34" name="Iced latte" />,
  expectations: {
    // Send waits until the chart knows where it runs (it takes no send before).
    detecting: () => {
      expect(button()).toBeDisabled();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    },
    idle: ready,
    askingPermission: busy,
    sending: busy,
    settling: busy,
    sent: () => {
      expect(screen.getByRole('status')).toHaveTextContent('The code is in your LINE chat.');
      expect(ok()).toBeEnabled();
      expect(button()).toBeEnabled();
    },
    denied: explains(/You did not allow it|not allowed to do that in LINE/),
    updateRequired: explains(/Please update LINE to version 12\.0\.1 or later\./),
    unavailable: explains(/only inside the LINE app|too old for this/),
    failed: explains(/.+/),
  },
});
