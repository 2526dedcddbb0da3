/**
 * Wi-Fi username and password (/profile/usernamewifi; spec sections 3, 5 and 7). Loads the member's
 * current Wi-Fi username, then the form: username, password and confirm, each checked as the member
 * types (letters, digits and underscore, at least 8; "Passwords don't match"). Saving makes the two calls
 * of section 7: POST /profile/me/change_username_wifi {current, change} when the username changes, then
 * POST /truewifi with the username and password. A failure keeps every field and offers Try again; every
 * call gives a slow notice and gives up after the shared request timeout.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { validateWifiConfirm, validateWifiCredential } from '@/domain/validation/wifi';
import { requestDelays, requestState, requestTimeoutError } from '../shared/request';
import { notProvided } from '../shared/provided';
import type { ChangeCredentialsInput, ChangeUsernameInput, WifiContext, WifiEvent, WifiField, WifiTag } from './wifiCredentials.types';
import { errorOf } from '../shared/actorEvents';

function validate(context: Pick<WifiContext, 'username' | 'password' | 'confirm'>, only?: Partial<Record<WifiField, boolean>>): WifiContext['errors'] {
  const all: WifiContext['errors'] = {};
  const username = validateWifiCredential(context.username);
  const password = validateWifiCredential(context.password);
  const confirm = validateWifiConfirm(context.password, context.confirm);
  if (username && (!only || only.username)) all.username = username;
  if (password && (!only || only.password)) all.password = password;
  if (confirm && (!only || only.confirm)) all.confirm = confirm;
  return all;
}

function usernameInput({ context }: { context: WifiContext }) {
  return { current: context.currentUsername, change: context.username };
}

function credentialsInput({ context }: { context: WifiContext }) {
  return { username: context.username, password: context.password };
}

export const wifiCredentialsMachine = setup({
  types: {
    context: {} as WifiContext,
    events: {} as WifiEvent,
    tags: {} as WifiTag,
  },
  // The calls, provided by the live actors beside the screen (src/flows/wifiCredentials/UsernameWifiRoute.tsx).
  actors: {
    /** GET /profile/me → the member's current Wi-Fi username ('' when none). */
    loadWifiUsername: notProvided<string>('wifiCredentials.loadWifiUsername'),
    /** POST /profile/me/change_username_wifi {current, change}. */
    changeWifiUsername: notProvided<void, ChangeUsernameInput>('wifiCredentials.changeWifiUsername'),
    /** POST {module-api}/truewifi {username, password, confirm_password}. */
    changeWifiCredentials: notProvided<void, ChangeCredentialsInput>('wifiCredentials.changeWifiCredentials'),
  },
  delays: { ...requestDelays },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    isUsernameChanged: ({ context }) => context.username !== context.currentUsername,
  },
  actions: {
    storeCurrent: assign((_, params: { output: unknown }) => {
      const current = String(params.output ?? '');
      return { currentUsername: current, username: current };
    }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'WIFI.FIELD_CHANGED') return {};
      const next = { ...context, [event.field]: event.value };
      const touched = { ...context.touched, [event.field]: true };
      return { [event.field]: event.value, touched, errors: validate(next, touched) };
    }),
    showAllErrors: assign(({ context }) => ({ touched: { username: true, password: true, confirm: true }, errors: validate(context) })),
    storeFailure: assign({ failure: ({ event }) => toApiError(errorOf(event)) }),
    storeTimeout: assign({ failure: () => requestTimeoutError() }),
    clearFailure: assign({ failure: undefined }),
    acceptUsername: assign({ currentUsername: ({ context }) => context.username }),
    clearPasswords: assign({ password: '', confirm: '', touched: {}, errors: {} }),
  },
}).createMachine({
  id: 'wifiCredentials',
  context: { currentUsername: '', username: '', password: '', confirm: '', touched: {}, errors: {} },
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the member's current Wi-Fi username.",
      tags: ['loading'],
      invoke: {
        id: 'loadWifiUsername',
        src: 'loadWifiUsername',
        onDone: { target: 'editing', actions: { type: 'storeCurrent', params: ({ event }) => ({ output: event.output }) } },
        // Without it the member can still set new credentials; the current username is then unknown.
        onError: { target: 'editing' },
      },
      ...requestState({ onTimeout: { target: 'editing' } }),
    },
    editing: {
      description: 'The form; each rule shows as the member types, all of them after Save.',
      tags: ['editable'],
      on: {
        'WIFI.FIELD_CHANGED': { actions: 'changeField' },
        'WIFI.SUBMIT': [
          { guard: 'isFormValid', target: 'saving', actions: 'clearFailure' },
          { actions: 'showAllErrors' },
        ],
      },
    },
    saving: {
      description: 'The two calls: the username (when it changed), then the username and password.',
      tags: ['saving'],
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isUsernameChanged', target: 'username' }, { target: 'credentials' }] },
        username: {
          tags: ['loading'],
          invoke: {
            id: 'changeWifiUsername',
            src: 'changeWifiUsername',
            input: usernameInput,
            onDone: { target: 'credentials', actions: 'acceptUsername' },
            onError: { target: '#wifiCredentials.failed', actions: 'storeFailure' },
          },
          ...requestState({ onTimeout: { target: '#wifiCredentials.failed', actions: 'storeTimeout' } }),
        },
        credentials: {
          tags: ['loading'],
          invoke: {
            id: 'changeWifiCredentials',
            src: 'changeWifiCredentials',
            input: credentialsInput,
            onDone: { target: '#wifiCredentials.saved', actions: 'clearPasswords' },
            onError: { target: '#wifiCredentials.failed', actions: 'storeFailure' },
          },
          ...requestState({ onTimeout: { target: '#wifiCredentials.failed', actions: 'storeTimeout' } }),
        },
      },
    },
    failed: {
      description: 'Not saved: a translated message; every field kept; Try again or keep editing.',
      tags: ['editable'],
      on: {
        'WIFI.RETRY': { target: 'saving', actions: 'clearFailure' },
        'WIFI.FIELD_CHANGED': { target: 'editing', actions: ['changeField', 'clearFailure'] },
      },
    },
    saved: {
      description: 'Saved: a success message; the member may change them again.',
      on: { 'WIFI.EDIT_AGAIN': { target: 'editing' } },
    },
  },
});
