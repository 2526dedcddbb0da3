import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Serial } from '@/domain/campaign/serial';
import type { StoredCode } from '@/domain/offline/wallet';
import { createOfflineWalletMachine } from '@machines/offlineWallet/offlineWallet.machine';
import { selectLastSeenAt, selectStoredCodes, selectWalletLoading } from '@machines/offlineWallet/offlineWallet.selectors';

const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);
const card = { name: 'Cash voucher 100 baht', pointPerUnit: 1000 };

function code(redeemKey: string, extra: Partial<Serial> = {}): Serial {
  return { serial: `SER-${redeemKey}`, barcodeType: 'CODE_128', showTimer: false, isNotAutoUse: false, redeemKey, redeemedAt: T0 - 1000, card, status: 'active', ...extra };
}

interface Fake {
  stored: Map<string, StoredCode[]>;
  saves: Array<{ member: string; codes: StoredCode[] }>;
  clears: number;
  failSave?: boolean;
  /** Resolves the pending load when set to hold. */
  releaseLoad?: () => void;
  holdLoad?: boolean;
}

function start(member: string | null, fake: Fake = { stored: new Map(), saves: [], clears: 0 }) {
  const machine = createOfflineWalletMachine({
    actors: {
      loadCodes: fromPromise(async ({ input }) => {
        if (fake.holdLoad) await new Promise<void>((resolve) => (fake.releaseLoad = resolve));
        return fake.stored.get(input.member) ?? [];
      }),
      saveCodes: fromPromise(async ({ input }) => {
        if (fake.failSave) throw new Error('QuotaExceededError');
        fake.saves.push({ member: input.member, codes: input.codes });
        fake.stored.set(input.member, input.codes);
      }),
      clearCodes: fromPromise(async () => {
        fake.clears += 1;
        fake.stored.clear();
      }),
    },
  });
  const actor = createActor(machine, { input: { member } }).start();
  return { actor, fake, codes: () => selectStoredCodes(actor.getSnapshot()) };
}

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('offlineWallet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps nothing for no member, and ignores codes seen then', async () => {
    const { actor, fake, codes } = start(null);
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1') }] });
    await settle();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(codes()).toEqual([]);
    expect(fake.saves).toEqual([]);
  });

  it('reads the stored codes of the member, dropping those expired on the device clock (and writes the rest back)', async () => {
    const fake: Fake = { stored: new Map(), saves: [], clears: 0 };
    fake.stored.set('m1', [
      { serial: code('rk-old'), expiresAt: T0 - 1, seenAt: T0 - 10_000 },
      { serial: code('rk-ok'), expiresAt: T0 + 60_000, seenAt: T0 - 10_000 },
    ]);
    const { actor, codes } = start('m1', fake);
    expect(selectWalletLoading(actor.getSnapshot())).toBe(true);
    await settle();
    expect(codes().map((c) => c.serial.redeemKey)).toEqual(['rk-ok']);
    expect(fake.saves.at(-1)?.codes.map((c) => c.serial.redeemKey)).toEqual(['rk-ok']);
    expect(selectLastSeenAt(actor.getSnapshot())).toBe(T0 - 10_000);
  });

  it('saves codes seen online with their absolute expiry, and drops each at that time', async () => {
    const { actor, fake, codes } = start('m1');
    await settle();
    actor.send({
      type: 'WALLET.CODES_SEEN',
      codes: [{ serial: code('rk-timer', { showTimer: true, expireIn: 90 }), campaignId: '1007' }, { serial: code('rk-forever') }],
    });
    await settle();
    const timer = codes().find((c) => c.serial.redeemKey === 'rk-timer');
    expect(timer).toMatchObject({ expiresAt: T0 + 90_000, countdownEndsAt: T0 + 90_000, seenAt: T0, campaignId: '1007' });
    expect(timer?.serial.expireIn).toBeUndefined();
    expect(fake.saves.at(-1)?.codes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(codes()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(codes().map((c) => c.serial.redeemKey)).toEqual(['rk-forever']);
    expect(fake.saves.at(-1)?.codes.map((c) => c.serial.redeemKey)).toEqual(['rk-forever']);
    expect(actor.getSnapshot().matches({ ready: { expiry: 'lasting' } })).toBe(true);
  });

  it('the voucher expiry counts when it comes before the countdown', async () => {
    const { actor, codes } = start('m1');
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1', { showTimer: true, expireIn: 3600, voucherExpiresAt: T0 + 5_000 }) }] });
    expect(codes()[0]).toMatchObject({ expiresAt: T0 + 5_000, countdownEndsAt: T0 + 3_600_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(codes()).toEqual([]);
  });

  it('a newer code restarts the expiry wait', async () => {
    const { actor, codes } = start('m1');
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-late', { voucherExpiresAt: T0 + 60_000 }) }] });
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-soon', { voucherExpiresAt: T0 + 20_000 }) }] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(codes().map((c) => c.serial.redeemKey)).toEqual(['rk-late']);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(codes()).toEqual([]);
  });

  it('a code the server calls expired leaves; one marked used stays with the used status', async () => {
    const { actor, codes } = start('m1');
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1') }, { serial: code('rk-2') }] });
    actor.send({ type: 'WALLET.CODE_USED', redeemKey: 'rk-1' });
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-2', { status: 'expired' }) }] });
    await settle();
    expect(codes().map((c) => [c.serial.redeemKey, c.serial.status])).toEqual([['rk-1', 'used']]);
    // A stale list still saying active does not bring the used code back to active.
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1') }] });
    expect(codes()[0]?.serial.status).toBe('used');
  });

  it('writes again only when something changed', async () => {
    const { actor, fake } = start('m1');
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1') }] });
    await settle();
    const writes = fake.saves.length;
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [] });
    actor.send({ type: 'WALLET.CODE_USED', redeemKey: 'rk-unknown' });
    await settle();
    expect(fake.saves.length).toBe(writes);
  });

  it('codes seen while the stored ones load are kept and win over them', async () => {
    const fake: Fake = { stored: new Map(), saves: [], clears: 0, holdLoad: true };
    fake.stored.set('m1', [{ serial: code('rk-1'), seenAt: T0 - 5_000 }, { serial: code('rk-2'), seenAt: T0 - 5_000 }]);
    const { actor, codes } = start('m1', fake);
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1', { serial: 'NEW-1' }) }] });
    fake.releaseLoad?.();
    await settle();
    expect(codes().map((c) => c.serial.serial).sort()).toEqual(['NEW-1', 'SER-rk-2']);
    expect(fake.saves).toHaveLength(1);
  });

  it('a refused write keeps the codes in memory; the next change writes again', async () => {
    const fake: Fake = { stored: new Map(), saves: [], clears: 0, failSave: true };
    const { actor, codes } = start('m1', fake);
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1') }] });
    await settle();
    expect(actor.getSnapshot().matches({ ready: { store: 'idle' } })).toBe(true);
    expect(codes()).toHaveLength(1);
    fake.failSave = false;
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-2') }] });
    await settle();
    expect(fake.saves.at(-1)?.codes).toHaveLength(2);
  });

  it('an unreadable store counts as no codes', async () => {
    const machine = createOfflineWalletMachine({
      actors: { loadCodes: fromPromise(async () => Promise.reject(new Error('blocked'))) },
    });
    const actor = createActor(machine, { input: { member: 'm1' } }).start();
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectStoredCodes(actor.getSnapshot())).toEqual([]);
  });

  it('logout clears every stored code, and a member who signs in meanwhile gets their own', async () => {
    const { actor, fake, codes } = start('m1');
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-1') }] });
    await settle();
    actor.send({ type: 'WALLET.SIGNED_OUT' });
    expect(codes()).toEqual([]);
    actor.send({ type: 'WALLET.SIGNED_IN', member: 'm2' });
    await settle();
    expect(fake.clears).toBe(1);
    expect(fake.stored.size).toBe(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.member).toBe('m2');
    actor.send({ type: 'WALLET.SIGNED_OUT' });
    await settle();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(fake.clears).toBe(2);
  });

  it('another member signing in reads their codes, not the last member’s', async () => {
    const fake: Fake = { stored: new Map(), saves: [], clears: 0 };
    fake.stored.set('m2', [{ serial: code('rk-m2'), seenAt: T0 }]);
    const { actor, codes } = start('m1', fake);
    await settle();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-m1') }] });
    actor.send({ type: 'WALLET.SIGNED_IN', member: 'm2' });
    await settle();
    expect(codes().map((c) => c.serial.redeemKey)).toEqual(['rk-m2']);
  });
});

describe('offlineWallet: a member change while the codes load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it("reads the new member's codes and never keeps the first member's", async () => {
    const reads: string[] = [];
    const saves: Array<{ member: string }> = [];
    const machine = createOfflineWalletMachine({
      actors: {
        loadCodes: fromPromise(async ({ input }) => {
          reads.push(input.member);
          return input.member === 'm2' ? [{ serial: code('rk-m2'), seenAt: T0 }] : [{ serial: code('rk-m1'), seenAt: T0 }];
        }),
        saveCodes: fromPromise(async ({ input }) => void saves.push({ member: input.member })),
      },
    });
    const actor = createActor(machine, { input: { member: 'm1' } }).start();
    actor.send({ type: 'WALLET.CODES_SEEN', codes: [{ serial: code('rk-seen-by-m1') }] });
    actor.send({ type: 'WALLET.SIGNED_IN', member: 'm2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual(['m1', 'm2']);
    expect(selectStoredCodes(actor.getSnapshot()).map((c) => c.serial.redeemKey)).toEqual(['rk-m2']);
    expect(saves.every((save) => save.member === 'm2')).toBe(true);
  });
});
