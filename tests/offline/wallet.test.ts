import { describe, expect, it } from 'vitest';
import type { Serial } from '@/domain/campaign/serial';
import {
  LONGEST_EXPIRY_WAIT_MS,
  historyEntryOf,
  isStorable,
  serialShownOffline,
  storedCodeFrom,
  untilNextExpiry,
} from '@/domain/offline/wallet';

const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);
const serial: Serial = {
  serial: 'SC100V7731429',
  barcodeType: 'CODE_128',
  showTimer: true,
  expireIn: 120,
  isNotAutoUse: false,
  redeemKey: 'rk-1',
  redeemedAt: T0 - 60_000,
  card: { name: 'Cash voucher 100 baht', pointPerUnit: 1000, imageUrl: 'https://blob.invalid/v.png' },
  status: 'active',
};

describe('offline wallet rules', () => {
  it('keeps only codes with a text and a redeem key that the server does not call expired', () => {
    expect(isStorable(serial)).toBe(true);
    expect(isStorable({ ...serial, serial: '' })).toBe(false);
    expect(isStorable({ ...serial, redeemKey: '' })).toBe(false);
    expect(isStorable({ ...serial, status: 'expired' })).toBe(false);
    expect(isStorable({ ...serial, status: 'used' })).toBe(true);
  });

  it('shows the countdown from the stored end against the device clock', () => {
    const stored = storedCodeFrom({ serial }, T0);
    expect(serialShownOffline(stored, T0 + 30_500)).toMatchObject({ expireIn: 89, status: 'active', serial: 'SC100V7731429' });
    expect(serialShownOffline(stored, T0 + 120_000)).toMatchObject({ expireIn: 0, status: 'expired' });
    // A clock set back shows more time, never a negative one.
    expect(serialShownOffline(stored, T0 - 10_000).expireIn).toBe(130);
  });

  it('a code without a timer or already used is shown as stored', () => {
    const noTimer = storedCodeFrom({ serial: { ...serial, showTimer: false } }, T0);
    expect(serialShownOffline(noTimer, T0 + 999_999).expireIn).toBeUndefined();
    const used = storedCodeFrom({ serial: { ...serial, status: 'used' } }, T0);
    expect(serialShownOffline(used, T0).status).toBe('used');
  });

  it('lists a stored code as a history row that opens its code', () => {
    const row = historyEntryOf(storedCodeFrom({ serial, campaignId: '1007' }, T0), T0);
    expect(row).toMatchObject({ redeemKey: 'rk-1', campaignId: '1007', name: 'Cash voucher 100 baht', pointPerUnit: 1000, state: 'viewCode', used: false });
    expect(historyEntryOf(storedCodeFrom({ serial: { ...serial, status: 'used' } }, T0), T0)).toMatchObject({ used: true, state: 'viewCode' });
  });

  it('waits at most a day at a time (timers overflow beyond about 24.8 days)', () => {
    const far = storedCodeFrom({ serial: { ...serial, showTimer: false, voucherExpiresAt: T0 + 90 * 86_400_000 } }, T0);
    expect(untilNextExpiry([far], T0)).toBe(LONGEST_EXPIRY_WAIT_MS);
    expect(untilNextExpiry([storedCodeFrom({ serial: { ...serial, showTimer: false } }, T0)], T0)).toBeUndefined();
    expect(untilNextExpiry([storedCodeFrom({ serial }, T0)], T0 + 200_000)).toBe(0);
  });
});
