/**
 * The points-code section's generated paths driven through its form (PointCodeScreen of
 * src/flows/pointCode/PointCodeSection.tsx): the member types codes, presses Get points, Scan a code (inside LINE),
 * Try again and Close; where the app runs, the scanner's outcome, the calls' outcomes and the clock are fed.
 * Before these replays the failure and the results had no Close (the chart's CODE.DISMISS had no control).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { pointCodeFlow } from '@machines/pointCode/pointCode.flow';
import { scanOffered, type pointCodeMachine } from '@machines/pointCode/pointCode.machine';
import type { PointCodeContext } from '@machines/pointCode/pointCode.types';
import type { FlowRun } from '@/flowTooling/player';
import { PointCodeScreen } from '@/flows/pointCode/PointCodeSection';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const field = () => screen.getByLabelText('Points code') as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: /^(Get points|Sending…)$/ });
const scan = () => screen.queryByRole('button', { name: 'Scan a code' });
const failure = () => document.querySelector<HTMLElement>('.line-feature__error:has(button)');
const context = (run: FlowRun) => run.actor.getSnapshot().context as PointCodeContext;

const executors = {
  // Typing what the field already holds is typing a character and deleting it.
  'CODE.CHANGED': (step) => {
    const text = String(step.payload.text);
    if (field().value === text) fireEvent.change(field(), { target: { value: `${text}x` } });
    fireEvent.change(field(), { target: { value: text } });
  },
  'CODE.SUBMIT': () => {
    expect(send()).toBeEnabled();
    fireEvent.click(send());
  },
  // Scan a code is offered inside LINE only; elsewhere there is nothing to press (the chart refuses it too).
  'CODE.SCAN': (_step, run) => {
    if (scanOffered(context(run))) fireEvent.click(scan()!);
    else expect(scan()).toBeNull();
  },
  'CODE.RETRY': () => fireEvent.click(within(failure()!).getByRole('button', { name: 'Try again' })),
  // Close on the failure, or on the results of the last send; with neither there is nothing to close.
  'CODE.DISMISS': () => {
    const close = screen.queryByRole('button', { name: 'Close' });
    if (close) fireEvent.click(close);
  },
  'xstate.done.actor.detectClient': fed,
  'xstate.error.actor.detectClient': fed,
  'xstate.done.actor.scanCode': fed,
  'xstate.error.actor.scanCode': fed,
  'xstate.done.actor.processCodes': fed,
  'xstate.error.actor.processCodes': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof pointCodeMachine>, ScreenExecutor>;

/** What was typed stays; the field says which entries are not codes; the answer shows per code. */
function formShowsContext(run: FlowRun) {
  const c = context(run);
  expect(field()).toHaveValue(c.text);
  expect(field()).toHaveAttribute('aria-invalid', String(c.invalid.length > 0));
  if (scanOffered(c)) expect(scan()).not.toBeNull();
  else expect(scan()).toBeNull();
  const results = screen.queryByRole('list', { name: 'Results' });
  if (c.answer && c.answer.outcomes.length > 0 && !c.error) {
    expect(within(results!).getAllByRole('listitem')).toHaveLength(c.answer.outcomes.length);
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  } else expect(results).toBeNull();
}

replayThroughScreen({
  flow: pointCodeFlow,
  executors,
  render: (run) => <PointCodeScreen actor={run.actor as unknown as ActorRefFrom<typeof pointCodeMachine>} locale="en" />,
  expectations: {
    detecting: () => {
      expect(field()).toHaveValue('');
      expect(scan()).toBeNull();
    },
    editing: (run) => {
      formShowsContext(run);
      expect(send()).toHaveTextContent('Get points');
      expect(send()).toBeEnabled();
      expect(failure()).toBeNull();
    },
    scanning: (run) => formShowsContext(run),
    'sending.waiting': (run) => {
      formShowsContext(run);
      expect(send()).toHaveTextContent('Sending…');
      expect(send()).toBeDisabled();
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'sending.slow': (run) => {
      formShowsContext(run);
      expect(send()).toBeDisabled();
      expect(screen.getByText(SLOW)).toBeInTheDocument();
    },
    failed: (run) => {
      expect(field()).toHaveValue(context(run).text);
      expect(failure()).not.toHaveTextContent(/^x$/);
      expect(within(failure()!).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(within(failure()!).getByRole('button', { name: 'Close' })).toBeEnabled();
    },
  },
});
