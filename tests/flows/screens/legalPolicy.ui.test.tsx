/**
 * The policy page's generated paths driven through its body (PolicyScreen of
 * src/flows/legalPolicy/PolicyRoute.tsx): the member presses Try again after a failure; the outcome of the
 * stubbed call and the clock are fed. The page shows the version, whether and when the member accepted it, and
 * the sanitised text.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { legalPolicyFlow } from '@machines/legalPolicy/legalPolicy.flow';
import type { legalPolicyMachine } from '@machines/legalPolicy/legalPolicy.machine';
import type { FlowRun } from '@/flowTooling/player';
import { PolicyScreen } from '@/flows/legalPolicy/PolicyRoute';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';

const executors = {
  'POLICY.RETRY': () => {
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    fireEvent.click(retry);
  },
  'xstate.done.actor.loadPolicyPage': fed,
  'xstate.error.actor.loadPolicyPage': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof legalPolicyMachine>, ScreenExecutor>;

interface Page {
  version: string;
  acceptance: { acceptedVersion: number; acceptedAt: number | null };
  current: boolean;
}
const page = (run: FlowRun) => (run.actor.getSnapshot().context as { page: Page }).page;

function loading(slow: boolean) {
  expect(screen.getByRole('status')).toHaveTextContent('Loading the policy…');
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: legalPolicyFlow,
  executors,
  render: (run) => <PolicyScreen actor={run.actor as unknown as ActorRefFrom<typeof legalPolicyMachine>} kind="terms" locale="en" />,
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    loadFailed: () => {
      expect(screen.getByText('The policy could not be loaded. Please try again.')).toBeInTheDocument();
      expect(screen.queryByText('Not found')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    shown: (run) => {
      const p = page(run);
      expect(screen.getByTestId('policy-version')).toHaveTextContent(p.version);
      const status = screen.getByTestId('policy-status');
      if (p.acceptance.acceptedVersion === 0) expect(status).toHaveTextContent('Not accepted');
      else if (p.current) expect(status).toHaveTextContent(`Accepted version ${p.acceptance.acceptedVersion} on`);
      else expect(status).toHaveTextContent(`You accepted version ${p.acceptance.acceptedVersion} on`);
      expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    },
  },
});
