import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createScriptLoaderMachine } from '@machines/scriptLoader/scriptLoader.machine';
import { createSessionMachine } from '@machines/session/session.machine';
import { selectIsLoggedIn } from '@machines/session/session.selectors';
import type { Account, LocaleCode } from '@machines/session/session.types';
import type { RuntimeSettings } from '@machines/session/settings.types';
import type { ApiClients } from '@/api/clients';
import { useServices, useSessionSelector } from '@/flows/shared/services';
import { SessionRoot, startSession } from '@/app/session/SessionRoot';
import type { AccountCache } from '@/platform/storage/accountCache';
import type { SessionWiring } from '@/flows/session/session.live';
import { ApiCallError } from '@/domain/apiError';
import { baseSettings } from './harness';

function memoryCache(locale: LocaleCode | null = null): AccountCache {
  let saved: Account | null = null;
  let savedLocale = locale;
  return {
    loadAccount: async () => saved,
    saveAccount: async (account) => {
      saved = account;
    },
    clear: async () => {
      saved = null;
    },
    loadSettings: () => null,
    saveSettings: () => undefined,
    getLocale: () => savedLocale,
    setLocale: (value) => {
      savedLocale = value;
    },
  };
}

/** Settings calls the test settles by hand, one per attempt. */
function controlledSettings() {
  const attempts: Array<{ resolve: (s: RuntimeSettings) => void; reject: (e: unknown) => void }> = [];
  const createLogic = (_wiring: SessionWiring) =>
    createSessionMachine({
      actors: {
        loadSettings: fromPromise(
          () =>
            new Promise<RuntimeSettings>((resolve, reject) => {
              attempts.push({ resolve, reject });
            }),
        ),
        loadScripts: createScriptLoaderMachine({
          actors: {
            loadBotCheckScript: fromPromise(async (): Promise<void> => undefined),
            loadCustomScript: fromPromise(async (): Promise<void> => undefined),
            loadAnalyticsScript: fromPromise(async (): Promise<void> => undefined),
            installAnalyticsStub: fromPromise(async (): Promise<void> => undefined),
          },
        }),
      },
    });
  return { attempts, createLogic };
}

const fakeClients = {} as ApiClients;

function Child() {
  const services = useServices();
  const loggedIn = useSessionSelector(selectIsLoggedIn);
  return (
    <p>
      app {services.settings.appId} {loggedIn ? 'member' : 'guest'} {services.clients === fakeClients ? 'clients' : 'none'}
    </p>
  );
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SessionRoot', () => {
  it('shows a translated splash until config is ready, then the children with services', async () => {
    const { attempts, createLogic } = controlledSettings();
    render(
      <SessionRoot initialSettings={baseSettings} storage={memoryCache()} createClients={() => fakeClients} createLogic={createLogic} pathname="/">
        <Child />
      </SessionRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    expect(screen.queryByText(/^app/)).toBeNull();
    await settle();
    await act(async () => {
      attempts[0]?.resolve({ ...baseSettings, appId: 'loaded-app' });
    });
    expect(await screen.findByText('app loaded-app guest clients')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks the saved locale on the splash', async () => {
    const { createLogic } = controlledSettings();
    render(
      <SessionRoot initialSettings={baseSettings} storage={memoryCache(1033)} createClients={() => fakeClients} createLogic={createLogic}>
        <Child />
      </SessionRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('on a failed settings load shows a retry screen whose Retry works', async () => {
    const { attempts, createLogic } = controlledSettings();
    render(
      <SessionRoot initialSettings={baseSettings} storage={memoryCache(1033)} createClients={() => fakeClients} createLogic={createLogic}>
        <Child />
      </SessionRoot>,
    );
    await settle();
    await act(async () => {
      attempts[0]?.reject(new ApiCallError({ message: 'Service unavailable', status: 503 }));
    });
    expect(await screen.findByRole('heading', { name: "We can't start the app right now" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('settings could not be loaded');
    expect(screen.getByText('Error code: 503')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    fireEvent.click(retry);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(attempts).toHaveLength(2);
    await act(async () => {
      attempts[1]?.resolve(baseSettings);
    });
    expect(await screen.findByText(`app ${baseSettings.appId} guest clients`)).toBeInTheDocument();
  });

  it('the retry screen is Thai by default', async () => {
    const { attempts, createLogic } = controlledSettings();
    render(
      <SessionRoot initialSettings={baseSettings} storage={memoryCache()} createClients={() => fakeClients} createLogic={createLogic}>
        <Child />
      </SessionRoot>,
    );
    await settle();
    await act(async () => {
      attempts[0]?.reject(new Error('offline'));
    });
    expect(await screen.findByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('a session started before React (startSession) asks for settings at once, and SessionRoot runs on it', async () => {
    const { attempts, createLogic } = controlledSettings();
    const started = startSession({ initialSettings: baseSettings, storage: memoryCache(), createClients: () => fakeClients, createLogic, pathname: '/reward/101' });
    // The settings request is out before anything renders, not after React's first commit.
    await settle();
    expect(attempts).toHaveLength(1);
    render(
      <SessionRoot started={started}>
        <Child />
      </SessionRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
    await act(async () => {
      attempts[0]?.resolve({ ...baseSettings, appId: 'loaded-app' });
    });
    expect(await screen.findByText('app loaded-app guest clients')).toBeInTheDocument();
    // SessionRoot started no second session (one settings request in all).
    expect(attempts).toHaveLength(1);
    expect(started.session.getSnapshot().context.settings.appId).toBe('loaded-app');
  });

  it('a started session whose settings arrived before the first render shows the children at once', async () => {
    const { attempts, createLogic } = controlledSettings();
    const started = startSession({ initialSettings: baseSettings, storage: memoryCache(), createClients: () => fakeClients, createLogic });
    await settle();
    await act(async () => {
      attempts[0]?.resolve({ ...baseSettings, appId: 'early-app' });
    });
    render(
      <SessionRoot started={started}>
        <Child />
      </SessionRoot>,
    );
    expect(await screen.findByText('app early-app guest clients')).toBeInTheDocument();
  });
});
