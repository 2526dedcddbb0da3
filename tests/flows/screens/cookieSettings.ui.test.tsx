/**
 * The cookie settings dialog's generated paths driven through the dialog (CookieSettingsConnector of
 * src/flows/cookieConsent/CookieConsentRunner.tsx, as the cookie-consent chart's child renders it): the member picks
 * Accept or Reject per category, presses Save, Close or Try again; the content file's outcome and the clock
 * are fed. Necessary cookies are locked on.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { CookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import { cookieSettingsFlow } from '@machines/cookieConsent/cookieSettings.flow';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { CookieSettingsConnector } from '@/flows/cookieConsent/CookieConsentRunner';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const HEADERS: Record<string, string> = { necessaryCookies: 'Necessary', functionalCookies: 'Functional' };
const dialog = () => screen.queryByTestId('cookie-settings-dialog');
const row = (category: string) => within(screen.getByRole('radiogroup', { name: HEADERS[category] }));

const executors = {
  'COOKIES.SET': (step) => {
    const radio = row(String(step.payload.category)).getByRole('radio', { name: step.payload.accepted ? 'Accept' : 'Reject' });
    // Necessary cookies are locked: their choice cannot be pressed (the chart refuses it too).
    if (step.payload.category === 'necessaryCookies') expect(radio).toBeDisabled();
    else fireEvent.click(radio);
  },
  'COOKIES.SAVE': () => {
    const save = within(dialog()!).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    fireEvent.click(save);
  },
  // The × in the dialog's header.
  'COOKIES.CLOSE': () => fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close' })),
  'COOKIES.RETRY': () => fireEvent.click(within(dialog()!).getByRole('button', { name: 'Try again' })),
  'xstate.done.actor.loadCookieContent': fed,
  'xstate.error.actor.loadCookieContent': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<CookieSettingsMachine>, ScreenExecutor>;

type Settings = ActorRefFrom<CookieSettingsMachine>;

/** The parent renders the dialog while its child runs (an ended child leaves its children): mirrored here by the child's status. */
function Connector({ actor }: { actor: Settings }) {
  const running = useSelector(actor, (s) => s.status === 'active');
  return running ? <CookieSettingsConnector actorRef={actor} /> : null;
}

function loading(slow: boolean) {
  expect(dialog()).not.toBeNull();
  expect(within(dialog()!).getByRole('button', { name: 'Save' })).toBeDisabled();
  if (slow) expect(within(dialog()!).getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

const choices = (run: FlowRun) => (run.actor.getSnapshot().context as { choices: Record<string, 0 | 1> }).choices;

replayThroughScreen({
  flow: cookieSettingsFlow,
  executors,
  render: (run) => <Connector actor={run.actor as unknown as Settings} />,
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    loadFailed: () => {
      expect(within(dialog()!).getByRole('alert')).toHaveTextContent('The cookie settings could not be loaded. Please try again.');
      expect(within(dialog()!).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(within(dialog()!).getByRole('button', { name: 'Save' })).toBeDisabled();
    },
    editing: (run) => {
      expect(within(dialog()!).getByText('We use cookies.')).toBeInTheDocument();
      expect(row('necessaryCookies').getByRole('radio', { name: 'Accept' })).toBeChecked();
      expect(row('necessaryCookies').getByRole('radio', { name: 'Accept' })).toBeDisabled();
      const functional = row('functionalCookies');
      expect(functional.getByRole('radio', { name: choices(run).functionalCookies === 1 ? 'Accept' : 'Reject' })).toBeChecked();
      expect(functional.getByRole('radio', { name: 'Accept' })).toBeEnabled();
      expect(within(dialog()!).getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    // Final: the parent takes the output (the choices, or none when closed) and the dialog goes.
    saved: (run) => {
      expect(run.actor.getSnapshot().output).toEqual({ choices: choices(run) });
      expect(dialog()).toBeNull();
    },
    closed: (run) => {
      expect(run.actor.getSnapshot().output).toEqual({ choices: null });
      expect(dialog()).toBeNull();
    },
  },
});
