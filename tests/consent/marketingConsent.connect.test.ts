/**
 * The marketing consent connect: what the page and its dialog show in each state of the chart, that each handler
 * sends the chart's event, and that while the text reader runs the dialog's text, Confirm and Close belong to it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { connect, connectDialog } from '@machines/marketingConsent/marketingConsent.connect';
import { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import type { MarketingConsentEvent, MarketingState, SaveMarketingInput } from '@machines/marketingConsent/marketingConsent.types';
import { ApiCallError } from '@/domain/apiError';

const versions = { terms: '2', privacy: '1', marketing: '1', cookie: '1', age: '20' };

function start(load: () => Promise<MarketingState>) {
  const machine = marketingConsentMachine.provide({
    actors: {
      loadMarketingState: fromPromise(load),
      saveMarketing: fromPromise<void, SaveMarketingInput>(async () => undefined),
      readMarketingText: consentGateMachine.provide({
        actors: { loadConsentText: fromPromise(async () => '<p>Marketing text</p>') },
      }) as never,
    },
  });
  return createActor(machine, { input: { locale: 'en' } }).start();
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const bottom = { scrollTop: 1600, scrollHeight: 2000, clientHeight: 400 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('marketingConsent connect', () => {
  it('loading, then a failed load with Retry that sends MARKETING.RETRY', async () => {
    const actor = start(async () => {
      throw new ApiCallError({ message: 'down', status: 503 });
    });
    expect(connect(actor.getSnapshot(), vi.fn()).isLoading).toBe(true);
    await settle();
    const send = vi.fn<(event: MarketingConsentEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    expect(view).toMatchObject({ isLoading: false, loadFailed: true, error: { status: 503 } });
    view.onRetry();
    expect(send).toHaveBeenCalledWith({ type: 'MARKETING.RETRY' });
  });

  it('the dialog open on arrival: the reader owns the text and Confirm (enabled from its snapshot.can); the boxes go to the chart', async () => {
    const actor = start(async () => ({ versions, record: {} }));
    await settle();
    await settle();
    const send = vi.fn<(event: MarketingConsentEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    expect(view.dialog.open).toBe(true);
    expect(view.channels.map((c) => c.channel)).toEqual(['sms', 'line', 'email']);
    expect(view.reader).toBeDefined();
    const reader = view.reader!;
    const dialog = connectDialog(view.dialog, reader, reader.getSnapshot());
    expect(dialog).toMatchObject({ html: '<p>Marketing text</p>', isLoading: false, canConfirm: false, canToggle: true });
    dialog.onToggleAll();
    dialog.onToggleChannel('sms');
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'MARKETING.TOGGLE_ALL' }, { type: 'MARKETING.TOGGLE_CHANNEL', channel: 'sms' }]);
    dialog.onScrolled(bottom);
    const scrolled = connectDialog(view.dialog, reader, reader.getSnapshot());
    expect(scrolled.canConfirm).toBe(reader.getSnapshot().can({ type: 'CONSENT.ACCEPT' }));
    expect(scrolled.canConfirm).toBe(true);
  });

  it('Close while reading goes to the reader; the page then offers Open again, enabled from snapshot.can', async () => {
    const actor = start(async () => ({ versions, record: { MarketingOption: 1, SMSMarketing: 1, LineMarketing: 0, EmailMarketing: 0 } }));
    await settle();
    await settle();
    const view = connect(actor.getSnapshot(), (event) => actor.send(event));
    connectDialog(view.dialog, view.reader, view.reader?.getSnapshot()).onClose();
    await settle();
    const closed = connect(actor.getSnapshot(), vi.fn());
    expect(closed.dialog.open).toBe(false);
    expect(closed.reader).toBeUndefined();
    expect(closed.canOpen).toBe(actor.getSnapshot().can({ type: 'MARKETING.OPEN' }));
    expect(closed.canOpen).toBe(true);
    expect(closed.channels).toEqual([
      { channel: 'sms', on: true },
      { channel: 'line', on: false },
      { channel: 'email', on: false },
    ]);
    expect(connectDialog(closed.dialog, undefined, undefined)).toBe(closed.dialog);
  });
});
