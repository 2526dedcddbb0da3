import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { hourlyCacheBuster, profilePictureUrl } from '@/domain/profile/picture';

describe('profile picture address', () => {
  it('changes once an hour, in Bangkok time', () => {
    const a = Temporal.Instant.from('2026-11-22T17:00:00Z');
    expect(hourlyCacheBuster(a)).toBe('2026112300');
    expect(hourlyCacheBuster(a.add({ minutes: 59 }))).toBe('2026112300');
    expect(hourlyCacheBuster(a.add({ minutes: 60 }))).toBe('2026112301');
  });
  it('is GET /profile/{userId}/picture with type=large, the token and the hour', () => {
    const url = new URL(profilePictureUrl('http://x/sandbox/modules', 'u 1', 'tok', Temporal.Instant.from('2026-01-05T03:10:00Z')));
    expect(url.pathname).toBe('/sandbox/modules/profile/u%201/picture');
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'large', token: 'tok', time: '2026010510' });
  });
});
