/**
 * The Wi-Fi username and password chart's generated paths driven through the form of /profile/usernamewifi
 * (WifiPanel of src/flows/wifiCredentials/UsernameWifiRoute.tsx): the member types into the three fields, presses Save,
 * Try again and Change again; the outcomes of the stubbed calls and the clock are fed. Nothing typed is lost
 * on a failure, and each rule shows under its field.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { wifiCredentialsFlow } from '@machines/wifiCredentials/wifiCredentials.flow';
import type { wifiCredentialsMachine } from '@machines/wifiCredentials/wifiCredentials.machine';
import type { WifiContext } from '@machines/wifiCredentials/wifiCredentials.types';
import type { FlowRun } from '@/flowTooling/player';
import { WifiPanel } from '@/flows/wifiCredentials/UsernameWifiRoute';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const LABELS = { username: 'Wi-Fi username', password: 'Wi-Fi password', confirm: 'Confirm Wi-Fi password' } as const;
const field = (name: keyof typeof LABELS) => screen.getByLabelText(LABELS[name], { selector: 'input' });
const SLOW = 'This is taking longer than usual…';

const executors = {
  // Typing the value the field already holds is typing a character and deleting it (a change to the same value is no change).
  'WIFI.FIELD_CHANGED': (step) => {
    const input = field(step.payload.field as keyof typeof LABELS);
    const value = String(step.payload.value);
    if ((input as HTMLInputElement).value === value) fireEvent.change(input, { target: { value: `${value}x` } });
    fireEvent.change(input, { target: { value } });
  },
  'WIFI.SUBMIT': () => {
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    fireEvent.click(save);
  },
  'WIFI.RETRY': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  'WIFI.EDIT_AGAIN': () => fireEvent.click(screen.getByRole('button', { name: 'Change again' })),
  'xstate.done.actor.loadWifiUsername': fed,
  'xstate.error.actor.loadWifiUsername': fed,
  'xstate.done.actor.changeWifiUsername': fed,
  'xstate.error.actor.changeWifiUsername': fed,
  'xstate.done.actor.changeWifiCredentials': fed,
  'xstate.error.actor.changeWifiCredentials': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof wifiCredentialsMachine>, ScreenExecutor>;

const context = (run: FlowRun) => run.actor.getSnapshot().context as WifiContext;

/** The three fields show what the chart holds (nothing typed is lost), each with its rule when one is broken. */
function formShowsContext(run: FlowRun) {
  const c = context(run);
  expect(field('username')).toHaveValue(c.username);
  expect(field('password')).toHaveValue(c.password);
  expect(field('confirm')).toHaveValue(c.confirm);
  for (const name of ['username', 'password', 'confirm'] as const) {
    if (c.errors[name]) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    else expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
  }
}

function loading(slow: boolean) {
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
}

function saving(run: FlowRun, slow: boolean) {
  formShowsContext(run);
  expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: wifiCredentialsFlow,
  executors,
  render: (run) => <WifiPanel actor={run.actor as unknown as ActorRefFrom<typeof wifiCredentialsMachine>} />,
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    editing: (run) => {
      formShowsContext(run);
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'saving.username.waiting': (run) => saving(run, false),
    'saving.username.slow': (run) => saving(run, true),
    'saving.credentials.waiting': (run) => saving(run, false),
    'saving.credentials.slow': (run) => saving(run, true),
    failed: (run) => {
      formShowsContext(run);
      expect(screen.getByRole('alert')).toHaveTextContent("Sorry, we couldn't change your Wi-Fi username and password.");
      expect(screen.getByRole('alert')).not.toHaveTextContent(/Wrong current username|Server error/);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    saved: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Your Wi-Fi username and password have been changed.');
      expect(screen.getByRole('button', { name: 'Change again' })).toBeEnabled();
    },
  },
});
