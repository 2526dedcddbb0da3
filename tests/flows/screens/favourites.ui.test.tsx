/**
 * The favourites list's generated paths driven through /profile/favorite's body (FavouritesScreen of
 * src/flows/favourites/FavouritesPanel.tsx) in a router: the member presses Remove on a row, Show more, Try again
 * and Close; the outcomes of the stubbed calls and the clock are fed. A failed Remove keeps the row and offers
 * Try again and Close (before these replays it left the page with every button disabled).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { favouritesFlow } from '@machines/favourites/favourites.flow';
import type { favouritesMachine } from '@machines/favourites/favourites.machine';
import type { FlowEventType } from '@machines/flow';
import type { FlowRun } from '@/flowTooling/player';
import { FavouritesScreen } from '@/flows/favourites/FavouritesPanel';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const SLOW = 'This is taking longer than usual…';
const list = () => screen.queryByRole('list', { name: 'Favourite rewards' });
const more = () => within(document.querySelector<HTMLElement>('.list-more')!);
const removeAlert = () => within(screen.getByRole('alert'));

const executors = {
  'FAVOURITES.REMOVE': (step) => {
    const name = `Reward ${String(step.payload.campaignId)}`;
    const row = within(screen.getByRole('link', { name }).closest('li')!);
    // The button's name is Remove plus the reward's name (visually hidden).
    const remove = row.getByRole('button', { name: new RegExp(`^Remove ?${name}$`) });
    expect(remove).toBeEnabled();
    fireEvent.click(remove);
  },
  'FAVOURITES.LOAD_MORE': () => {
    const button = more().getByRole('button');
    expect(button).toBeEnabled();
    fireEvent.click(button);
  },
  // Try again on the failed list, or on the alert of a failed Remove.
  'FAVOURITES.RETRY': (_step, run) =>
    fireEvent.click((run.actor.getSnapshot().matches({ list: 'removeFailed' }) ? removeAlert() : screen).getByRole('button', { name: 'Try again' })),
  'FAVOURITES.DISMISS': () => fireEvent.click(removeAlert().getByRole('button', { name: 'Close' })),
  'xstate.done.actor.loadPage': fed,
  'xstate.error.actor.loadPage': fed,
  'xstate.done.actor.removeFavourite': fed,
  'xstate.error.actor.removeFavourite': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof favouritesMachine>, ScreenExecutor>;

interface Ctx {
  items: Array<{ id: string; name: string }>;
  removingId?: string;
}
const context = (run: FlowRun) => run.actor.getSnapshot().context as Ctx;
const removeButtons = () => within(list()!).getAllByRole('button', { name: /^Remove ?Reward / });

/** Every favourite in order, each linking to its campaign. */
function listShown(run: FlowRun) {
  const links = within(list()!).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(context(run).items.map((c) => c.name));
  expect(links[0]).toHaveAttribute('href', `/campaign/${context(run).items[0]!.id}`);
}

function busy(run: FlowRun, slow: boolean) {
  listShown(run);
  for (const b of removeButtons()) expect(b).toBeDisabled();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
}

function loading(slow: boolean) {
  expect(screen.getByText('Loading your favourites')).toBeInTheDocument();
  if (slow) expect(screen.getByText(SLOW)).toBeInTheDocument();
  else expect(screen.queryByText(SLOW)).toBeNull();
}

replayThroughScreen({
  flow: favouritesFlow,
  executors,
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof favouritesMachine>;
    const router = createMemoryRouter([{ path: '/profile/favorite', element: <FavouritesScreen actor={actor} locale="en" /> }], {
      initialEntries: ['/profile/favorite'],
    });
    return <RouterProvider router={router} />;
  },
  expectations: {
    'loading.waiting': () => loading(false),
    'loading.slow': () => loading(true),
    empty: () => {
      expect(screen.getByText('No favourites yet')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/');
    },
    failed: () => {
      expect(screen.getByText('Your favourites could not be loaded')).toBeInTheDocument();
      expect(screen.queryByText('Sandbox fault')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'list.idle': (run) => {
      listShown(run);
      for (const b of removeButtons()) expect(b).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
      if (run.actor.getSnapshot().can({ type: 'FAVOURITES.LOAD_MORE' })) expect(more().getByRole('button', { name: 'Show more' })).toBeEnabled();
      else expect(more().queryByRole('button')).toBeNull();
    },
    'list.loadingMore.waiting': (run) => {
      busy(run, false);
      expect(more().getByRole('button', { name: 'Show more' })).toBeDisabled();
    },
    'list.loadingMore.slow': (run) => {
      busy(run, true);
      expect(more().getByRole('button', { name: 'Show more' })).toBeDisabled();
    },
    'list.moreFailed': (run) => {
      listShown(run);
      expect(more().getByText(/More favourites could not be loaded\./)).toBeInTheDocument();
      expect(more().getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'list.removing.waiting': (run) => busy(run, false),
    'list.removing.slow': (run) => busy(run, true),
    'list.removeFailed': (run) => {
      listShown(run);
      expect(screen.getByRole('alert')).toHaveTextContent('The reward could not be removed.');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Sandbox fault');
      expect(removeAlert().getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(removeAlert().getByRole('button', { name: 'Close' })).toBeEnabled();
    },
  },
});
