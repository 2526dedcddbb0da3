/**
 * The profile image address (spec section 7): GET /profile/{userId}/picture?type=large&token&time, where
 * `time` is yyyyMMddHH in Bangkok time, so the image is fetched again at most once an hour (section 9:
 * the profile image cache-buster is hourly).
 */

/** An instant (a Temporal.Instant, or `{ epochMilliseconds: Date.now() }` where Temporal is not loaded). */
export interface InstantLike {
  readonly epochMilliseconds: number;
}

/** Bangkok keeps UTC+07:00 all year (no daylight saving since 1920). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** yyyyMMddHH of an instant in Bangkok time. */
export function hourlyCacheBuster(now: InstantLike): string {
  const t = new Date(now.epochMilliseconds + BANGKOK_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}${two(t.getUTCHours())}`;
}

export function profilePictureUrl(modulesBase: string, userId: string, token: string | undefined, now: InstantLike): string {
  const query = new URLSearchParams({ type: 'large', ...(token ? { token } : {}), time: hourlyCacheBuster(now) });
  return `${modulesBase}/profile/${encodeURIComponent(userId)}/picture?${query.toString()}`;
}
