/**
 * The flow player route as a product owner uses it: pick a flow, see the state, fire the events that
 * can happen now, watch the chart highlight move, reset. Runs offline (stub actors, simulated time).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@machines/catalogue';
import { messages } from '@/i18n/messages';
import FlowPlayerRoute from '@/flows/devFlows/FlowPlayerRoute';
import { FlowPlayerView } from '@/flows/devFlows/FlowPlayerView';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/dev/flows', element: <FlowPlayerRoute /> }], { initialEntries: [url] });
  render(
    <IntlProvider locale="en" messages={messages.en}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

const first = catalogue[0];

describe('/dev/flows', () => {
  it('lists the catalogue and opens the first flow', () => {
    renderAt('/dev/flows');
    const select = screen.getByRole('combobox', { name: 'Flow' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(catalogue.map((f) => f.title));
    if (first) {
      expect(screen.getByText(first.purpose)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: `Chart of ${first.title}; the current state is highlighted` })).toBeInTheDocument();
    }
  });

  it('steps through a flow with the offered events and resets', () => {
    const flow = catalogue.find((f) => f.id === 'dialogHost');
    if (!flow) return;
    const router = renderAt('/dev/flows?flow=dialogHost');
    expect(screen.getByRole('status')).toHaveTextContent('Current state: idle (after no event)');
    const events = screen.getByRole('list', { name: 'Events that can happen now' });
    fireEvent.click(within(events).getAllByRole('button', { name: /DIALOG\.OPEN/ })[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('Current state: showing (after 1 event)');
    expect(document.querySelector('.flow-chart .active[data-state-path="showing"]')).not.toBeNull();
    expect(screen.getByText(/"stack": \[/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent('Current state: idle (after no event)');
    expect(router.state.location.search).toBe('?flow=dialogHost');
  });

  it('switches flows from the list', () => {
    if (catalogue.length < 2) return;
    const router = renderAt('/dev/flows');
    fireEvent.change(screen.getByRole('combobox', { name: 'Flow' }), { target: { value: catalogue[1]!.id } });
    expect(router.state.location.search).toBe(`?flow=${catalogue[1]!.id}`);
    expect(screen.getByText(catalogue[1]!.purpose)).toBeInTheDocument();
  });

  it('says so when the URL names no flow of the catalogue', () => {
    renderAt('/dev/flows?flow=nope');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no flow “nope”. Choose one from the list.');
  });
});

describe('FlowPlayerView', () => {
  it('offers the input variants when a flow has several, and wait buttons in seconds', () => {
    const chosen: string[] = [];
    const fired: string[] = [];
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <FlowPlayerView
          flows={[{ id: 'v', title: 'Voucher', purpose: 'Redeem a code' }]}
          selectedId="v"
          onSelect={() => {}}
          variants={['default', 'noRetries']}
          selectedVariant="default"
          onVariant={(name) => chosen.push(name)}
          inputJson='{"maxAttempts":2}'
          currentStates={['locked']}
          status="active"
          events={[{ key: 'w', type: 'xstate.after.cooldown.v.locked', waitMs: 3000 }]}
          onFire={(key) => fired.push(key)}
          contextJson="{}"
          stepCount={4}
          onReset={() => {}}
        />
      </IntlProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Start with input' }), { target: { value: 'noRetries' } });
    expect(chosen).toEqual(['noRetries']);
    fireEvent.click(screen.getByRole('button', { name: 'Wait 3 s' }));
    expect(fired).toEqual(['w']);
    expect(screen.getByRole('status')).toHaveTextContent('Current state: locked (after 4 events)');
  });
});
