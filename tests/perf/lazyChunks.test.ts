// The lazy chunk groups (scripts/vite/lazyChunks.ts) on a small module graph: what every page loads lazily goes to
// `frame`, what the same lazy entries use shares their chunk whatever the flow player imports, and page entries,
// packages and the player itself keep the default grouping.
import { describe, expect, it } from 'vitest';
import { entryChunk, LINE_CHUNK, pageFrameChunk, type ChunkingContext } from '../../scripts/vite/lazyChunks';

/** A graph as "module: [static importers, dynamic importers]". */
function graph(edges: Record<string, [string[], string[]?]>): ChunkingContext {
  return {
    getModuleInfo: (id) => (id in edges ? { importers: edges[id]![0], dynamicImporters: edges[id]![1] ?? [] } : null),
  };
}

const ROUTER = '/p/src/app/router.tsx';
const PLAYER = '/p/src/flows/devFlows/FlowPlayerRoute.tsx';

const modules = graph({
  '/p/src/main.tsx': [[]],
  '/p/src/app/boot/boot.ts': [[]],
  [ROUTER]: [['/p/src/main.tsx']],
  '/p/src/app/boot/bootOnly.ts': [['/p/src/app/boot/boot.ts']],
  // Two routes, the flow player and the chart catalogue it reads.
  '/p/src/flows/home/HomeRoute.tsx': [[], [ROUTER]],
  '/p/src/flows/shop/ShopRoute.tsx': [[], [ROUTER]],
  [PLAYER]: [[], [ROUTER]],
  '/p/machines/catalogue.ts': [[PLAYER]],
  '/p/machines/home/home.flow.ts': [['/p/machines/catalogue.ts']],
  // The home chart: the route uses it and so does the player (through the flow descriptor).
  '/p/machines/home/home.machine.ts': [['/p/src/flows/home/HomeRoute.tsx', '/p/machines/home/home.flow.ts']],
  // A toggle both routes use, and its chart, which the player imports too.
  '/p/src/flows/like/LikeButton.tsx': [['/p/src/flows/home/HomeRoute.tsx', '/p/src/flows/shop/ShopRoute.tsx']],
  '/p/machines/like/like.machine.ts': [['/p/src/flows/like/LikeButton.tsx', PLAYER]],
  // A dialog the home route loads on demand.
  '/p/src/flows/home/HomeDialog.tsx': [[], ['/p/src/flows/home/HomeRoute.tsx']],
  '/p/src/flows/home/dialogText.ts': [['/p/src/flows/home/HomeDialog.tsx']],
  // The page frame and what it imports, a package among them.
  '/p/src/ui/layout/PageShell.tsx': [['/p/src/flows/home/HomeRoute.tsx', '/p/src/flows/shop/ShopRoute.tsx']],
  '/p/src/ui/layout/BottomNav.tsx': [['/p/src/ui/layout/PageShell.tsx']],
  '/p/src/i18n/format.ts': [['/p/src/flows/shop/ShopRoute.tsx']],
  '/p/node_modules/temporal-polyfill/index.js': [['/p/src/i18n/format.ts']],
  '/p/machines/shared/pagedList.ts': [['/p/machines/home/home.machine.ts']],
  '/p/src/flows/cookieConsent/CookieConsentRunner.tsx': [[], ['/p/src/flows/cookieConsent/CookieConsentRoot.tsx']],
  '/p/machines/cookieConsent/cookieConsent.machine.ts': [['/p/src/flows/cookieConsent/CookieConsentRunner.tsx', '/p/machines/cookieConsent/cookieConsent.flow.ts']],
});

describe('the page frame group', () => {
  const name = pageFrameChunk();

  it('holds the frame roots and what they import, the charts of the cookie banner among them', () => {
    expect(name('/p/src/ui/layout/PageShell.tsx', modules)).toBe('frame');
    expect(name('/p/src/ui/layout/BottomNav.tsx', modules)).toBe('frame');
    expect(name('/p/src/i18n/format.ts', modules)).toBe('frame');
    expect(name('/p/machines/shared/pagedList.ts', modules)).toBe('frame');
    expect(name('/p/src/flows/cookieConsent/CookieConsentRunner.tsx', modules)).toBe('frame');
    expect(name('/p/machines/cookieConsent/cookieConsent.machine.ts', modules)).toBe('frame');
  });

  it('leaves packages and what no frame root imports alone', () => {
    expect(name('/p/node_modules/temporal-polyfill/index.js', modules)).toBeNull();
    expect(name('/p/src/flows/home/HomeRoute.tsx', modules)).toBeNull();
    expect(name('/p/machines/home/home.machine.ts', modules)).toBeNull();
  });
});

describe('the lazy entry group', () => {
  it('keeps a chart with the one route that uses it, though the flow player imports it too', () => {
    const name = entryChunk();
    expect(name('/p/src/flows/home/HomeRoute.tsx', modules)).toBe('HomeRoute');
    expect(name('/p/machines/home/home.machine.ts', modules)).toBe('HomeRoute');
  });

  it('puts what the same routes use in one chunk, named after its first module', () => {
    const name = entryChunk();
    expect(name('/p/src/flows/like/LikeButton.tsx', modules)).toBe('LikeButton');
    expect(name('/p/machines/like/like.machine.ts', modules)).toBe('LikeButton');
    expect(name('/p/src/flows/shop/ShopRoute.tsx', modules)).toBe('ShopRoute');
  });

  it('keeps an on-demand piece and what only it uses apart from its route', () => {
    const name = entryChunk();
    expect(name('/p/src/flows/home/HomeDialog.tsx', modules)).toBe('HomeDialog');
    expect(name('/p/src/flows/home/dialogText.ts', modules)).toBe('HomeDialog');
  });

  it('leaves the player, its catalogue and what page entries reach to the default grouping', () => {
    const name = entryChunk();
    expect(name(PLAYER, modules)).toBeNull();
    expect(name('/p/machines/catalogue.ts', modules)).toBeNull();
    expect(name('/p/machines/home/home.flow.ts', modules)).toBeNull();
    expect(name('/p/src/app/boot/bootOnly.ts', modules)).toBeNull();
    expect(name(ROUTER, modules)).toBeNull();
  });
});

describe('the LINE features chunk', () => {
  it('holds the code the LINE features share', () => {
    for (const id of [
      '/p/src/domain/line/pkce.ts',
      '/p/src/domain/line/featureErrors.ts',
      '/p/src/ui/line/LineFeatureErrorNote.tsx',
      '/p/src/platform/line/liff.ts',
      '/p/src/platform/line/lineWindow.ts',
      '/p/src/platform/storage/lineState.ts',
      '/p/src/flows/shared/lineFeatures.ts',
      '/p/machines/linePermission/linePermission.machine.ts',
      '/p/machines/subWindow/subWindow.actors.ts',
      '/p/src/flows/subWindow/subWindow.live.ts',
      'C:\\p\\src\\domain\\line\\authorize.ts',
    ])
      expect(LINE_CHUNK.test(id), id).toBe(true);
  });

  it('leaves out the charts’ flow descriptors (the flow player’s), the ID-token check (the LINE sign-in’s) and the LIFF mock', () => {
    for (const id of [
      '/p/machines/linePermission/linePermission.flow.ts',
      '/p/machines/subWindow/subWindow.flow.ts',
      '/p/src/platform/line/verifyIdToken.ts',
      '/p/src/platform/line/liffMock.ts',
      '/p/src/platform/line/liffMockSwitch.ts',
      '/p/src/flows/lineLogin/LineLoginRoute.tsx',
      '/p/src/flows/sharePicker/ShareCampaign.tsx',
      '/p/node_modules/@line/liff/dist/lib/index.js',
    ])
      expect(LINE_CHUNK.test(id), id).toBe(false);
  });
});
