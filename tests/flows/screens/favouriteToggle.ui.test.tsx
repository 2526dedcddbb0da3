/**
 * The favourite heart's generated paths driven through the heart, its toast and its error (FavouriteHeartScreen
 * of src/flows/favouriteToggle/FavouriteHeartConnector.tsx) in a router: the member taps the heart, closes the toast
 * or the error; the outcomes of the stubbed calls and the clock are fed. The error had no way to close it
 * before these replays (the chart's FAVOURITE.DISMISS had no control).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { favouriteToggleFlow } from '@machines/favouriteToggle/favouriteToggle.flow';
import type { favouriteToggleMachine } from '@machines/favouriteToggle/favouriteToggle.machine';
import type { FlowEventType } from '@machines/flow';
import { FavouriteHeartScreen } from '@/flows/favouriteToggle/FavouriteHeartConnector';
import { loadGuestSignInDialog } from '@/flows/shared/guestSignIn';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

// Fetched on demand in the app (the first time a guest taps); loaded up front here so it renders at once.
beforeAll(async () => {
  await loadGuestSignInDialog();
});

const heart = () => screen.getByRole('button', { name: 'Favourite: Iced latte' });
const toast = () => screen.queryByRole('status');
const alert = () => screen.queryByRole('alert');
const asked = () => screen.getByRole('dialog', { name: 'Sign in or register' });

const executors = {
  'FAVOURITE.TOGGLE': () => {
    expect(heart()).toBeEnabled();
    fireEvent.click(heart());
  },
  'FAVOURITE.TOAST_CLOSED': () => fireEvent.click(within(toast()!).getByRole('button', { name: 'Close' })),
  // Close on the error, or Cancel on a guest's sign-in-or-register question.
  'FAVOURITE.DISMISS': (_step, run) =>
    run.actor.getSnapshot().matches('signInOffered')
      ? fireEvent.click(within(asked()).getByRole('button', { name: 'Cancel' }))
      : fireEvent.click(within(alert()!).getByRole('button', { name: 'Close' })),
  'xstate.done.actor.addFavourite': fed,
  'xstate.error.actor.addFavourite': fed,
  'xstate.done.actor.removeFavourite': fed,
  'xstate.error.actor.removeFavourite': fed,
  // The toast closes by itself after a while; calls give up after the time limit.
  'xstate.after.TOAST_DURATION': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof favouriteToggleMachine>, ScreenExecutor>;

function heartShows(filled: boolean, busy: boolean) {
  expect(heart()).toHaveAttribute('aria-pressed', String(filled));
  if (busy) expect(heart()).toBeDisabled();
  else expect(heart()).toBeEnabled();
}

function failed(filled: boolean) {
  heartShows(filled, false);
  expect(alert()).not.toBeNull();
  expect(alert()).not.toHaveTextContent('Sandbox fault');
  expect(within(alert()!).getByRole('button', { name: 'Close' })).toBeEnabled();
}

function quiet(filled: boolean) {
  heartShows(filled, false);
  expect(alert()).toBeNull();
  expect(toast()).toBeNull();
}

replayThroughScreen({
  flow: favouriteToggleFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof favouriteToggleMachine>;
    const router = createMemoryRouter([{ path: '/campaign/:id', element: <FavouriteHeartScreen actor={actor} campaignName="Iced latte" /> }], {
      initialEntries: ['/campaign/1003'],
    });
    return <RouterProvider router={router} />;
  },
  expectations: {
    notFavourite: () => quiet(false),
    // A guest's heart is empty and tappable; tapping asks to sign in (back to this page) or register.
    guest: () => {
      quiet(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    // The question is open: the heart is empty, not busy, and takes no tap until it closes.
    signInOffered: () => {
      expect(heart()).toHaveAttribute('aria-pressed', 'false');
      expect(heart()).not.toHaveAttribute('aria-busy');
      expect(heart()).toBeDisabled();
      expect(asked()).toHaveTextContent('You are browsing as a guest. Favourites are for members: sign in or register to keep Iced latte in your favourites.');
      expect(within(asked()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcampaign%2F1003');
      expect(within(asked()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    },
    favourite: () => quiet(true),
    // While a call runs the heart shows what it is becoming, and cannot be tapped again.
    adding: () => heartShows(true, true),
    removing: () => heartShows(false, true),
    added: () => {
      heartShows(true, false);
      expect(toast()).toHaveTextContent('Added to favourites');
      expect(within(toast()!).getByRole('link', { name: 'See favourites' })).toHaveAttribute('href', '/profile/favorite');
    },
    addFailed: () => failed(false),
    removeFailed: () => failed(true),
  },
});
