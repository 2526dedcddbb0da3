/**
 * The reward page's generated paths driven through the page body (src/flows/rewardCatalog/RewardScreen.tsx) inside a
 * router, as the route renders it: a category change is a change of URL (the route tells the chart), Load more,
 * Try again and the category retry are clicked; the calls' outcomes are fed.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { FlowEventType } from '@machines/flow';
import { rewardCatalogFlow } from '@machines/rewardCatalog/rewardCatalog.flow';
import type { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { FlowRun } from '@/flowTooling/player';
import { RewardScreen, useCategoryFromUrl } from '@/flows/rewardCatalog/RewardScreen';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

type Actor = ActorRefFrom<typeof rewardCatalogMachine>;
let router: ReturnType<typeof createMemoryRouter> | undefined;

/** The route's body: the URL's category goes to the chart, the screen renders it. */
function Page({ actor }: { actor: Actor }) {
  const { catId } = useParams();
  useCategoryFromUrl(actor, catId);
  return <RewardScreen actor={actor} locale="en" />;
}

const moreButton = () => document.querySelector<HTMLButtonElement>('.reward-catalog__more button');

const executors = {
  // The member follows a category link, "All", or the browser's back button: the URL changes.
  'CATALOG.CATEGORY_SELECTED': (step) => {
    const id = step.payload.categoryId as string | undefined;
    act(() => void router?.navigate(id === undefined ? '/' : `/reward/${id}`));
  },
  'CATALOG.LOAD_MORE': () => {
    const button = moreButton();
    expect(button, 'a Load more button while the chart accepts CATALOG.LOAD_MORE').not.toBeNull();
    expect(button).toBeEnabled();
    fireEvent.click(button!);
  },
  // The first Try again on the page: the category list's, the campaign list's, or the failed next page's.
  'CATALOG.RETRY': () => fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!),
  'xstate.done.actor.loadCategories': fed,
  'xstate.error.actor.loadCategories': fed,
  'xstate.done.actor.loadCampaigns': fed,
  'xstate.error.actor.loadCampaigns': fed,
  // Time passing while a call runs: the slow notice, then the time limit.
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof rewardCatalogMachine>, ScreenExecutor>;

const nav = () => screen.getByRole('navigation', { name: 'Reward categories' });
const SLOW = 'This is taking longer than usual…';

function categoriesLoading() {
  expect(nav().querySelectorAll('.category-chip--skeleton')).toHaveLength(3);
  expect(screen.queryByRole('link', { name: 'Drinks' })).toBeNull();
}
function categoriesFailed() {
  expect(screen.getByText('Categories could not be loaded.')).toBeInTheDocument();
}
function loadingMore() {
  expect(moreButton()).toHaveTextContent('Loading more rewards');
  expect(moreButton()).toBeDisabled();
}
function moreFailed() {
  expect(screen.getByText('More rewards could not be loaded.')).toBeInTheDocument();
  expect(moreButton()).toHaveTextContent('Try again');
  expect(screen.getByRole('list', { name: 'Rewards' })).toBeInTheDocument();
}

replayThroughScreen({
  flow: rewardCatalogFlow,
  executors,
  render: (run: FlowRun) => {
    const actor = run.actor as unknown as Actor;
    router = createMemoryRouter(
      [
        { path: '/', element: <Page actor={actor} /> },
        { path: '/reward/:catId', element: <Page actor={actor} /> },
      ],
      { initialEntries: ['/'] },
    );
    return <RouterProvider router={router} />;
  },
  expectations: {
    'categories.loading.waiting': categoriesLoading,
    // The category chips stay skeletons however long they take (the campaign list carries the slow notice).
    'categories.loading.slow': categoriesLoading,
    'categories.loaded': () => expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '/reward/101'),
    'categories.failed': categoriesFailed,
    'categories.timedOut': categoriesFailed,
    'campaigns.loading.waiting': () => {
      expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
      expect(screen.queryByText(SLOW)).toBeNull();
    },
    'campaigns.loading.slow': () => expect(screen.getByRole('status', { name: 'Loading rewards' })).toHaveTextContent(SLOW),
    'campaigns.loaded.idle': (run) => {
      expect(screen.getByRole('list', { name: 'Rewards' })).toBeInTheDocument();
      const more = moreButton();
      if ((run.actor.getSnapshot().context as { hasMore: boolean }).hasMore) expect(more).toHaveTextContent('Load more');
      else expect(more).toBeNull();
    },
    'campaigns.loaded.loadingMore.waiting': loadingMore,
    'campaigns.loaded.loadingMore.slow': loadingMore,
    'campaigns.loaded.moreFailed': moreFailed,
    'campaigns.loaded.moreTimedOut': moreFailed,
    'campaigns.empty': () => expect(screen.getByText('No rewards here yet')).toBeInTheDocument(),
    'campaigns.failed': () => expect(screen.getByText('Rewards could not be loaded')).toBeInTheDocument(),
    'campaigns.timedOut': () => {
      expect(screen.getByText('Rewards could not be loaded')).toBeInTheDocument();
      expect(screen.getByText(/The server is taking too long to answer\. Please try again\./)).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Try again' }).at(-1)).toBeEnabled();
    },
  },
});
