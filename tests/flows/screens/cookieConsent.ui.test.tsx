/**
 * The cookie-consent chart's generated paths driven through the cookie banner and the settings dialog
 * (CookieConsentScreen of src/flows/cookieConsent/CookieConsentRunner.tsx) over the cookies page body (CookiesPanel of
 * src/flows/cookieConsent/CookiesRoute.tsx), in a router. The member presses Accept, Reject or Setting on the
 * banner, or Open cookie settings on the page; the dialog is the real settings chart (stubbed calls). The
 * dialog's outcome (saved choices or closed), sign-in and sign-out, the language, the calls' outcomes and the
 * choices the chart raises to itself are fed. Analytics has no screen: its states are checked on the chart.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { CookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { cookieConsentFlow } from '@machines/cookieConsent/cookieConsent.flow';
import { cookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import type { FlowEventType } from '@machines/flow';
import type { CookieConsentActor } from '@/flows/cookieConsent/CookieConsentRoot';
import { CookieConsentScreen } from '@/flows/cookieConsent/CookieConsentRunner';
import { COOKIE_CATEGORIES } from '@/domain/consent/cookies';
import type { FlowRun } from '@/flowTooling/player';
import { CookiesPanel } from '@/flows/cookieConsent/CookiesRoute';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const banner = () => screen.queryByRole('region', { name: 'We use cookies' });
const settingsDialog = () => screen.queryByTestId('cookie-settings-dialog');

const executors = {
  'COOKIES.ACCEPT_ALL': () => fireEvent.click(within(banner()!).getByRole('button', { name: 'Accept' })),
  'COOKIES.REJECT_ALL': () => fireEvent.click(within(banner()!).getByRole('button', { name: 'Reject' })),
  // Setting on the banner while it shows; otherwise the cookies page's button.
  'COOKIES.OPEN_SETTINGS': () => {
    const b = banner();
    const open = b ? within(b).getByRole('button', { name: 'Setting' }) : screen.getByRole('button', { name: 'Open cookie settings' });
    expect(open).toBeEnabled();
    fireEvent.click(open);
  },
  // The dialog's outcome (Save with choices, or Close): its own replay drives the dialog itself.
  'xstate.done.actor.cookieSettings': fed,
  'xstate.error.actor.cookieSettings': fed,
  // Raised by the chart itself (the banner's buttons and Save end in these).
  'COOKIES.CHOSEN': fed,
  'ANALYTICS.EVALUATE': fed,
  // Outside facts: the session signs in or out, the language changes.
  'COOKIES.SIGNED_IN': fed,
  'COOKIES.SIGNED_OUT': fed,
  'COOKIES.LOCALE_CHANGED': fed,
  'xstate.done.actor.syncCookieConsent': fed,
  'xstate.error.actor.syncCookieConsent': fed,
  'xstate.done.actor.postCookieConsent': fed,
  'xstate.error.actor.postCookieConsent': fed,
  'xstate.done.actor.startAnalytics': fed,
  'xstate.error.actor.startAnalytics': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<CookieConsentMachine>, ScreenExecutor>;

const choices = (run: FlowRun) => (run.actor.getSnapshot().context as { choices: Record<string, 0 | 1> | null }).choices;

/** No banner, and the page shows the choice in force (or that none was made yet). */
function choiceShown(run: FlowRun) {
  expect(banner()).toBeNull();
  const c = choices(run);
  if (!c) expect(screen.getByText('You have not chosen yet: only necessary cookies are used.')).toBeInTheDocument();
  else {
    const summary = within(screen.getByTestId('cookie-summary'));
    expect(summary.getAllByRole('listitem')).toHaveLength(COOKIE_CATEGORIES.length);
    expect(summary.getByText('App analytics cookies').nextSibling).toHaveTextContent(c.analyticsBuzzebeesCookies === 1 ? 'Accepted' : 'Rejected');
  }
}

/** Analytics runs off-screen: the state is checked on the chart against the choice in force. */
const analytics = (expected: 'off' | 'starting' | 'on') => (run: FlowRun) =>
  expect((run.actor.getSnapshot().value as { analytics: string }).analytics).toBe(expected);

replayThroughScreen({
  flow: cookieConsentFlow,
  executors,
  children: { cookieSettings: cookieSettingsMachine() },
  render: (run) => {
    const actor = run.actor as unknown as CookieConsentActor;
    const router = createMemoryRouter(
      [
        {
          path: '/profile/legalpolicy/cookies',
          element: (
            <>
              <CookiesPanel actor={actor} />
              <CookieConsentScreen actor={actor} />
            </>
          ),
        },
      ],
      { initialEntries: ['/profile/legalpolicy/cookies'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    'choice.syncing': () => expect(banner()).toBeNull(),
    'choice.undecided': () => {
      const b = within(banner()!);
      for (const name of ['Setting', 'Reject', 'Accept']) expect(b.getByRole('button', { name })).toBeEnabled();
      expect(b.getByRole('link', { name: 'Cookie details' })).toHaveAttribute('href', '/profile/legalpolicy/cookies');
    },
    'choice.decided': choiceShown,
    'choice.posting': choiceShown,
    'settings.closed': () => {
      expect(settingsDialog()).toBeNull();
      expect(screen.getByRole('button', { name: 'Open cookie settings' })).toBeEnabled();
    },
    'settings.open': () => {
      expect(settingsDialog()).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Open cookie settings' })).toBeDisabled();
    },
    'analytics.off': analytics('off'),
    'analytics.starting': analytics('starting'),
    'analytics.on': analytics('on'),
  },
});
