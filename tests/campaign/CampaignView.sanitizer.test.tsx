import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CampaignView } from '@/flows/campaignDetail/CampaignView';
import { renderWithApp } from '../reward/renderWithApp';
import { campaign } from './fixtures';

// The sanitiser's download, held by the test: undefined until it "arrives".
const loader = vi.hoisted(() => ({ sanitize: undefined as undefined | ((html: string | null | undefined) => string), listeners: new Set<() => void>() }));
vi.mock('@/ui/html/sanitizerLoader', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    preloadSanitizer: () => undefined,
    loadSanitizer: async () => loader.sanitize,
    useSanitizer: () =>
      useSyncExternalStore(
        (listener: () => void) => {
          loader.listeners.add(listener);
          return () => loader.listeners.delete(listener);
        },
        () => loader.sanitize,
      ),
  };
});

describe('CampaignView while the sanitiser downloads (no layout shift)', () => {
  it('keeps the skeleton until backend HTML can be shown, then shows the campaign with its description', () => {
    const loaded = campaign({ descriptionHtml: '<p>Any size, one cup</p>', conditionHtml: '<p>One per member</p>' });
    renderWithApp(<CampaignView status="loaded" campaign={loaded} locale="en" onRetry={() => undefined} />);
    expect(screen.getByRole('status', { name: 'Loading the reward' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: loaded.name })).not.toBeInTheDocument();

    act(() => {
      loader.sanitize = (html) => html ?? '';
      loader.listeners.forEach((listener) => listener());
    });
    expect(screen.queryByRole('status', { name: 'Loading the reward' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: loaded.name })).toBeInTheDocument();
    expect(screen.getByText('Any size, one cup')).toBeInTheDocument();
    expect(screen.getByText('One per member')).toBeInTheDocument();
  });

  it('does not wait for the sanitiser when the campaign has no backend HTML', () => {
    loader.sanitize = undefined;
    const plain = campaign({ descriptionHtml: undefined, conditionHtml: undefined });
    renderWithApp(<CampaignView status="loaded" campaign={plain} locale="en" onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: plain.name })).toBeInTheDocument();
  });
});
