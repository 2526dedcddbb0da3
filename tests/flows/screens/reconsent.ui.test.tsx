/**
 * Re-consent's generated paths driven through its dialogs (ReconsentScreen of src/flows/reconsent/ReconsentRunner.tsx):
 * the consent dialog of each policy to read again is the real consent-gate chart (stubbed calls; its own
 * replay drives the reading, so its outcome, accepted or closed, is fed), and the member answers the
 * read-again-or-sign-out question with its buttons. The calls' outcomes and the clock are fed. Failures go to
 * the app's shared error handler (the dialog host, replayed on its own), so nothing of this flow stays open.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { FlowEventType } from '@machines/flow';
import { reconsentFlow } from '@machines/reconsent/reconsent.flow';
import type { reconsentMachine } from '@machines/reconsent/reconsent.machine';
import { loadConsentGateDialog, ReconsentScreen } from '@/flows/reconsent/ReconsentRunner';
import type { FlowRun } from '@/flowTooling/player';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const TITLES = { terms: 'Terms and Conditions', privacy: 'Privacy Policy', age: 'Age confirmation' } as const;
const POLICIES = { terms: 'terms and conditions', privacy: 'privacy policy', age: 'age confirmation' } as const;
const QUESTION = 'An updated policy needs your consent';
const question = () => screen.queryByRole('dialog', { name: QUESTION }) ?? screen.queryByRole('alertdialog', { name: QUESTION });

const executors = {
  'RECONSENT.REVIEW': () => fireEvent.click(within(question()!).getByRole('button', { name: 'Read and accept' })),
  'RECONSENT.SIGN_OUT': () => fireEvent.click(within(question()!).getByRole('button', { name: 'Sign out' })),
  // The consent dialog's outcome: its own replay (consentGate) drives the reading and the Accept.
  'xstate.done.actor.consentGate': fed,
  'xstate.error.actor.consentGate': fed,
  'xstate.done.actor.loadConsentStatus': fed,
  'xstate.error.actor.loadConsentStatus': fed,
  'xstate.done.actor.saveLegalConsent': fed,
  'xstate.error.actor.saveLegalConsent': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof reconsentMachine>, ScreenExecutor>;

const current = (run: FlowRun) => ((run.actor.getSnapshot().context as { current: keyof typeof TITLES | null }).current ?? 'terms');

/** Nothing of re-consent on the screen: the member uses the app. */
function nothingOpen() {
  expect(question()).toBeNull();
  for (const title of Object.values(TITLES)) expect(screen.queryByRole('dialog', { name: title })).toBeNull();
}

// The consent dialog is on demand: loaded first, it renders in the same pass as the state that opens it.
beforeAll(async () => {
  await loadConsentGateDialog();
});

replayThroughScreen({
  flow: reconsentFlow,
  executors,
  children: { consentGate: consentGateMachine },
  render: (run) => <ReconsentScreen actor={run.actor as unknown as ActorRefFrom<typeof reconsentMachine>} />,
  expectations: {
    checking: nothingOpen,
    checkFailed: nothingOpen,
    offline: nothingOpen,
    reading: (run) => {
      expect(screen.getByRole('dialog', { name: TITLES[current(run)] })).toBeInTheDocument();
      expect(question()).toBeNull();
    },
    declined: (run) => {
      expect(question()).toHaveTextContent(`The ${POLICIES[current(run)]} has changed.`);
      expect(screen.queryByRole('dialog', { name: TITLES[current(run)] })).toBeNull();
    },
    // The accepted versions are posted in the background.
    saving: nothingOpen,
    upToDate: nothingOpen,
    signedOut: nothingOpen,
  },
});
