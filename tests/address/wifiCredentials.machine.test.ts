import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { wifiCredentialsMachine } from '@machines/wifiCredentials/wifiCredentials.machine';
import type { ChangeCredentialsInput, ChangeUsernameInput } from '@machines/wifiCredentials/wifiCredentials.types';
import { ApiCallError } from '@/domain/apiError';

function start(options: { failCredentials?: () => boolean } = {}) {
  const calls = { username: [] as ChangeUsernameInput[], credentials: [] as ChangeCredentialsInput[] };
  const actor = createActor(
    wifiCredentialsMachine.provide({
      actors: {
        loadWifiUsername: fromPromise(async () => 'somchai_wifi'),
        changeWifiUsername: fromPromise<void, ChangeUsernameInput>(async ({ input }) => { calls.username.push(input); }),
        changeWifiCredentials: fromPromise<void, ChangeCredentialsInput>(async ({ input }) => {
          calls.credentials.push(input);
          if (options.failCredentials?.()) throw new ApiCallError({ message: 'down', status: 500 });
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('Wi-Fi credentials chart', () => {
  it('shows each rule as the member types, and "Passwords don\'t match"', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.username).toBe('somchai_wifi');
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'password', value: 'abc-1' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { id: 'validation.wifi.characters' } });
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'password', value: 'abc_1' });
    expect(actor.getSnapshot().context.errors.password).toEqual({ id: 'validation.tooShort', values: { min: 8 } });
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'password', value: 'Cafe_2025x' });
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'confirm', value: 'Cafe_2025' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirm: { id: 'validation.wifi.mismatch' } });
  });

  it('makes both calls when the username changes, only the second otherwise; a failure keeps the fields', async () => {
    let fail = true;
    const { actor, calls } = start({ failCredentials: () => fail });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'username', value: 'new_wifi_01' });
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'password', value: 'Cafe_2025x' });
    actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'confirm', value: 'Cafe_2025x' });
    actor.send({ type: 'WIFI.SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(calls.username).toEqual([{ current: 'somchai_wifi', change: 'new_wifi_01' }]);
    expect(actor.getSnapshot().context).toMatchObject({ username: 'new_wifi_01', password: 'Cafe_2025x', confirm: 'Cafe_2025x' });
    fail = false;
    actor.send({ type: 'WIFI.RETRY' });
    await waitFor(actor, (s) => s.matches('saved'));
    // The username already changed: the retry only sends the credentials.
    expect(calls.username).toHaveLength(1);
    expect(calls.credentials).toEqual([{ username: 'new_wifi_01', password: 'Cafe_2025x' }, { username: 'new_wifi_01', password: 'Cafe_2025x' }]);
  });

  it('Save with errors shows every rule and calls nothing', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'WIFI.SUBMIT' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['confirm', 'password']);
    expect(calls.credentials).toEqual([]);
  });
});
