/** /profile when the profile cannot be read: loading, then the failure with its code and Retry. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ProfileHomeRoute from '@/flows/profileHome/ProfileHomeRoute';
import { messages } from '@/i18n/messages';
import { DEFAULT_SHELL_STATE, ShellStateProvider, type MemberSummary } from '@/ui/layout/shellState';
import { renderWithApp } from '../reward/renderWithApp';

vi.mock('@/flows/sharePicker/InviteFriends', () => ({ InviteFriends: () => null }));
// The get-point button runs its own chart (tested with it); this test is about the profile load.
vi.mock('@/flows/getPoint/GetPointButton', () => ({ GetPointButton: () => null }));

function renderProfile(member: MemberSummary, locale: 'en' | 'th' = 'en') {
  const onProfileRetry = vi.fn();
  renderWithApp(
    <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale, member, onProfileRetry }}>
      <ProfileHomeRoute />
    </ShellStateProvider>,
    { locale, path: '/profile' },
  );
  return onProfileRetry;
}

describe('/profile and the profile load', () => {
  it('shows loading while nothing is known yet, with the slow notice once slow', () => {
    renderProfile({ signedIn: true, profileStatus: 'slow' });
    expect(screen.getByText(messages.en['profile.load.loading']!)).toBeTruthy();
    expect(screen.getByText(messages.en['errors.slow']!)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed load: the translated failure with the code, and Retry asks for the profile again (Thai)', () => {
    const retry = renderProfile({ signedIn: true, profileStatus: 'failed', profileError: { status: 503, code: 503, message: 'Sandbox fault: HTTP 503' } }, 'th');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(messages.th['profile.load.failedTitle']);
    expect(alert.textContent).toContain('503');
    expect(alert.textContent).not.toContain('Sandbox fault');
    fireEvent.click(screen.getByRole('button', { name: messages.th['common.retry'] }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a loaded profile shows the member, no loading and no failure', () => {
    renderProfile({ signedIn: true, profileStatus: 'loaded', name: 'Somchai Jaidee', points: 2450 });
    expect(screen.getAllByText('Somchai Jaidee').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.en['profile.load.loading']!)).toBeNull();
  });
});

describe('/profile and the member picture (GET /profile/{userId}/picture)', () => {
  const pictureUrl = 'http://localhost/sandbox/modules/profile/u1/picture?type=large&token=t&time=2026112911';

  it('shows the picture address as the image, and the initial when the image fails to load', () => {
    renderProfile({ signedIn: true, profileStatus: 'loaded', name: 'somchai Jaidee', pictureUrl });
    const picture = screen.getByRole('img', { name: messages.en['profile.picture.alt'] });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toBe(pictureUrl);
    fireEvent.error(picture);
    const fallback = screen.getByRole('img', { name: messages.en['profile.picture.alt'] });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('S');
  });

  it('without a picture address the initial shows (Thai)', () => {
    renderProfile({ signedIn: true, profileStatus: 'loaded', name: 'สมชาย ใจดี' }, 'th');
    const fallback = screen.getByRole('img', { name: messages.th['profile.picture.alt'] });
    expect(fallback.textContent).toBe('ส');
  });
});
