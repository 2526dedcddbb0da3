/**
 * The profile image address (spec section 7): GET /profile/{userId}/picture?type=large&token&time, where
 * `time` is yyyyMMddHH in Bangkok time, so the image is fetched again at most once an hour (section 9:
 * the profile image cache-buster is hourly).
 */
import { type Temporal } from 'temporal-polyfill';

/** yyyyMMddHH of an instant in Bangkok time. */
export function hourlyCacheBuster(now: Temporal.Instant): string {
  const t = now.toZonedDateTimeISO('Asia/Bangkok');
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.year}${two(t.month)}${two(t.day)}${two(t.hour)}`;
}

export function profilePictureUrl(modulesBase: string, userId: string, token: string | undefined, now: Temporal.Instant): string {
  const query = new URLSearchParams({ type: 'large', ...(token ? { token } : {}), time: hourlyCacheBuster(now) });
  return `${modulesBase}/profile/${encodeURIComponent(userId)}/picture?${query.toString()}`;
}
