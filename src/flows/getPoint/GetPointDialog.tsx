/**
 * The get-point dialog (render-only): headline, detail, the member's uuid drawn as a QR code (only when
 * there is a uuid), Point history and Close. The QR code is drawn by the serial view's QR encoder
 * (qrcode, loaded on demand).
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmFooter, Dialog } from '@/ui/dialog/Dialog';
import { drawQr } from '@/flows/serial/encoders/loaders';

export interface GetPointDialogProps {
  open: boolean;
  uuid: string | null;
  onHistory(): void;
  onClose(): void;
}

function MemberQr({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void drawQr(canvas.current, uuid, 240).catch(() => undefined);
  }, [uuid]);
  return <canvas ref={canvas} role="img" aria-label={intl.formatMessage({ id: 'points.getPoint.qrLabel' })} className="get-point__qr" data-testid="member-qr" />;
}

export function GetPointDialog({ open, uuid, onHistory, onClose }: GetPointDialogProps) {
  return (
    <Dialog
      open={open}
      title={<FormattedMessage id="points.getPoint.headline" />}
      onClose={onClose}
      testId="get-point-dialog"
      footer={
        <ConfirmFooter
          dismiss={{ label: <FormattedMessage id="common.close" />, onClick: onClose }}
          confirm={{ label: <FormattedMessage id="points.getPoint.history" />, onClick: onHistory }}
        />
      }
    >
      <p>
        <FormattedMessage id="points.getPoint.detail" />
      </p>
      {uuid ? (
        <div className="get-point__code">
          <MemberQr uuid={uuid} />
        </div>
      ) : (
        <p className="muted">
          <FormattedMessage id="points.getPoint.noCode" />
        </p>
      )}
    </Dialog>
  );
}
