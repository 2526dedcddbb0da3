/** The updated points adapter: the platform's {points, time} becomes the balance; anything else gives none. */
import { describe, expect, it } from 'vitest';
import { pointsFromWire } from '@/api/adapters/updatedPoints';

describe('updated points adapter', () => {
  it('reads points of {points, time}', () => {
    expect(pointsFromWire({ points: 2450, time: 1_800_000_000 })).toBe(2450);
    expect(pointsFromWire({ points: 0, time: 1 })).toBe(0);
  });

  it('gives null for an answer without a number, so the profile’s own balance stands', () => {
    expect(pointsFromWire({})).toBeNull();
    expect(pointsFromWire(null)).toBeNull();
    expect(pointsFromWire({ points: Number.NaN, time: 1 })).toBeNull();
    // The old envelope shape is not read as a balance.
    expect(pointsFromWire({ data: { updated_points: 5 } } as never)).toBeNull();
  });
});
