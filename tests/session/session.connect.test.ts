import { describe, expect, it, vi } from 'vitest';
import { sessionIntents } from '@machines/session/session.connect';
import type { Account, SessionEvent } from '@machines/session/session.types';

describe('session connect', () => {
  it('each intent of the shell, the start-up failure page and registration sends its session event', () => {
    const send = vi.fn<(event: SessionEvent) => void>();
    const intents = sessionIntents(send);
    const account = { token: 't' } as Account;
    intents.onLocaleChange(1033);
    intents.onSignOut();
    intents.onProfileRetry();
    intents.onLineSignInOpened();
    intents.onRetry();
    intents.onSignedIn(account);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SESSION.LOCALE_CHANGE', locale: 1033 },
      { type: 'SESSION.LOGOUT' },
      { type: 'SESSION.PROFILE_REFRESH' },
      { type: 'SESSION.LINE_SIGN_IN_OPENED' },
      { type: 'SESSION.RETRY' },
      { type: 'SESSION.SIGNED_IN', account },
    ]);
  });
});
