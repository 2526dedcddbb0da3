/**
 * The dialogs of one running serial chart (machines/serial): the serial dialog with the serial display,
 * the mark-as-used confirmation (cancel returns to the serial), the loading indicator while it is
 * marked, and the success and fail alerts (the fail alert carries the shared error message of spec
 * section 8). Used by the campaign page after a redeem and by the redeem history.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { serialMachine } from '@machines/serial/serial.machine';
import { selectMarkUsedError, selectSerialStep, selectSerialView } from '@machines/serial/serial.selectors';
import { QR_DEFAULTS } from '@/domain/campaign/barcode';
import { describeApiError } from '@/domain/errors/genericError';
import type { ShortLocale } from '@/i18n/locale';
import { AlertDialog, ConfirmDialog, LoadingDialog } from '@/ui/dialog/StandardDialogs';
import { SerialDialog } from './SerialDialog';
import { SerialView } from './SerialView';
import { SendToChat } from '@/flows/sendToChat/SendToChat';

export interface SerialDialogsProps {
  serial: ActorRefFrom<typeof serialMachine>;
  locale: ShortLocale;
}

export function SerialDialogs({ serial, locale }: SerialDialogsProps) {
  const step = useSelector(serial, selectSerialStep);
  const view = useSelector(serial, selectSerialView);
  const error = useSelector(serial, selectMarkUsedError);
  const failure = error ? describeApiError(error) : undefined;
  return (
    <>
      <SerialDialog
        open={step === 'serial'}
        redeemedAt={view.serial.redeemedAt}
        voucherExpiresAt={view.serial.voucherExpiresAt}
        card={view.serial.card}
        locale={locale}
        onClose={() => serial.send({ type: 'SERIAL.CLOSE' })}
      >
        <SerialView
          view={view}
          qrWidth={QR_DEFAULTS.dialogWidth}
          onSelectTab={(tab) => serial.send({ type: 'SERIAL.TAB_SELECTED', tab })}
          onCopy={() => serial.send({ type: 'SERIAL.COPY' })}
          onMarkUsed={() => serial.send({ type: 'SERIAL.MARK_USED' })}
          onRenderFailed={(tab, reason) => serial.send({ type: 'SERIAL.RENDER_FAILED', tab, reason })}
        />
        <SendToChat code={view.code} name={view.serial.card?.name ?? ''} active={view.status === 'active'} />
      </SerialDialog>
      <ConfirmDialog
        open={step === 'confirmUse'}
        title={<FormattedMessage id="serial.markUsed.confirmTitle" />}
        message={<FormattedMessage id="serial.markUsed.confirmMessage" />}
        okLabel={<FormattedMessage id="serial.markUsed.confirmOk" />}
        onConfirm={() => serial.send({ type: 'SERIAL.CONFIRM_USE' })}
        onCancel={() => serial.send({ type: 'SERIAL.CANCEL_USE' })}
      />
      <LoadingDialog open={step === 'marking'} />
      <AlertDialog
        open={step === 'usedAlert'}
        title={<FormattedMessage id="serial.markUsed.successTitle" />}
        message={<FormattedMessage id="serial.markUsed.successMessage" />}
        onOk={() => serial.send({ type: 'SERIAL.ALERT_CLOSED' })}
      />
      <AlertDialog
        open={step === 'failAlert'}
        title={<FormattedMessage id="serial.markUsed.failTitle" />}
        message={<FormattedMessage id="serial.markUsed.failMessage" />}
        secondMessage={failure ? <FormattedMessage id={failure.messageId} values={failure.values} /> : undefined}
        onOk={() => serial.send({ type: 'SERIAL.ALERT_CLOSED' })}
      />
    </>
  );
}
