/**
 * The receipt upload screen (/collectpoint) with its real chart and fake actors, in English and Thai:
 * a refused file says why in the page's language and keeps what was typed; a large photo is scaled (the
 * scaled size is shown); the upload shows its progress bar; a failed upload keeps the form and Retry sends
 * the same tranId; tapping Send twice sends one receipt.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { receiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { LoadReceiptFormOutput, ReceiptUploadEvent, ScaledPhoto, UploadReceiptInput } from '@machines/receiptUpload/receiptUpload.types';
import { ApiCallError } from '@/domain/apiError';
import { messages } from '@/i18n/messages';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';
import { ReceiptUploadScreen } from '@/flows/receiptUpload/ReceiptUploadScreen';

type Outcome = 'ok' | 'fail' | 'progress';
const control = vi.hoisted(() => ({
  outcomes: [] as string[],
  uploads: [] as Array<{ tranId: string }>,
  pending: undefined as undefined | ((event: unknown) => void),
}));

vi.mock('@/flows/shared/useFlow', () => import('../membership/useFlowStub'));
vi.mock('@/flows/receiptUpload/receiptUpload.live', () => ({
  createReceiptUploadLogic: () =>
    receiptUploadMachine.provide({
      actors: {
        loadReceiptForm: fromPromise<LoadReceiptFormOutput, { receiptId?: string }>(async () => ({ stores: [{ id: '201', name: 'Siam Square' }] })),
        scalePhoto: fromPromise<ScaledPhoto, { file: File }>(async ({ input }) => ({ file: new Blob([new Uint8Array(90_000)], { type: input.file.type }), width: 640, height: 480, scaled: true })),
        uploadReceipt: fromCallback<ReceiptUploadEvent, UploadReceiptInput>(({ input, sendBack }) => {
          control.uploads.push({ tranId: input.tranId });
          const outcome = (control.outcomes.shift() ?? 'ok') as Outcome;
          sendBack({ type: 'RECEIPT.UPLOAD_PROGRESS', loaded: 40, total: 100 });
          if (outcome === 'progress') control.pending = sendBack as (event: unknown) => void;
          else
            queueMicrotask(() =>
              sendBack(
                outcome === 'ok'
                  ? { type: 'RECEIPT.UPLOADED', receipt: { id: 'rc-new', branch: 'Siam', store: 'Siam Square', storeId: '201', spending: 250, status: 'waiting', uploadDate: 1 } }
                  : { type: 'RECEIPT.UPLOAD_FAILED', error: new ApiCallError({ message: 'Gateway <html> text', status: 503 }) },
              ),
            );
          return () => undefined;
        }),
      },
      actions: { refreshMember: () => undefined },
    }),
}));

function renderScreen(locale: 'th' | 'en') {
  render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale }}>
        <MemoryRouter>
          <ReceiptUploadScreen input={{ mode: 'new' }} />
        </MemoryRouter>
      </ShellStateProvider>
    </IntlProvider>,
  );
  const m = messages[locale];
  return { m, field: (id: string) => screen.getByLabelText(m[id]!, { exact: false, selector: 'input, select' }) };
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  control.outcomes = [];
  control.uploads = [];
  control.pending = undefined;
});

describe.each(['en', 'th'] as const)('receipt upload screen (%s)', (locale) => {
  it('refuses another type and a file over 2 MB with a translated message, keeping what was typed; scales a large photo', async () => {
    const { m, field } = renderScreen(locale);
    await screen.findByRole('button', { name: m['receipt.submit'] });
    fireEvent.change(field('receipt.field.store'), { target: { value: '201' } });
    fireEvent.change(field('receipt.field.branch'), { target: { value: 'Siam' } });
    fireEvent.change(field('receipt.field.spending'), { target: { value: '250' } });
    const photo = field('receipt.field.photo');
    fireEvent.change(photo, { target: { files: [file('notes.txt', 'text/plain', 10)] } });
    expect(await screen.findByText(m['receipt.photo.refused.type']!)).toBeInTheDocument();
    fireEvent.change(photo, { target: { files: [file('scan.pdf', 'application/pdf', 2_200_000)] } });
    expect(await screen.findByText(m['receipt.photo.refused.tooLarge']!)).toBeInTheDocument();
    expect(field('receipt.field.branch')).toHaveValue('Siam');
    expect(field('receipt.field.spending')).toHaveValue('250');
    expect(field('receipt.field.store')).toHaveValue('201');
    fireEvent.change(photo, { target: { files: [file('receipt.png', 'image/png', 3_000_000)] } });
    expect(await screen.findByTestId('receipt-photo-chosen')).toHaveTextContent('640 × 480');
    expect(screen.queryByText(m['receipt.photo.refused.tooLarge']!)).toBeNull();
  });

  it("opens the photo picker from a label in the page's language, never the browser's own file button", async () => {
    const { m, field } = renderScreen(locale);
    await screen.findByRole('button', { name: m['receipt.submit'] });
    const photo = field('receipt.field.photo');
    expect(photo).toHaveClass('visually-hidden');
    const chooser = screen.getByText(m['receipt.photo.choose']!);
    expect(chooser.closest('label')).toHaveAttribute('for', photo.id);
    fireEvent.change(photo, { target: { files: [file('receipt.png', 'image/png', 3_000_000)] } });
    await screen.findByTestId('receipt-photo-chosen');
    expect(screen.getByText(m['receipt.photo.chooseAnother']!).closest('label')).toHaveAttribute('for', photo.id);
  });

  it('shows the progress bar; a failure keeps the form and Retry sends the same tranId; a double tap sends once', async () => {
    const { m, field } = renderScreen(locale);
    await screen.findByRole('button', { name: m['receipt.submit'] });
    fireEvent.change(field('receipt.field.store'), { target: { value: '201' } });
    fireEvent.change(field('receipt.field.branch'), { target: { value: 'Siam' } });
    fireEvent.change(field('receipt.field.spending'), { target: { value: '250' } });
    fireEvent.change(field('receipt.field.photo'), { target: { files: [file('receipt.png', 'image/png', 3_000_000)] } });
    await screen.findByTestId('receipt-photo-chosen');

    control.outcomes = ['fail', 'progress'];
    const send = screen.getByRole('button', { name: m['receipt.submit'] });
    fireEvent.click(send);
    fireEvent.click(send);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m['receipt.failed']!);
    expect(alert).not.toHaveTextContent('Gateway');
    expect(control.uploads).toHaveLength(1);
    expect(field('receipt.field.branch')).toHaveValue('Siam');

    const retry = within(alert).queryByRole('button', { name: m['common.retry'] }) ?? screen.getByRole('button', { name: m['common.retry'] });
    fireEvent.click(retry);
    fireEvent.click(retry);
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText(m['receipt.uploading']!.replace('{percent}', '40'))).toBeInTheDocument();
    expect(control.uploads).toHaveLength(2);
    expect(control.uploads[1]!.tranId).toBe(control.uploads[0]!.tranId);
    control.pending?.({ type: 'RECEIPT.UPLOADED', receipt: { id: 'rc-new', branch: 'Siam', store: 'Siam Square', storeId: '201', spending: 250, status: 'waiting', uploadDate: 1 } });
    expect(await screen.findByRole('heading', { name: m['receipt.done.title'] })).toBeInTheDocument();
    expect(control.uploads).toHaveLength(2);
  });
});
