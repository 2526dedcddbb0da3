/**
 * The offline parts of the code flows: Mark as used is shown but disabled with its reason while offline (the
 * serial connect and view), and the redeem history answers from the offline wallet when the browser is offline,
 * while online it keeps the codes it shows.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Serial } from '@/domain/campaign/serial';
import { storedCodeFrom, type SeenCode, type StoredCode } from '@/domain/offline/wallet';
import type { ApiClients } from '@/api/clients';
import type { WalletReporter } from '@/flows/offlineWallet/offlineWallet.runtime';
import { createRedeemHistoryLogic } from '@/flows/redeemHistory/redeemHistory.live';
import { SerialView } from '@/flows/serial/SerialView';
import { messages } from '@/i18n/messages';
import { CONNECTIVITY_MESSAGES } from '@machines/connectivity/connectivity.connect';
import { connect } from '@machines/serial/serial.connect';
import { serialMachine } from '@machines/serial/serial.machine';
import { connect as connectRedeem } from '@machines/redeem/redeem.connect';
import { redeemMachine } from '@machines/redeem/redeem.machine';
import { RedeemAction } from '@/flows/redeem/RedeemAction';
import { campaign, member } from '../campaign/fixtures';
import type { MarkUsedInput } from '@machines/serial/serial.types';
import type { ProfileForm } from '@machines/profileEdit/profileEdit.types';
import type { LoadReceiptFormOutput } from '@machines/receiptUpload/receiptUpload.types';

const T0 = Date.UTC(2026, 10, 29, 9);
const serial: Serial = {
  serial: '885123400017',
  barcodeType: 'CODE_128',
  showTimer: false,
  isNotAutoUse: false,
  redeemKey: 'rk-matcha',
  redeemedAt: T0 - 60_000,
  card: { name: 'Matcha latte', pointPerUnit: 120 },
  status: 'active',
};

function startSerial() {
  const machine = serialMachine.provide({
    actors: { markUsed: fromPromise<void, MarkUsedInput>(async () => undefined), copyText: fromPromise<void, { text: string }>(async () => undefined) },
  });
  return createActor(machine, { input: { serial, source: 'history' } }).start();
}

afterEach(() => vi.unstubAllGlobals());

describe('mark as used offline', () => {
  it('is shown but disabled with the network reason, and pressing it sends nothing', () => {
    const actor = startSerial();
    const send = vi.fn();
    const offline = connect(actor.getSnapshot(), send, { offline: true });
    expect(offline.view.canMarkUsed).toBe(true);
    expect(offline.markUsedDisabledReasonId).toBe(CONNECTIVITY_MESSAGES.needsNetwork);
    offline.onMarkUsed();
    expect(send).not.toHaveBeenCalled();
    const online = connect(actor.getSnapshot(), send);
    expect(online.markUsedDisabledReasonId).toBeNull();
    online.onMarkUsed();
    expect(send).toHaveBeenCalledWith({ type: 'SERIAL.MARK_USED' });
  });

  it.each(['en', 'th'] as const)('the view in %s: a disabled button described by the reason', (locale) => {
    const actor = startSerial();
    const view = connect(actor.getSnapshot(), (event) => actor.send(event), { offline: true });
    const catalogue = messages[locale];
    render(
      <IntlProvider locale={locale} messages={catalogue} defaultLocale="th">
        <SerialView view={view.view} onSelectTab={view.onSelectTab} onCopy={view.onCopy} onMarkUsed={view.onMarkUsed} markUsedDisabledReasonId={view.markUsedDisabledReasonId} onRenderFailed={view.onRenderFailed} />
      </IntlProvider>,
    );
    const button = screen.getByRole('button', { name: String(catalogue['serial.markUsed']) });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(String(catalogue['shell.offline.needsNetwork']));
    fireEvent.click(button);
    expect(actor.getSnapshot().matches({ open: { code: { active: 'showing' } } })).toBe(true);
  });
});

describe('redeem history and the offline wallet', () => {
  function wallet(stored: StoredCode[]) {
    const seen: SeenCode[][] = [];
    const reporter: WalletReporter = { codesSeen: (codes) => void seen.push(codes), codeUsed: () => undefined, storedCodes: async () => stored };
    return { reporter, seen };
  }

  const unreachable = { modules: { GET: () => Promise.reject(new TypeError('Failed to fetch')) } } as unknown as Pick<ApiClients, 'modules'>;
  const session = { getSnapshot: () => ({ context: { locale: 1033 as const } }) };

  it('offline, the first page and an opened code come from the wallet', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { reporter } = wallet([storedCodeFrom({ serial, campaignId: '1013' }, T0)]);
    const actor = createActor(createRedeemHistoryLogic({ clients: unreachable, session }, () => T0, reporter)).start();
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.items.map((item) => [item.redeemKey, item.state, item.serial.serial])).toEqual([['rk-matcha', 'viewCode', '885123400017']]);
    actor.send({ type: 'HISTORY.OPEN', redeemKey: 'rk-matcha' });
    await waitFor(actor, (s) => s.matches({ list: 'serialShown' }));
  });

  it('online, a failed read stays a failure (no stored answer passes for a fresh one)', async () => {
    const { reporter } = wallet([storedCodeFrom({ serial }, T0)]);
    const actor = createActor(createRedeemHistoryLogic({ clients: unreachable, session }, () => T0, reporter)).start();
    await waitFor(actor, (s) => s.matches('failed'));
  });
});

describe('redeem offline', () => {
  it('the button waits for the network with its reason, and pressing it sends nothing', () => {
    const actor = createActor(redeemMachine, { input: { campaign: campaign({ name: 'Tea' }), member } }).start();
    const send = vi.fn();
    const offline = connectRedeem(actor.getSnapshot(), send, { offline: true });
    expect(offline).toMatchObject({ canStart: false, startDisabledReasonId: CONNECTIVITY_MESSAGES.needsNetwork });
    offline.onStart();
    expect(send).not.toHaveBeenCalled();
    expect(connectRedeem(actor.getSnapshot(), send)).toMatchObject({ canStart: true, startDisabledReasonId: null });
  });

  it.each(['en', 'th'] as const)('the action in %s says why the button is disabled', (locale) => {
    const catalogue = messages[locale];
    render(
      <IntlProvider locale={locale} messages={catalogue} defaultLocale="th">
        <RedeemAction
          button={{ state: 'default' }}
          needsSignIn={false}
          signInHref="/login"
          canRedeem={false}
          redeeming={false}
          disabledReasonId={CONNECTIVITY_MESSAGES.needsNetwork}
          locale={locale}
          onRedeem={() => undefined}
        />
      </IntlProvider>,
    );
    const button = screen.getByRole('button', { name: String(catalogue['campaign.button.default']) });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(String(catalogue['shell.offline.needsNetwork']));
  });
});

describe('forms offline keep what was typed and wait for the network', () => {
  it('profile Save and receipt Send are disabled with the reason and send nothing', async () => {
    const { connect: connectProfile } = await import('@machines/profileEdit/profileEdit.connect');
    const { profileEditMachine } = await import('@machines/profileEdit/profileEdit.machine');
    const { connect: connectReceipt } = await import('@machines/receiptUpload/receiptUpload.connect');
    const { receiptUploadMachine } = await import('@machines/receiptUpload/receiptUpload.machine');
    const send = vi.fn();
    const profileActor = createActor(profileEditMachine.provide({ actors: { loadProfileForm: fromPromise(() => new Promise<ProfileForm>(() => undefined)) } }), { input: { today: '2026-11-22' } }).start();
    const profile = connectProfile(profileActor.getSnapshot(), send, { offline: true });
    expect(profile.form.view.canSave).toBe(false);
    expect(profile.form.saveDisabledReasonId).toBe(CONNECTIVITY_MESSAGES.needsNetwork);
    expect(connectProfile(profileActor.getSnapshot(), send).form.saveDisabledReasonId).toBeNull();
    profile.form.onSave();
    const receiptActor = createActor(receiptUploadMachine.provide({ actors: { loadReceiptForm: fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(() => new Promise(() => undefined)) } }), { input: { mode: 'new' } }).start();
    const receipt = connectReceipt(receiptActor.getSnapshot(), send, { offline: true });
    expect(receipt.form).toMatchObject({ canSubmit: false, submitDisabledReasonId: CONNECTIVITY_MESSAGES.needsNetwork });
    expect(connectReceipt(receiptActor.getSnapshot(), send).form.submitDisabledReasonId).toBeNull();
    receipt.form.onSubmit();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('add to cart offline', () => {
  it('Add is disabled with the reason and sends nothing', async () => {
    const { connect: connectBuyOptions } = await import('@machines/buyOptions/buyOptions.connect');
    const { buyOptionsFlow } = await import('@machines/buyOptions/buyOptions.flow');
    const actor = createActor(buyOptionsFlow.machine, { input: buyOptionsFlow.input as never }).start();
    const send = vi.fn();
    const offline = connectBuyOptions(actor.getSnapshot(), send, { offline: true });
    expect(offline).toMatchObject({ canAdd: false, addDisabledReasonId: CONNECTIVITY_MESSAGES.needsNetwork });
    offline.onAdd();
    expect(send).not.toHaveBeenCalled();
    expect(connectBuyOptions(actor.getSnapshot(), send).addDisabledReasonId).toBeNull();
  });
});

describe('marketing consent offline', () => {
  it('the choices stay readable; opening the dialog to change them waits for the network, with the reason', async () => {
    const { connect: connectMarketing } = await import('@machines/marketingConsent/marketingConsent.connect');
    const { marketingConsentFlow } = await import('@machines/marketingConsent/marketingConsent.flow');
    const actor = createActor(marketingConsentFlow.machine, { input: marketingConsentFlow.input as never }).start();
    const send = vi.fn();
    const offline = connectMarketing(actor.getSnapshot(), send, { offline: true });
    expect(offline).toMatchObject({ canOpen: false, openDisabledReasonId: CONNECTIVITY_MESSAGES.needsNetwork });
    offline.onOpen();
    expect(send).not.toHaveBeenCalled();
    expect(connectMarketing(actor.getSnapshot(), send).openDisabledReasonId).toBeNull();
  });
});
