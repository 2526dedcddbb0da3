/**
 * The marketing-consent chart's generated paths driven through the real page body and dialog
 * (MarketingConsentPanel of src/flows/marketingConsent/MarketingRoute.tsx): what a person does is done with the
 * page's own controls; the outcomes of the stubbed calls (and of the reading child) and the clock are fed to
 * the chart. Each state is checked against what the person sees.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { marketingConsentFlow } from '@machines/marketingConsent/marketingConsent.flow';
import type { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import type { FlowRun } from '@/flowTooling/player';
import { MarketingConsentPanel } from '@/flows/marketingConsent/MarketingRoute';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const dialog = () => screen.queryByRole('dialog', { name: 'Marketing consent' });
const box = (name: string) => within(dialog()!).getByRole('checkbox', { name, exact: true } as never);

const executors = {
  'MARKETING.TOGGLE_ALL': () => fireEvent.click(box('All')),
  'MARKETING.TOGGLE_CHANNEL': (step) => fireEvent.click(box({ sms: 'SMS', line: 'LINE', email: 'E-mail' }[String(step.payload.channel)] ?? 'SMS')),
  'MARKETING.OPEN': () => {
    const open = screen.getByRole('button', { name: 'Change marketing consent' });
    expect(open).toBeEnabled();
    fireEvent.click(open);
  },
  'MARKETING.CONFIRM': () => {
    const confirm = within(dialog()!).getByRole('button', { name: 'Confirm' });
    expect(confirm, 'Confirm must be enabled when the chart accepts MARKETING.CONFIRM').toBeEnabled();
    fireEvent.click(confirm);
  },
  'MARKETING.CLOSE': () => fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close' })),
  'MARKETING.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.loadMarketingState': fed,
  'xstate.error.actor.loadMarketingState': fed,
  'xstate.done.actor.readMarketingText': fed,
  'xstate.error.actor.readMarketingText': fed,
  'xstate.done.actor.saveMarketing': fed,
  'xstate.error.actor.saveMarketing': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof marketingConsentMachine>, ScreenExecutor>;

const loadingText = () => expect(screen.getByText('Reading your marketing choices…')).toBeInTheDocument();
const summaryShown = () => {
  expect(dialog()).toBeNull();
  expect(screen.getByTestId('marketing-summary')).toBeInTheDocument();
};

replayThroughScreen({
  flow: marketingConsentFlow,
  executors,
  render: (run: FlowRun) => (
    <MemoryRouter>
      <MarketingConsentPanel actor={run.actor as unknown as ActorRefFrom<typeof marketingConsentMachine>} />
    </MemoryRouter>
  ),
  expectations: {
    'loading.waiting': () => {
      loadingText();
      expect(screen.queryByText(/longer than usual/i)).toBeNull();
    },
    'loading.slow': () => {
      loadingText();
      expect(screen.getByText(/longer than usual/i)).toBeInTheDocument();
    },
    loadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your marketing choices could not be read');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    open: () => {
      expect(dialog()).not.toBeNull();
      expect(box('All')).toBeEnabled();
    },
    'saving.waiting': () => expect(within(dialog()!).getByRole('button', { name: 'Saving…' })).toBeDisabled(),
    'saving.slow': () => {
      expect(within(dialog()!).getByRole('button', { name: 'Saving…' })).toBeDisabled();
      expect(within(dialog()!).getByText(/longer than usual/i)).toBeInTheDocument();
    },
    saveFailed: () => {
      expect(within(dialog()!).getByRole('alert')).toHaveTextContent('Your choices were not saved');
      expect(within(dialog()!).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    },
    saved: () => {
      summaryShown();
      expect(screen.getByRole('status')).toHaveTextContent('Your marketing choices were saved.');
    },
    hidden: summaryShown,
  },
});
