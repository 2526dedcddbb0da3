/**
 * Layout stability at start-up: the start-up shell draws the placeholders of the route's own
 * first screen, and the home page keeps its rewards out of the layout until the dashboard above them
 * stops growing (else arriving content pushes them down, a layout shift on /).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectDashboardSettled } from '@machines/dashboard/dashboard.selectors';
import { shellKindOf } from '@/app/boot/shellKind';

describe('start-up shell placeholders', () => {
  it('follow the first screen of each route kind', () => {
    expect(shellKindOf('/')).toBe('home');
    expect(shellKindOf('')).toBe('home');
    expect(shellKindOf('/reward')).toBe('rewards');
    expect(shellKindOf('/reward/101')).toBe('rewards');
    expect(shellKindOf('/rewards-elsewhere')).toBe('plain');
    expect(shellKindOf('/campaign/1001')).toBe('campaign');
    expect(shellKindOf('/campaign/1001/')).toBe('campaign');
    expect(shellKindOf('/campaign/1001/reviews')).toBe('plain');
    expect(shellKindOf('/login')).toBe('plain');
    expect(shellKindOf('/profile/history/earn')).toBe('plain');
  });
});

describe('the home dashboard has settled', () => {
  const snapshotIn = (state: string, tags: string[] = []) => {
    const snapshot = createActor(dashboardMachine).getSnapshot();
    return { ...snapshot, matches: (s: string) => s === state, hasTag: (t: string) => tags.includes(t) } as typeof snapshot;
  };

  it('not while its content loads, so nothing below it shows yet', () => {
    expect(selectDashboardSettled(snapshotIn('loading'))).toBe(false);
  });
  it('once shown, empty or failed, or when the read is slow (the rewards then show rather than wait)', () => {
    expect(selectDashboardSettled(snapshotIn('shown'))).toBe(true);
    expect(selectDashboardSettled(snapshotIn('empty'))).toBe(true);
    expect(selectDashboardSettled(snapshotIn('failed'))).toBe(true);
    expect(selectDashboardSettled(snapshotIn('loading', ['slow']))).toBe(true);
  });
});
