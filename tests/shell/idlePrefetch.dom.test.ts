/**
 * Shared chunks named by the build (`<meta name="idle-prefetch">`) are fetched as prefetches once, and
 * nothing is fetched without the meta (src/app/idlePrefetch.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchSharedChunks } from '@/app/idlePrefetch';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('idle prefetch of shared chunks', () => {
  it('adds one prefetch link per named chunk, once', () => {
    document.head.innerHTML = '<meta name="idle-prefetch" content="/assets/arktype-abc.js">';
    prefetchSharedChunks();
    prefetchSharedChunks();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href')])).toEqual([['prefetch', 'script', '/assets/arktype-abc.js']]);
  });

  it('fetches nothing when the build named nothing', () => {
    prefetchSharedChunks();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
