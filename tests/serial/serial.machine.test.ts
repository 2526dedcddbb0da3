import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { Serial } from '@/domain/campaign/serial';
import { serialMachine } from '@machines/serial/serial.machine';
import { selectSerialStep, selectSerialView } from '@machines/serial/serial.selectors';
import type { SerialSource } from '@machines/serial/serial.types';

afterEach(() => {
  vi.useRealTimers();
});

const base: Serial = {
  serial: 'SC-7H2K-91QX',
  barcodeType: 'QR_CODE',
  showTimer: false,
  isNotAutoUse: false,
  redeemKey: 'rk-1',
  redeemedAt: Date.UTC(2025, 0, 1),
};

interface Fakes {
  markUsed?: (input: { redeemKey: string; tranId?: string }) => Promise<void>;
  copy?: (text: string) => Promise<void>;
  tracked?: string[];
  expired?: () => void;
}

function start(serial: Partial<Serial> = {}, fakes: Fakes = {}, source: SerialSource = 'campaign') {
  const machine = serialMachine.provide({
    actors: {
      markUsed: fromPromise(({ input }) => (fakes.markUsed ?? (async () => {}))(input)),
      copyText: fromPromise(({ input }) => (fakes.copy ?? (async () => {}))(input.text)),
    },
    actions: {
      trackClose: ({ context }) => fakes.tracked?.push(context.source === 'history' ? 'viewcode_close' : 'campaign_close'),
      notifyExpired: () => fakes.expired?.(),
    },
  });
  return createActor(machine, { input: { serial: { ...base, ...serial }, source } }).start();
}

const view = (actor: ReturnType<typeof start>) => selectSerialView(actor.getSnapshot());

describe('serial view: tabs', () => {
  it('opens on the QR code unless the type is CODE_128 (barcode)', () => {
    expect(view(start()).tab).toBe('qr');
    expect(view(start({ barcodeType: 'CODE_128', serial: '885123400012' })).tab).toBe('barcode');
    expect(view(start({ barcodeType: 'EAN_13', serial: '4006381333931' })).tab).toBe('barcode');
    expect(view(start({ barcodeType: 'none' })).tab).toBe('qr');
  });

  it('switches between the three tabs', () => {
    const actor = start();
    actor.send({ type: 'SERIAL.TAB_SELECTED', tab: 'barcode' });
    expect(view(actor).tab).toBe('barcode');
    actor.send({ type: 'SERIAL.TAB_SELECTED', tab: 'text' });
    expect(view(actor).tab).toBe('text');
    actor.send({ type: 'SERIAL.TAB_SELECTED', tab: 'qr' });
    expect(view(actor).tab).toBe('qr');
  });

  it('hides the tab selector when the type is none and a privilege message exists', () => {
    const actor = start({ barcodeType: 'none', privilegeMessage: '<p>Show at the counter</p>' });
    expect(view(actor).tabsHidden).toBe(true);
    actor.send({ type: 'SERIAL.TAB_SELECTED', tab: 'text' });
    expect(view(actor).tab).toBe('qr');
    expect(view(start({ barcodeType: 'none' })).tabsHidden).toBe(false);
  });

  it('a code that cannot be drawn forces the text tab with the reason, and that tab stays off', () => {
    const actor = start({ barcodeType: 'EAN_13', serial: 'SC-NOT-DIGITS' });
    actor.send({ type: 'SERIAL.RENDER_FAILED', tab: 'barcode', reason: 'invalidInput' });
    expect(view(actor)).toMatchObject({ tab: 'text', renderError: { tab: 'barcode', reason: 'invalidInput' } });
    expect(view(actor).canSelect).toEqual({ qr: true, barcode: false, text: true });
    actor.send({ type: 'SERIAL.TAB_SELECTED', tab: 'barcode' });
    expect(view(actor).tab).toBe('text');
  });
});

describe('serial view: countdown (fake time)', () => {
  it('counts down from expireIn and at zero expires: XXXXXXXX, text tab, event to the parent', async () => {
    vi.useFakeTimers();
    let expired = 0;
    const actor = start({ showTimer: true, expireIn: 3 }, { expired: () => (expired += 1) });
    expect(view(actor)).toMatchObject({ secondsLeft: 3, status: 'active', tab: 'qr', code: 'SC-7H2K-91QX' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view(actor).secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(view(actor).secondsLeft).toBe(1);
    expect(expired).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(view(actor)).toMatchObject({ secondsLeft: 0, status: 'expired', tab: 'text', code: 'XXXXXXXX', canMarkUsed: false, canCopy: false });
    expect(expired).toBe(1);
    expect(view(actor).canSelect).toEqual({ qr: false, barcode: false, text: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(expired).toBe(1);
  });

  it('does not count down when showTimer is false', async () => {
    vi.useFakeTimers();
    const actor = start({ showTimer: false, expireIn: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(view(actor)).toMatchObject({ status: 'active' });
    expect(view(actor).secondsLeft).toBeUndefined();
  });

  it('opens an already expired or used code on the plain code with the placeholder', () => {
    expect(view(start({ status: 'expired' }))).toMatchObject({ tab: 'text', code: 'XXXXXXXX', status: 'expired', canMarkUsed: false });
    expect(view(start({ status: 'used' }))).toMatchObject({ tab: 'text', code: 'XXXXXXXX', status: 'used', canMarkUsed: false });
  });
});

describe('serial view: copy (fake time)', () => {
  it('says Copied for 500 ms after copying', async () => {
    vi.useFakeTimers();
    const copied: string[] = [];
    const actor = start({}, { copy: async (text) => void copied.push(text) });
    actor.send({ type: 'SERIAL.COPY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(copied).toEqual(['SC-7H2K-91QX']);
    expect(view(actor).copy).toBe('copied');
    await vi.advanceTimersByTimeAsync(499);
    expect(view(actor).copy).toBe('copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor).copy).toBe('ready');
  });

  it('a refused copy says so and can be tried again', async () => {
    vi.useFakeTimers();
    const actor = start({}, { copy: async () => Promise.reject(new Error('denied')) });
    actor.send({ type: 'SERIAL.COPY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(view(actor).copy).toBe('failed');
    expect(view(actor).canCopy).toBe(true);
  });
});

describe('serial view: mark as used', () => {
  it('confirm, call, success alert, then the serial with the used overlay', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const actor = start({}, { markUsed: async () => void (calls += 1) });
    expect(view(actor).canMarkUsed).toBe(true);
    actor.send({ type: 'SERIAL.MARK_USED' });
    expect(selectSerialStep(actor.getSnapshot())).toBe('confirmUse');
    actor.send({ type: 'SERIAL.CANCEL_USE' });
    expect(selectSerialStep(actor.getSnapshot())).toBe('serial');
    expect(calls).toBe(0);
    actor.send({ type: 'SERIAL.MARK_USED' });
    actor.send({ type: 'SERIAL.CONFIRM_USE' });
    expect(selectSerialStep(actor.getSnapshot())).toBe('marking');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(selectSerialStep(actor.getSnapshot())).toBe('usedAlert');
    actor.send({ type: 'SERIAL.ALERT_CLOSED' });
    expect(selectSerialStep(actor.getSnapshot())).toBe('serial');
    expect(view(actor)).toMatchObject({ status: 'used', code: 'XXXXXXXX', tab: 'text', canMarkUsed: false });
  });

  it('each attempt sends its own tranId (idempotency key)', async () => {
    vi.useFakeTimers();
    const sent: Array<string | undefined> = [];
    const actor = start({}, { markUsed: async (input) => {
        sent.push(input.tranId);
        throw new Error('x');
      }, });
    for (let i = 0; i < 2; i += 1) {
      actor.send({ type: 'SERIAL.MARK_USED' });
      actor.send({ type: 'SERIAL.CONFIRM_USE' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'SERIAL.ALERT_CLOSED' });
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('a failure shows the fail alert with the error, then the serial again (still usable)', async () => {
    vi.useFakeTimers();
    const actor = start({}, { markUsed: async () => Promise.reject(new ApiCallError({ message: 'Sandbox fault', status: 500, code: 500 })) });
    actor.send({ type: 'SERIAL.MARK_USED' });
    actor.send({ type: 'SERIAL.CONFIRM_USE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectSerialStep(actor.getSnapshot())).toBe('failAlert');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500 });
    actor.send({ type: 'SERIAL.ALERT_CLOSED' });
    expect(selectSerialStep(actor.getSnapshot())).toBe('serial');
    expect(view(actor)).toMatchObject({ status: 'active', code: 'SC-7H2K-91QX', canMarkUsed: true });
  });

  it('a call with no answer gives up after 15 s with the fail alert', async () => {
    vi.useFakeTimers();
    const actor = start({}, { markUsed: () => new Promise(() => {}) });
    actor.send({ type: 'SERIAL.MARK_USED' });
    actor.send({ type: 'SERIAL.CONFIRM_USE' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(selectSerialStep(actor.getSnapshot())).toBe('marking');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSerialStep(actor.getSnapshot())).toBe('failAlert');
  });

  it('is hidden when isNotAutoUse', () => {
    const actor = start({ isNotAutoUse: true });
    expect(view(actor).canMarkUsed).toBe(false);
    actor.send({ type: 'SERIAL.MARK_USED' });
    expect(selectSerialStep(actor.getSnapshot())).toBe('serial');
  });
});

describe('serial view: close', () => {
  it('fires campaign_close, or viewcode_close from history, and ends', () => {
    const tracked: string[] = [];
    const fromCampaign = start({}, { tracked });
    fromCampaign.send({ type: 'SERIAL.CLOSE' });
    expect(fromCampaign.getSnapshot().status).toBe('done');
    const fromHistory = start({}, { tracked }, 'history');
    fromHistory.send({ type: 'SERIAL.CLOSE' });
    expect(tracked).toEqual(['campaign_close', 'viewcode_close']);
  });
});
