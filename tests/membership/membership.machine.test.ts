import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { membershipMachine } from '@machines/membership/membership.machine';
import { selectMembershipView } from '@machines/membership/membership.selectors';
import type { LoadMembershipInput, MembershipData } from '@machines/membership/membership.types';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import type { Badge, MemberLevel } from '@/domain/membership/membership';

const levels: MemberLevel[] = [
  { tier: 'plusX', name: 'Plus X', description: '', benefits: ['Free delivery'], mission: 'Redeem 5,000' },
  { tier: 'member', name: 'Member', description: '', benefits: ['Points'], mission: null },
  { tier: 'plus', name: 'Plus', description: '', benefits: ['Bonus'], mission: 'Earn 1,000' },
];
const badge = (over: Partial<Badge>): Badge => ({
  id: 'b',
  name: 'B',
  description: '',
  grouping: 'activity',
  level: 0,
  obtained: false,
  obtainedOn: null,
  percentage: 0,
  levelExpiresOn: null,
  missions: [],
  ...over,
});
const plusBadge = badge({ id: 'plus', grouping: 'level', level: 1, obtained: true, obtainedOn: 100, percentage: 100, levelExpiresOn: 9_000 });
const plusXBadge = badge({ id: 'plusx', grouping: 'level', level: 2, percentage: 42, missions: [{ name: 'Redeem', current: 2100, value: 5000, completed: false }] });

function start(input: { userLevel: number | null; signedIn?: boolean }, load: (input: LoadMembershipInput) => Promise<MembershipData>) {
  return createActor(membershipMachine.provide({ actors: { loadMembership: fromPromise<MembershipData, LoadMembershipInput>(({ input }) => load(input)) } }), { input }).start();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('membership', () => {
  it('loads levels and badges for a member: level of the flag, its expiry, progress toward the next level, levels in order', async () => {
    const calls: LoadMembershipInput[] = [];
    const actor = start({ userLevel: 2, signedIn: true }, async (input) => (calls.push(input), { levels, badges: [plusBadge, plusXBadge] }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    expect(calls).toEqual([{ withBadges: true }]);
    const view = selectMembershipView(actor.getSnapshot());
    if (view.kind !== 'loaded') throw new Error(view.kind);
    expect(view.tier).toBe('plus');
    expect(view.expiresOn).toBe(9_000);
    expect(view.progress).toEqual({ kind: 'toward', tier: 'plusX', percentage: 42, missions: plusXBadge.missions });
    expect(view.levels.map((l) => l.tier)).toEqual(['member', 'plus', 'plusX']);
    expect(view.badges).toHaveLength(2);
  });

  it('a guest loads the levels only', async () => {
    const calls: LoadMembershipInput[] = [];
    const actor = start({ userLevel: null }, async (input) => (calls.push(input), { levels, badges: [] }));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    expect(calls).toEqual([{ withBadges: false }]);
    const view = selectMembershipView(actor.getSnapshot());
    expect(view.kind === 'loaded' && view.signedIn).toBe(false);
  });

  it('Plus X is the top; without a level badge the progress is unknown', async () => {
    const top = start({ userLevel: 4 | 1, signedIn: true }, async () => ({ levels, badges: [] }));
    await vi.waitFor(() => expect(top.getSnapshot().matches('loaded')).toBe(true));
    const topView = selectMembershipView(top.getSnapshot());
    expect(topView.kind === 'loaded' && topView.tier).toBe('plusX');
    expect(topView.kind === 'loaded' && topView.progress).toEqual({ kind: 'top' });
    const none = start({ userLevel: 0, signedIn: true }, async () => ({ levels, badges: [plusXBadge] }));
    await vi.waitFor(() => expect(none.getSnapshot().matches('loaded')).toBe(true));
    const noneView = selectMembershipView(none.getSnapshot());
    expect(noneView.kind === 'loaded' && noneView.progress).toEqual({ kind: 'unknown', tier: 'plus' });
  });

  it('a failed load is a state with the error; Retry loads again', async () => {
    let fail = true;
    const actor = start({ userLevel: 1, signedIn: true }, async () => {
      if (fail) throw Object.assign(new Error('down'), { status: 503 });
      return { levels, badges: [] };
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(selectMembershipView(actor.getSnapshot()).kind).toBe('failed');
    expect(actor.getSnapshot().can({ type: 'MEMBERSHIP.RETRY' })).toBe(true);
    fail = false;
    actor.send({ type: 'MEMBERSHIP.RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
  });

  it('says it is slow after REQUEST_SLOW and gives up after REQUEST_TIMEOUT, cancelling the call (fake time)', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const actor = createActor(
      membershipMachine.provide({
        actors: {
          loadMembership: fromPromise<MembershipData, LoadMembershipInput>(
            ({ signal }) =>
              new Promise<MembershipData>(() => {
                signal.addEventListener('abort', () => void (aborted = true));
              }),
          ),
        },
      }),
      { input: { userLevel: 1, signedIn: true } },
    ).start();
    expect(selectMembershipView(actor.getSnapshot())).toEqual({ kind: 'loading', slow: false });
    vi.advanceTimersByTime(REQUEST_SLOW_MS);
    expect(selectMembershipView(actor.getSnapshot())).toEqual({ kind: 'loading', slow: true });
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
    const view = selectMembershipView(actor.getSnapshot());
    expect(view.kind).toBe('failed');
    expect(view.kind === 'failed' && view.error.code).toBe('timeout');
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().can({ type: 'MEMBERSHIP.RETRY' })).toBe(true);
  });
});
