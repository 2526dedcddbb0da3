/**
 * The redeem flow's dialogs, all on the shared Dialog primitive:
 * - RedeemConfirmDialog: body by campaign kind (delivery, buy, draw with expiry, interface, default with
 *   points per unit and the validity after use);
 * - RedeemFailedDialog: the generic error message (with its id and code) with Try again and Close;
 * - ShippingChoiceDialog: where a delivered reward goes (a saved address or one typed in the shipping dialog);
 * - RedeemResultDialog: privilege message, delivery text (with the address it goes to), draw text with the
 *   expiry, or "redeemed";
 * The serial dialog is the shared serial view's (src/flows/serial).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { RedeemConfirmation, Duration } from '@/domain/campaign/confirmation';
import type { DrawResult } from '@/domain/campaign/drawResult';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/common/campaignFormat';
import { SafeHtml } from '@/ui/html/SafeHtml';
import { SlowNotice } from '@/ui/common/States';
import { ConfirmFooter, Dialog, DismissFooter, OkFooter, RetryFooter } from '@/ui/dialog/Dialog';

function DurationText({ duration }: { duration: Duration }) {
  const intl = useIntl();
  const parts = (['days', 'hours', 'minutes'] as const)
    .filter((unit) => duration[unit] > 0)
    .map((unit) => intl.formatMessage({ id: `campaign.duration.${unit}` }, { count: duration[unit] }));
  return <>{parts.join(' ')}</>;
}

const BUSY_LABELS = {
  redeeming: 'campaign.button.redeeming',
  verifying: 'campaign.button.verifying',
  sendingAddress: 'campaign.button.sendingAddress',
  loadingShipping: 'common.loading',
} as const;

export interface RedeemConfirmDialogProps {
  open: boolean;
  campaignName: string;
  confirmation: RedeemConfirmation;
  busy: boolean;
  /** While busy: redeeming, checking whether a redeem whose answer was lost happened, or sending the address. @default 'redeeming' */
  busyStep?: keyof typeof BUSY_LABELS;
  /** The call has run past REQUEST_SLOW: the slow notice shows. @default false */
  slow?: boolean;
  locale: ShortLocale;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RedeemConfirmDialog({ open, campaignName, confirmation, busy, busyStep = 'redeeming', slow = false, locale, onConfirm, onCancel }: RedeemConfirmDialogProps) {
  // `count` picks the free wording (=0) in the catalogue's plural; `points` carries the pluralised unit.
  const values: Record<string, string | number> = { name: campaignName, count: confirmation.pointPerUnit, points: showPoints(confirmation.pointPerUnit, locale) ?? '' };
  let messageId = `campaign.confirm.${confirmation.variant}`;
  if (confirmation.variant === 'draw') {
    if (confirmation.expiresAt !== undefined) values.date = showDate(confirmation.expiresAt, locale);
    else messageId = 'campaign.confirm.drawOpen';
  }
  return (
    <Dialog
      open={open}
      title={<FormattedMessage id="campaign.confirm.title" />}
      onClose={busy ? undefined : onCancel}
      dismissible={!busy}
      busy={busy}
      footer={
        <ConfirmFooter
          dismissStyle="plain"
          dismiss={{ label: <FormattedMessage id="common.cancel" />, onClick: onCancel, disabled: busy }}
          confirm={{
            label: <FormattedMessage id={!busy ? 'campaign.confirm.ok' : BUSY_LABELS[busyStep]} />,
            onClick: onConfirm,
            disabled: busy,
            busy,
            autoFocus: true,
          }}
        />
      }
    >
      <p>
        <FormattedMessage id={messageId} values={values} />
      </p>
      {confirmation.validAfterUse ? (
        <p>
          <FormattedMessage id="campaign.confirm.validAfterUse" values={{ duration: <DurationText duration={confirmation.validAfterUse} /> }} />
        </p>
      ) : confirmation.useWithinMinutes ? (
        <p>
          <FormattedMessage id="campaign.confirm.useWithin" values={{ count: confirmation.useWithinMinutes }} />
        </p>
      ) : null}
      {confirmation.withTimer && !confirmation.validAfterUse && !confirmation.useWithinMinutes ? (
        <p>
          <FormattedMessage id="campaign.confirm.timer" />
        </p>
      ) : null}
      {busy && slow ? (
        <p role="status">
          <SlowNotice />
        </p>
      ) : null}
    </Dialog>
  );
}

export interface RedeemFailedDialogProps {
  open: boolean;
  titleId: string;
  messageId: string;
  values?: Record<string, string | number>;
  /** The way-forward button's label. @default 'campaign.retry' (Try again) */
  retryId?: string;
  /** A sentence shown before the message (what did happen). */
  noteId?: string;
  onRetry: () => void;
  onClose: () => void;
}

export function RedeemFailedDialog({ open, titleId, messageId, values, retryId = 'campaign.retry', noteId, onRetry, onClose }: RedeemFailedDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={<FormattedMessage id={titleId} />}
      onClose={onClose}
      footer={<RetryFooter onClose={onClose} onRetry={onRetry} retryLabel={<FormattedMessage id={retryId} />} />}
    >
      {noteId ? (
        <p>
          <FormattedMessage id={noteId} />
        </p>
      ) : null}
      <p>
        <FormattedMessage id={messageId} values={values} />
      </p>
    </Dialog>
  );
}

export interface ShippingChoiceDialogProps {
  open: boolean;
  campaignName: string;
  /** The member has saved delivery addresses: Choose a saved address is the first choice, else Enter an address. */
  leadsWithSaved?: boolean;
  onChooseSaved: () => void;
  onEnterNew: () => void;
  onCancel: () => void;
}

/** The shipping step's first question: a saved delivery address, or type one. */
export function ShippingChoiceDialog({ open, campaignName, leadsWithSaved = true, onChooseSaved, onEnterNew, onCancel }: ShippingChoiceDialogProps) {
  const lead = (first: boolean) => (first ? { className: 'button button--primary', 'data-autofocus': true } : { className: 'button button--secondary' });
  return (
    <Dialog
      open={open}
      title={<FormattedMessage id="campaign.shipping.title" />}
      onClose={onCancel}
      testId="shipping-choice"
      footer={<DismissFooter label={<FormattedMessage id="common.cancel" />} onDismiss={onCancel} />}
    >
      <p>
        <FormattedMessage id="campaign.shipping.message" values={{ name: campaignName }} />
      </p>
      <div className="shipping-choice">
        <button type="button" {...lead(leadsWithSaved)} onClick={onChooseSaved}>
          <FormattedMessage id="campaign.shipping.chooseSaved" />
        </button>
        <button type="button" {...lead(!leadsWithSaved)} onClick={onEnterNew}>
          <FormattedMessage id="campaign.shipping.enterNew" />
        </button>
      </div>
    </Dialog>
  );
}

export interface RedeemResultDialogProps {
  open: boolean;
  result: DrawResult;
  locale: ShortLocale;
  /** Where a delivered reward goes: the name and the address line chosen in the shipping step. */
  deliverTo?: { name: string; line: string };
  onClose: () => void;
}

export function RedeemResultDialog({ open, result, locale, deliverTo, onClose }: RedeemResultDialogProps) {
  return (
    <Dialog
      open={open}
      title={<FormattedMessage id="campaign.result.title" />}
      onClose={onClose}
      footer={<OkFooter label={<FormattedMessage id="common.close" />} onOk={onClose} />}
    >
      {result.kind === 'privilege' ? (
        <SafeHtml html={result.html} className="rich-text" />
      ) : result.kind === 'delivery' ? (
        <>
          <p>
            <FormattedMessage id={deliverTo ? 'campaign.result.deliveryTo' : 'campaign.result.delivery'} />
          </p>
          {deliverTo ? (
            <address className="shipping-to">
              {deliverTo.name ? <strong>{deliverTo.name}</strong> : null}
              {deliverTo.name ? <br /> : null}
              {deliverTo.line}
            </address>
          ) : null}
        </>
      ) : result.kind === 'draw' ? (
        <p>
          {result.expiresAt !== undefined ? (
            <FormattedMessage id="campaign.result.draw" values={{ date: showDate(result.expiresAt, locale) }} />
          ) : (
            <FormattedMessage id="campaign.result.drawOpen" />
          )}
        </p>
      ) : (
        <p>
          <FormattedMessage id="campaign.result.redeemed" />
        </p>
      )}
    </Dialog>
  );
}
