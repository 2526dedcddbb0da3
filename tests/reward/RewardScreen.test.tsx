import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { rewardCatalogMachine } from '@machines/rewardCatalog/rewardCatalog.machine';
import type { CampaignPage, LoadCampaignsInput } from '@machines/rewardCatalog/rewardCatalog.types';
import { RewardScreen } from '@/flows/rewardCatalog/RewardScreen';
import { renderWithApp } from './renderWithApp';

const campaigns: CampaignSummary[] = [
  { id: '1002', kind: 2, name: 'Hot or iced Americano, 50% off', pointPerUnit: 1200, soldOut: false, imageUrl: '/img/americano.png' },
  { id: '1003', kind: 1, name: 'One free butter croissant', pointPerUnit: 1, soldOut: true },
  { id: '1004', kind: 1, name: 'Songkran tote bag', pointPerUnit: 0, soldOut: false, expiresAt: 1 },
];

function startWith(load: (input: LoadCampaignsInput) => Promise<CampaignPage>, categoryId?: string) {
  const machine = rewardCatalogMachine.provide({
    actors: {
      loadCategories: fromPromise(async () => [
        { id: '101', name: 'Drinks', imageUrl: '/img/drinks.png' },
        { id: '102', name: 'Bakery & desserts' },
      ]),
      loadCampaigns: fromPromise(({ input }) => load(input)),
    },
  });
  return createActor(machine, { input: { categoryId } }).start();
}

describe('reward page', () => {
  it('shows category links and campaign cards with points, badges and links', async () => {
    const actor = startWith(async () => ({ items: campaigns, hasMore: false }), '101');
    renderWithApp(<RewardScreen actor={actor} locale="en" />);
    const nav = await screen.findByRole('navigation', { name: 'Reward categories' });
    const drinks = await within(nav).findByRole('link', { name: 'Drinks' });
    expect(drinks).toHaveAttribute('href', '/reward/101');
    expect(drinks).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /All/ })).toHaveAttribute('href', '/');
    const list = await screen.findByRole('list', { name: 'Rewards' });
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', '/campaign/1002');
    expect(cards[0]).toHaveTextContent('Hot or iced Americano, 50% off');
    expect(cards[0]).toHaveTextContent('1,200 points');
    expect(cards[1]).toHaveTextContent('1 point');
    expect(cards[1]).toHaveTextContent('Sold out');
    expect(cards[2]).toHaveTextContent('Free');
    expect(cards[2]).toHaveTextContent('Expired');
  });

  it('Thai: points unit without plural', async () => {
    const actor = startWith(async () => ({ items: campaigns, hasMore: false }));
    renderWithApp(<RewardScreen actor={actor} locale="th" />, { locale: 'th' });
    expect(await screen.findByText('1,200 คะแนน')).toBeInTheDocument();
    expect(screen.getByText('หมดแล้ว')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an empty state', async () => {
    let resolve!: (page: CampaignPage) => void;
    const actor = startWith(() => new Promise<CampaignPage>((r) => (resolve = r)), '102');
    renderWithApp(<RewardScreen actor={actor} locale="en" />);
    expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
    await act(async () => resolve({ items: [], hasMore: false }));
    expect(await screen.findByRole('heading', { name: 'No rewards here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all rewards' })).toHaveAttribute('href', '/');
  });

  it('shows a translated error with Retry that loads again', async () => {
    let attempt = 0;
    const actor = startWith(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiCallError({ message: 'down', status: 503 });
      return { items: campaigns.slice(0, 1), hasMore: false };
    });
    renderWithApp(<RewardScreen actor={actor} locale="en" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rewards could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hot or iced Americano, 50% off')).toBeInTheDocument();
  });

  it('offers Load more while the backend has more', async () => {
    // One reward a page, as the backend pages by skip; a page that repeats a listed reward adds nothing.
    const actor = startWith(async ({ skip }) => ({ items: [campaigns[Math.min(skip, 1)]!], hasMore: skip < 2 }));
    renderWithApp(<RewardScreen actor={actor} locale="en" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('One free butter croissant')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Hot or iced Americano, 50% off')).toHaveLength(1);
    expect(screen.getAllByText('One free butter croissant')).toHaveLength(1);
  });

  it('renders arriving cards in a later, interruptible render, not in the task of the chart update', async () => {
    let resolve!: (page: CampaignPage) => void;
    const actor = startWith(() => new Promise<CampaignPage>((r) => (resolve = r)), '101');
    renderWithApp(<RewardScreen actor={actor} locale="en" />);
    expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
    // Outside act(), React schedules as a browser would: the chart's update (useSyncExternalStore) renders
    // in a microtask; a deferred render waits for a scheduler task of its own.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      resolve({ items: campaigns, hasMore: false });
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(actor.getSnapshot().matches({ campaigns: 'loaded' })).toBe(true);
      // The update's own (synchronous) render has run and kept the skeleton ...
      expect(screen.getByRole('status', { name: 'Loading rewards' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Rewards' })).not.toBeInTheDocument();
      // ... and the cards follow in the deferred render.
      await waitFor(() => expect(screen.getByRole('list', { name: 'Rewards' })).toBeInTheDocument());
      expect(within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('link')).toHaveLength(3);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
