// The heart's live logic: built once per app, yet every card's actor keeps its own state and sends its own call.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFavouriteToggleLogic, type FavouriteServices } from '@/flows/favouriteToggle/favouriteToggle.live';

function services(): FavouriteServices & { post: ReturnType<typeof vi.fn> } {
  const post = vi.fn(async () => ({ data: {}, response: new Response(null, { status: 200 }) }));
  const modules = { POST: post, DELETE: vi.fn() } as unknown as FavouriteServices['clients']['modules'];
  return { post, clients: { modules }, session: { getSnapshot: () => ({ context: { locale: 1054 } }) } } as never;
}

describe('the favourite heart live logic', () => {
  it('is one provided chart per app, and each card is an actor of its own', async () => {
    const app = services();
    const logic = createFavouriteToggleLogic(app);
    expect(createFavouriteToggleLogic(app)).toBe(logic);
    expect(createFavouriteToggleLogic(services())).not.toBe(logic);

    const first = createActor(logic, { input: { campaignId: '101', isFavourite: false, guest: false } }).start();
    const second = createActor(logic, { input: { campaignId: '102', isFavourite: false, guest: false } }).start();
    first.send({ type: 'FAVOURITE.TOGGLE' });
    await waitFor(first, (s) => s.matches('added'));
    expect(second.getSnapshot().value).toBe('notFavourite');
    expect(app.post).toHaveBeenCalledTimes(1);
    expect(app.post.mock.calls[0]![1]).toMatchObject({ params: { path: { campaignId: 101 } } });
  });
});
