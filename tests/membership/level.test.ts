import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { levelTier, nextTier, tierLabel } from '@/domain/membership/level';
import { badgeFromApi, levelExpiry, levelProgress, memberLevelFromApi, sortLevels } from '@/domain/membership/membership';
import { userLevelText } from '@machines/session/userLevel';

describe('member level bit flag (spec sections 3 and 6)', () => {
  it.each([
    [undefined, 'member', null],
    [0, 'member', null],
    [1, 'plus', 'Plus'],
    [2, 'plus', 'Plus'],
    [3, 'plus', 'Plus'],
    [4, 'plusX', 'Plus X'],
    [5, 'plusX', 'Plus X'],
    [6, 'plusX', 'Plus X'],
    [8, 'member', null],
    [-1, 'member', null],
    [1.5, 'member', null],
  ] as const)('flag %s is %s (%s)', (flag, tier, label) => {
    expect(levelTier(flag)).toBe(tier);
    expect(tierLabel(levelTier(flag))).toBe(label);
    expect(userLevelText(flag)).toBe(label);
  });

  it('the highest tier bit wins for any flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1 << 20 }), (flag) => {
        const expected = flag & 4 ? 'plusX' : flag & 3 ? 'plus' : 'member';
        expect(levelTier(flag)).toBe(expected);
      }),
    );
  });

  it('the next tier climbs to Plus X and stops', () => {
    expect(nextTier('member')).toBe('plus');
    expect(nextTier('plus')).toBe('plusX');
    expect(nextTier('plusX')).toBeNull();
  });
});

describe('badges and levels from the contract', () => {
  it('maps a badge: obtained ones are 100%, others take the server percentage or the missions', () => {
    const missions = [
      { name: 'A', value: 4, current: 2, isCompleted: false },
      { name: 'B', value: 2, current: 3, isCompleted: false },
    ];
    expect(badgeFromApi({ name: 'X', level: 0, isObtain: false, missions }, 0)).toMatchObject({
      id: 'badge-0',
      percentage: 75,
      obtainedOn: null,
      missions: [
        { name: 'A', current: 2, value: 4, completed: false },
        { name: 'B', current: 3, value: 2, completed: true },
      ],
    });
    expect(badgeFromApi({ name: 'X', level: 0, isObtain: false, percentage: 130, missions }, 1).percentage).toBe(100);
    expect(badgeFromApi({ name: 'X', level: 0, isObtain: true, obtainOn: 1_700_000_000, percentage: 10, missions: [] }, 2)).toMatchObject({ percentage: 100, obtainedOn: 1_700_000_000 });
  });

  it('maps levels by the bit of their id and keeps one per tier in order', () => {
    const levels = [4, 0, 1, 2].map((id) => memberLevelFromApi({ level_id: id, level_name: `L${id}`, benefits: [] }));
    expect(sortLevels(levels).map((l) => l.name)).toEqual(['L0', 'L1', 'L4']);
  });

  it('reads the expiry and the progress from the level badges', () => {
    const plus = badgeFromApi({ id: 'p', name: 'Plus', grouping: 'level', level: 1, isObtain: true, userLevelExpireDate: 5, missions: [] }, 0);
    const plusX = badgeFromApi({ id: 'x', name: 'Plus X', grouping: 'level', level: 2, isObtain: false, percentage: 30, missions: [] }, 1);
    expect(levelExpiry(2, [plus, plusX])).toBe(5);
    expect(levelExpiry(0, [plus, plusX])).toBeNull();
    expect(levelProgress(0, [plus, plusX])).toMatchObject({ kind: 'toward', tier: 'plus', percentage: 100 });
    expect(levelProgress(1, [plus, plusX])).toMatchObject({ kind: 'toward', tier: 'plusX', percentage: 30 });
    expect(levelProgress(4, [plus, plusX])).toEqual({ kind: 'top' });
  });
});
