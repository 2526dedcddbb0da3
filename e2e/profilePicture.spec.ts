/**
 * The member's picture on the profile page is the profile image address (GET /profile/{userId}/picture with
 * type=large, the token and the hourly time, spec section 7), loaded under the app's CSP; when the image
 * cannot be had, the member's initial shows instead of a broken image. In Thai and English.
 */
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, switchLanguage, test } from './support/fixtures';

for (const lang of ['th', 'en'] as const) {
  test(`profile page: the member's picture, and the initial when it fails (${lang})`, async ({ page, request }) => {
    await page.goto('/login');
    if (lang === 'en') await switchLanguage(page, 'en');
    await signIn(page);
    const pictureCall = page.waitForResponse((r) => /\/profile\/[^/]+\/picture\?/.test(r.url()));
    await page.goto('/profile');
    const response = await pictureCall;
    expect(response.status()).toBe(200);
    const query = new URL(response.url()).searchParams;
    expect(query.get('type')).toBe('large');
    expect(query.get('token')).toBeTruthy();
    expect(query.get('time')).toMatch(/^\d{10}$/);

    const picture = page.getByRole('img', { name: msg(lang, 'profile.picture.alt'), exact: true });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

    await setFault(request, 'getProfilePicture', { kind: 'status', status: 500 });
    await page.reload();
    const fallback = page.getByTestId('profile-picture-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAccessibleName(msg(lang, 'profile.picture.alt'));
    await expect(fallback).toHaveText(/^\S$/);
    await clearFaults(request);
  });
}
