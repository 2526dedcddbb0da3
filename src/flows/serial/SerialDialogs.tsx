/**
 * The dialogs of one running serial chart (machines/serial): the serial dialog with the serial display,
 * the mark-as-used confirmation (cancel returns to the serial), the loading indicator while it is
 * marked, and the success and fail alerts (the fail alert carries the shared error message of spec
 * section 8). Used by the campaign page after a redeem and by the redeem history.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { serialMachine } from '@machines/serial/serial.machine';
import { connect } from '@machines/serial/serial.connect';
import { QR_DEFAULTS } from '@/domain/campaign/barcode';
import type { ShortLocale } from '@/i18n/locale';
import { AlertDialog, ConfirmDialog, LoadingDialog } from '@/ui/dialog/StandardDialogs';
import { SerialDialog } from './SerialDialog';
import { SerialView } from './SerialView';
import { SendToChat } from '@/flows/sendToChat/SendToChat';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

export interface SerialDialogsProps {
  serial: ActorRefFrom<typeof serialMachine>;
  locale: ShortLocale;
}

export function SerialDialogs({ serial, locale }: SerialDialogsProps) {
  const snapshot = useSelector(serial, (s) => s);
  const { offline } = useConnectivity();
  const { dialog, view, sendToChat, confirmUse, marking, alert, ...display } = useMemo(
    () => connect(snapshot, (event) => serial.send(event), { offline }),
    [snapshot, serial, offline],
  );
  return (
    <>
      <SerialDialog
        open={dialog.open}
        redeemedAt={view.serial.redeemedAt}
        voucherExpiresAt={view.serial.voucherExpiresAt}
        card={view.serial.card}
        locale={locale}
        onClose={dialog.onClose}
      >
        <SerialView view={view} qrWidth={QR_DEFAULTS.dialogWidth} {...display} />
        <SendToChat {...sendToChat} />
      </SerialDialog>
      <ConfirmDialog
        open={confirmUse.open}
        title={<FormattedMessage id="serial.markUsed.confirmTitle" />}
        message={<FormattedMessage id="serial.markUsed.confirmMessage" />}
        okLabel={<FormattedMessage id="serial.markUsed.confirmOk" />}
        onConfirm={confirmUse.onConfirm}
        onCancel={confirmUse.onCancel}
      />
      <LoadingDialog open={marking} />
      {/* One alert for both outcomes; a new kind is a new dialog, so focus moves into it again. */}
      {alert ? (
        <AlertDialog
          key={alert.kind}
          open
          title={<FormattedMessage id={alert.titleId} />}
          message={<FormattedMessage id={alert.messageId} />}
          secondMessage={alert.detail ? <FormattedMessage id={alert.detail.messageId} values={alert.detail.values} /> : undefined}
          onOk={alert.onOk}
        />
      ) : null}
    </>
  );
}
