/**
 * Share's generated paths driven through the Share control of the campaign page (ShareCampaignScreen of
 * src/flows/sharePicker/ShareCampaign.tsx): the member presses Share and OK; where the app runs, LINE's picker, the
 * share-picker window (its own events: opened, blocked, failed, closed), the share sheet, the clipboard, the
 * polls and the clock are fed. The screen always shares the campaign as one message card, so a share of no valid
 * message (the chart's guard for other callers) is fed.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { sharePickerFlow } from '@machines/sharePicker/sharePicker.flow';
import type { sharePickerMachine } from '@machines/sharePicker/sharePicker.machine';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { performStep, type FlowRun } from '@/flowTooling/player';
import { ShareCampaignScreen } from '@/flows/sharePicker/ShareCampaign';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const campaign: CampaignDetail = {
  id: '1002',
  kind: 2,
  name: 'Hot or iced Americano, 50% off',
  pointPerUnit: 120,
  soldOut: false,
  delivered: false,
  available: true,
  conditionValid: true,
  serverNow: Date.UTC(2026, 10, 22),
} as CampaignDetail;

const share = () => screen.getByRole('button', { name: 'Share' });
const ok = () => screen.getByRole('button', { name: 'OK' });

const executors = {
  'SHARE.OPEN': (step, run) => {
    const messages = step.payload.messages as unknown[];
    if (Array.isArray(messages) && messages.length === 0) {
      act(() => performStep(run, step));
      return;
    }
    expect(share()).toBeEnabled();
    fireEvent.click(share());
  },
  'SHARE.DISMISS': () => fireEvent.click(ok()),
  // The share-picker window reports what happens to it.
  'WINDOW.OPENED': fed,
  'WINDOW.BLOCKED': fed,
  'WINDOW.FAILED': fed,
  'WINDOW.CLOSED': fed,
  'xstate.done.actor.detectShareContext': fed,
  'xstate.error.actor.detectShareContext': fed,
  // The profile permission check before the window (a linePermission child; its consent sub-window is its own).
  'xstate.done.actor.checkPermission': fed,
  'xstate.error.actor.checkPermission': fed,
  'xstate.done.actor.liffShareTargetPicker': fed,
  'xstate.error.actor.liffShareTargetPicker': fed,
  'xstate.done.actor.shareWindow': fed,
  'xstate.error.actor.shareWindow': fed,
  'xstate.done.actor.pollShareResult': fed,
  'xstate.error.actor.pollShareResult': fed,
  'xstate.done.actor.cancelShare': fed,
  'xstate.error.actor.cancelShare': fed,
  'xstate.done.actor.deviceShare': fed,
  'xstate.error.actor.deviceShare': fed,
  'xstate.done.actor.copyLink': fed,
  'xstate.error.actor.copyLink': fed,
  'xstate.after.SHARE_MAX_DURATION': fed,
  'xstate.after.SHARE_HEALTH_CHECK': fed,
  'xstate.after.SHARE_POLL': fed,
  'xstate.after.COPIED_NOTICE': fed,
} satisfies Record<FlowEventType<typeof sharePickerMachine>, ScreenExecutor>;

function busy(text: string) {
  return () => {
    expect(share()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(text);
  };
}
const WINDOW = 'Choose friends in the LINE window. This page waits for you.';

/** The outcome with OK; Share stays available to share again. */
function outcome(text: string) {
  return () => {
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(ok()).toBeEnabled();
    expect(share()).toBeEnabled();
  };
}

/** A translated explanation with OK (never the platform's own text); Share stays available. */
function explains() {
  expect(screen.getByRole('alert')).toHaveTextContent(/\S/);
  expect(screen.getByRole('alert')).not.toHaveTextContent(/LIFF unavailable|AbortError|NotAllowedError/);
  expect(ok()).toBeEnabled();
  expect(share()).toBeEnabled();
}

replayThroughScreen({
  flow: sharePickerFlow,
  executors,
  render: (run: FlowRun) => <ShareCampaignScreen actor={run.actor as unknown as ActorRefFrom<typeof sharePickerMachine>} campaign={campaign} liffId="1650000000-devliffid" />,
  expectations: {
    // Where the app runs is not known yet: nothing to share with.
    detecting: () => expect(share()).toBeDisabled(),
    idle: () => {
      expect(share()).toBeEnabled();
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    picking: busy('Choose friends in LINE…'),
    askingPermission: busy('Checking your LINE permission. If a LINE window asks, allow it there.'),
    'window.opening': busy(WINDOW),
    'window.waiting.health.watching': busy(WINDOW),
    'window.waiting.poll.resting': busy(WINDOW),
    'window.waiting.poll.polling': busy(WINDOW),
    'window.reportingCancel': busy(WINDOW),
    sharingOnDevice: busy("Opening your phone's share options…"),
    copyingLink: busy("Opening your phone's share options…"),
    shared: outcome('Shared with your friends.'),
    cancelled: outcome('Not shared: you closed the picker.'),
    linkCopied: outcome('Link copied. Paste it into any chat.'),
    unavailable: explains,
    timedOut: explains,
    failed: explains,
  },
});
