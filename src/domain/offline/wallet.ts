/**
 * The offline wallet's rules: which codes are kept on the device, when each stops being valid, and how a
 * stored code is shown again offline. A code's lifetime is stored as absolute times (device clock when it was
 * seen online), so offline its countdown is the stored end minus the device clock, not a number of seconds
 * frozen when the answer came.
 */
import type { RedeemHistoryEntry } from '../campaign/history';
import type { Serial } from '../campaign/serial';

/** One code kept for offline use. */
export interface StoredCode {
  /** The code as the serial view takes it (card, barcode type, used status); `expireIn` is recomputed when shown. */
  serial: Serial;
  /** The campaign the code came from, when known (links the history row to its campaign). */
  campaignId?: string;
  /** When the code stops being valid (epoch ms): the countdown's end or the voucher expiry, whichever is first. */
  expiresAt?: number;
  /** When the countdown reaches zero (epoch ms), for a code that shows a timer. */
  countdownEndsAt?: number;
  /** When the code was last seen online (epoch ms); "last updated" for the member. */
  seenAt: number;
}

/** A code seen online: by a redeem answer, the redeem history list or an opened history item. */
export interface SeenCode {
  serial: Serial;
  campaignId?: string;
}

/** The longest single wait the wallet's expiry timer takes (timers overflow past about 24.8 days). */
export const LONGEST_EXPIRY_WAIT_MS = 24 * 60 * 60 * 1000;

/** True for a code worth keeping: it has a code text and the server did not call it expired. */
export function isStorable(serial: Serial): boolean {
  return serial.serial !== '' && serial.redeemKey !== '' && serial.status !== 'expired';
}

/** The stored form of a code seen online at `now`. */
export function storedCodeFrom(seen: SeenCode, now: number): StoredCode {
  const { serial } = seen;
  const countdownEndsAt = serial.showTimer && typeof serial.expireIn === 'number' ? now + Math.max(0, serial.expireIn) * 1000 : undefined;
  const ends = [countdownEndsAt, serial.voucherExpiresAt].filter((t): t is number => typeof t === 'number');
  const { expireIn: _frozen, ...rest } = serial;
  return {
    serial: rest,
    ...(seen.campaignId ? { campaignId: seen.campaignId } : {}),
    ...(ends.length > 0 ? { expiresAt: Math.min(...ends) } : {}),
    ...(countdownEndsAt !== undefined ? { countdownEndsAt } : {}),
    seenAt: now,
  };
}

/** True when the code has passed its expiry on the device clock. */
export function hasExpired(code: StoredCode, now: number): boolean {
  return code.expiresAt !== undefined && code.expiresAt <= now;
}

/** The codes still valid at `now`. */
export function liveCodes(codes: readonly StoredCode[], now: number): StoredCode[] {
  return codes.filter((code) => !hasExpired(code, now));
}

/**
 * The wallet after codes were seen online: each seen code replaces the stored one with the same redeem key
 * (the newest answer wins), except that a code once used stays used; an expired one leaves. Newest redeem first.
 */
export function mergeSeen(codes: readonly StoredCode[], seen: readonly SeenCode[], now: number): StoredCode[] {
  const byKey = new Map(codes.map((code) => [code.serial.redeemKey, code]));
  for (const each of seen) {
    const key = each.serial.redeemKey;
    if (each.serial.serial !== '' && each.serial.status === 'expired') {
      byKey.delete(key);
      continue;
    }
    if (!isStorable(each.serial)) continue;
    const fresh = storedCodeFrom(each, now);
    const wasUsed = byKey.get(key)?.serial.status === 'used';
    byKey.set(key, wasUsed ? { ...fresh, serial: { ...fresh.serial, status: 'used', showTimer: false } } : fresh);
  }
  return [...byKey.values()].sort((a, b) => b.serial.redeemedAt - a.serial.redeemedAt);
}

/** The wallet with one code marked as used (it keeps showing, with the used overlay). */
export function markCodeUsed(codes: readonly StoredCode[], redeemKey: string): StoredCode[] {
  return codes.map((code) =>
    code.serial.redeemKey === redeemKey ? { ...code, serial: { ...code.serial, status: 'used' as const, showTimer: false } } : code,
  );
}

/** True when two wallets hold the same codes with the same status (nothing to write). */
export function sameCodes(a: readonly StoredCode[], b: readonly StoredCode[]): boolean {
  return a.length === b.length && a.every((code, i) => JSON.stringify(code) === JSON.stringify(b[i]));
}

/** Milliseconds until the nearest expiry (at least 0, at most {@link LONGEST_EXPIRY_WAIT_MS}); undefined when none expires. */
export function untilNextExpiry(codes: readonly StoredCode[], now: number): number | undefined {
  const ends = codes.map((code) => code.expiresAt).filter((t): t is number => typeof t === 'number');
  if (ends.length === 0) return undefined;
  return Math.min(LONGEST_EXPIRY_WAIT_MS, Math.max(0, Math.min(...ends) - now));
}

/** The serial view's input for a stored code shown at `now`: the countdown runs from the stored end. */
export function serialShownOffline(code: StoredCode, now: number): Serial {
  if (code.countdownEndsAt === undefined || code.serial.status === 'used') return code.serial;
  const secondsLeft = Math.max(0, Math.floor((code.countdownEndsAt - now) / 1000));
  return { ...code.serial, expireIn: secondsLeft, ...(secondsLeft === 0 ? { status: 'expired' as const } : {}) };
}

/** A redeem history row for a stored code, so "my codes" lists the wallet offline. */
export function historyEntryOf(code: StoredCode, now: number): RedeemHistoryEntry {
  const card = code.serial.card;
  const serial = serialShownOffline(code, now);
  return {
    redeemKey: code.serial.redeemKey,
    campaignId: code.campaignId ?? '',
    name: card?.name ?? '',
    ...(card?.imageUrl ? { imageUrl: card.imageUrl } : {}),
    pointPerUnit: card?.pointPerUnit ?? 0,
    redeemedAt: code.serial.redeemedAt,
    state: serial.status === 'expired' ? 'codeExpired' : 'viewCode',
    used: serial.status === 'used',
    serial,
  };
}
