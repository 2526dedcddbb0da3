/**
 * The consent gate's generated paths driven through the legal-text dialog (src/flows/consentGate/ConsentGateDialog
 * over src/flows/consentGate/ConsentDialog), rendered while the chart runs, as the registration screen does. Scrolling
 * is done on the text region against a fake layout (jsdom has none): a text taller than its box, whose scroll
 * position each CONSENT.SCROLLED step sets before the scroll event fires.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { consentGateFlow } from '@machines/consentGate/consentGate.flow';
import type { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { ConsentGateDialog } from '@/flows/consentGate/ConsentGateDialog';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

/** The fake layout of the text region: position and sizes, and the positions the dialog asked to scroll to. */
const layout = { scrollTop: 0, scrollHeight: 2000, clientHeight: 400, requested: [] as number[] };
const isText = (el: Element) => el instanceof HTMLElement && el.dataset.testid === 'consent-text';
const saved = {
  scrollTop: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop'),
  scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
};
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return isText(this) ? layout.scrollTop : 0;
    },
    // The dialog's request to scroll is recorded; where the text ends up arrives as its own CONSENT.SCROLLED step.
    set(this: Element, value: number) {
      if (isText(this)) layout.requested.push(value);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: (): number => layout.scrollHeight });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: (): number => layout.clientHeight });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  }
});

const text = () => screen.getByTestId('consent-text');
const accept = () => screen.getByRole('button', { name: 'Accept' });

const executors = {
  'CONSENT.SCROLLED': (step) => {
    Object.assign(layout, step.payload);
    fireEvent.scroll(text());
  },
  'CONSENT.JUMP_TO_BOTTOM': () => {
    const before = layout.requested.length;
    fireEvent.click(screen.getByRole('button', { name: 'Tap to bottom' }));
    expect(layout.requested.slice(before), 'the dialog scrolls the text to its end when the chart asks').toEqual([layout.scrollHeight]);
  },
  'CONSENT.ACCEPT': () => {
    expect(accept(), 'Accept must be enabled when the chart accepts CONSENT.ACCEPT').toBeEnabled();
    fireEvent.click(accept());
  },
  'CONSENT.CANCEL': () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
  'CONSENT.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.loadConsentText': fed,
  'xstate.error.actor.loadConsentText': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof consentGateMachine>, ScreenExecutor>;

/** Shown while the chart runs, as the registration screen shows its consentGate child. */
function Gate({ run }: { run: FlowRun }) {
  const running = useSelector(run.actor, (s) => s.status === 'active');
  return running ? <ConsentGateDialog actorRef={run.actor as unknown as ActorRefFrom<typeof consentGateMachine>} /> : null;
}

const dialog = () => screen.queryByRole('dialog');
const SLOW = 'This is taking longer than usual…';
function loading() {
  expect(screen.getByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tap to bottom' })).toBeDisabled();
  expect(accept()).toBeDisabled();
}

replayThroughScreen({
  flow: consentGateFlow,
  executors,
  render: (run) => {
    Object.assign(layout, { scrollTop: 0, scrollHeight: 2000, clientHeight: 400, requested: [] });
    return <Gate run={run} />;
  },
  expectations: {
    'loading.waiting': () => {
      loading();
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'loading.slow': () => {
      loading();
      expect(screen.getByText(SLOW)).toBeInTheDocument();
    },
    loadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('The text could not be loaded. Please try again.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(accept()).toBeDisabled();
    },
    'reading.notAtBottom': () => {
      expect(text().innerHTML).toContain('<h2>Terms</h2>');
      expect(accept()).toBeDisabled();
      expect(screen.getByText('Scroll to the end of the text to accept.')).toBeInTheDocument();
    },
    'reading.atBottom': () => {
      expect(accept()).toBeEnabled();
      expect(screen.queryByText('Scroll to the end of the text to accept.')).toBeNull();
    },
    accepted: () => expect(dialog()).toBeNull(),
    cancelled: () => expect(dialog()).toBeNull(),
  },
});
