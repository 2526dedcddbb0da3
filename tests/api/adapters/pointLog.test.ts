/** The point log adapter: the platform's PascalCase log entries and expiring lots become the app's point history. */
import { describe, expect, it } from 'vitest';
import { expiringFromWire, pointLogItemFromWire } from '@/api/adapters/pointLog';

describe('point log adapter', () => {
  it('maps an entry: RowKey, Points, Type, Reason, Timestamp, and the Message as its title', () => {
    expect(
      pointLogItemFromWire({ RowKey: 'r-1', Points: -250, Type: 'default', Reason: 'default activity', Timestamp: 1_800_000_000, Message: 'Redeemed: Mug', CampaignName: 'Mug' }),
    ).toEqual({ id: 'r-1', points: -250, type: 'default', reason: 'default activity', title: 'Redeemed: Mug', date: 1_800_000_000 });
  });

  it('falls back to the campaign name, then to nothing, when the entry has no message', () => {
    expect(pointLogItemFromWire({ RowKey: 'r-2', Points: 10, Type: 'trace-welcome', Timestamp: 1, CampaignName: 'Welcome' }).title).toBe('Welcome');
    expect(pointLogItemFromWire({ RowKey: 'r-3', Points: 10, Type: 'default', Timestamp: 1 }).title).toBe('');
  });

  it('groups the expiring lots of {expiring_points:[{points,time}]} by day', () => {
    const summary = expiringFromWire({ expiring_points: [{ points: 100, time: 1_800_000_000 }, { points: 50, time: 1_800_000_060 }, { points: 20, time: 1_900_000_000 }] });
    expect(summary.total).toBe(170);
    expect(summary.groups.map((g) => g.points)).toEqual([150, 20]);
  });
});
