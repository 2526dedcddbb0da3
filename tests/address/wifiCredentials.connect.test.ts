/**
 * The Wi-Fi connect: what the form shows in the chart's states (Save and Try again enabled from
 * snapshot.can) and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { connect } from '@machines/wifiCredentials/wifiCredentials.connect';
import { wifiCredentialsMachine } from '@machines/wifiCredentials/wifiCredentials.machine';
import type { ChangeCredentialsInput, ChangeUsernameInput, WifiEvent } from '@machines/wifiCredentials/wifiCredentials.types';

function start(saved: () => Promise<void> = async () => undefined) {
  return createActor(
    wifiCredentialsMachine.provide({
      actors: {
        loadWifiUsername: fromPromise(async () => 'somchai_wifi'),
        changeWifiUsername: fromPromise<void, ChangeUsernameInput>(async () => undefined),
        changeWifiCredentials: fromPromise<void, ChangeCredentialsInput>(saved),
      },
    }),
  ).start();
}

function fill(actor: ReturnType<typeof start>) {
  actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'password', value: 'Cafe_2025x' });
  actor.send({ type: 'WIFI.FIELD_CHANGED', field: 'confirm', value: 'Cafe_2025x' });
}

describe('Wi-Fi connect', () => {
  it('loading, then the form with the current username; the handlers send the chart events', async () => {
    const actor = start();
    expect(connect(actor.getSnapshot(), vi.fn()).view).toMatchObject({ loading: true, saving: false, saved: false });
    await waitFor(actor, (s) => s.matches('editing'));
    const send = vi.fn<(event: WifiEvent) => void>();
    const form = connect(actor.getSnapshot(), send);
    expect(form.view).toMatchObject({ loading: false, username: 'somchai_wifi', failure: undefined });
    expect(form.view.canSubmit).toBe(actor.getSnapshot().can({ type: 'WIFI.SUBMIT' }));
    form.onChange('password', 'abc');
    form.onSubmit();
    form.onRetry();
    form.onEditAgain();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'WIFI.FIELD_CHANGED', field: 'password', value: 'abc' },
      { type: 'WIFI.SUBMIT' },
      { type: 'WIFI.RETRY' },
      { type: 'WIFI.EDIT_AGAIN' },
    ]);
  });

  it('saving, a failure with Try again enabled from snapshot.can, then saved', async () => {
    let fail = true;
    const actor = start(async () => {
      if (fail) throw new ApiCallError({ message: 'down', status: 500 });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor);
    actor.send({ type: 'WIFI.SUBMIT' });
    expect(connect(actor.getSnapshot(), vi.fn()).view).toMatchObject({ saving: true, canSubmit: false });
    await waitFor(actor, (s) => s.matches('failed'));
    const failed = connect(actor.getSnapshot(), vi.fn()).view;
    expect(failed.failure).toMatchObject({ status: 500 });
    expect(failed.canRetry).toBe(true);
    expect(failed.canRetry).toBe(actor.getSnapshot().can({ type: 'WIFI.RETRY' }));
    fail = false;
    actor.send({ type: 'WIFI.RETRY' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(connect(actor.getSnapshot(), vi.fn()).view).toMatchObject({ saved: true, saving: false, failure: undefined, canRetry: false });
  });
});
