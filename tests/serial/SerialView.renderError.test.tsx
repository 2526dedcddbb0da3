/**
 * A code the drawing cannot take never leaves a blank box (spec section 8 "Barcode and QR
 * rendering errors"): the serial view reports it to the serial chart, which forces the code-text tab, and
 * a translated message says why, in Thai and English. Two ways in: the symbology's own rule refuses the
 * code before drawing (an EAN-13 serial that is not 12 or 13 digits, a QR code over its byte limit), and
 * the encoder throws while drawing (bwip-js' "bad check digit", qrcode's "too big").
 */
import { screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { serialMachine } from '@machines/serial/serial.machine';
import { connect } from '@machines/serial/serial.connect';
import type { BarcodeType } from '@/domain/campaign/serial';
import { messages } from '@/i18n/messages';
import { SerialView } from '@/flows/serial/SerialView';
import { renderWithApp } from '../reward/renderWithApp';

const encoders = vi.hoisted(() => ({ drawQr: vi.fn(async () => undefined), drawBarcode: vi.fn(async () => undefined) }));
vi.mock('@/flows/serial/encoders/loaders', () => encoders);

afterEach(() => {
  encoders.drawQr.mockReset().mockResolvedValue(undefined);
  encoders.drawBarcode.mockReset().mockResolvedValue(undefined);
});

/** The serial display alone, wired by the serial connect as the serial dialog wires it. */
function Harness({ actor }: { actor: ActorRefFrom<typeof serialMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { view, onSelectTab, onCopy, onMarkUsed, onRenderFailed } = connect(snapshot, (event) => actor.send(event));
  return <SerialView view={view} onSelectTab={onSelectTab} onCopy={onCopy} onMarkUsed={onMarkUsed} onRenderFailed={onRenderFailed} />;
}

function show(code: string, barcodeType: BarcodeType, locale: 'th' | 'en') {
  const actor = createActor(serialMachine, {
    input: { serial: { serial: code, barcodeType, showTimer: false, isNotAutoUse: true, redeemKey: 'RK-1', redeemedAt: 0 }, source: 'campaign' },
  }).start();
  renderWithApp(<Harness actor={actor} />, { locale });
  return actor;
}

/** Thai names the tab by its label; English says "a QR code" / "a barcode" in the sentence. */
const text = (locale: 'th' | 'en', id: string, tab: 'qr' | 'barcode') =>
  String(messages[locale][id])
    .replace('{tab}', String(messages[locale][`serial.tab.${tab}`]))
    .replace('{kind, select, qr {QR code} other {barcode}}', tab === 'qr' ? 'QR code' : 'barcode');

describe('a rendering error shows the code text and a translated message', () => {
  it.each(['th', 'en'] as const)('%s: an EAN-13 serial that is not digits is refused before drawing', async (locale) => {
    const actor = show('SC-NOT-DIGITS', 'EAN_13', locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(text(locale, 'serial.renderError.invalidInput', 'barcode'));
    expect(screen.getByRole('tab', { name: String(messages[locale]['serial.tab.text']) })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('serial-code')).toHaveTextContent('SC-NOT-DIGITS');
    expect(screen.queryByRole('img')).toBeNull();
    expect(encoders.drawBarcode).not.toHaveBeenCalled();
    // The barcode tab stays closed: it cannot be drawn.
    expect(screen.getByRole('tab', { name: String(messages[locale]['serial.tab.barcode']) })).toBeDisabled();
    actor.stop();
  });

  it.each(['th', 'en'] as const)('%s: a QR code over the byte limit is too long', async (locale) => {
    const actor = show('A'.repeat(4000), 'QR_CODE', locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(text(locale, 'serial.renderError.tooLong', 'qr'));
    expect(screen.getByRole('tab', { name: String(messages[locale]['serial.tab.text']) })).toHaveAttribute('aria-selected', 'true');
    expect(encoders.drawQr).not.toHaveBeenCalled();
    actor.stop();
  });

  it.each(['th', 'en'] as const)('%s: the encoder throws while drawing a valid-looking code', async (locale) => {
    encoders.drawBarcode.mockRejectedValue(new Error('bwipp.ean13badCheckDigit: Incorrect EAN-13 check digit provided'));
    const actor = show('8851230010060', 'EAN_13', locale);
    await waitFor(() => expect(encoders.drawBarcode).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent(text(locale, 'serial.renderError.invalidInput', 'barcode'));
    expect(screen.getByRole('tab', { name: String(messages[locale]['serial.tab.text']) })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('serial-code')).toHaveTextContent('8851230010060');
    actor.stop();
  });

  it.each(['th', 'en'] as const)('%s: while the encoder loads and draws, a loading line shows instead of a blank box', async (locale) => {
    let finish: () => void = () => {};
    encoders.drawQr.mockImplementation(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const actor = show('SC-ABC123-1001', 'QR_CODE', locale);
    const loading = await screen.findByText(String(messages[locale]['common.loading']));
    expect(screen.getByRole('img')).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(loading).not.toBeInTheDocument());
    expect(screen.getByRole('img')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).toBeNull();
    actor.stop();
  });
});
