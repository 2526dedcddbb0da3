/**
 * The serial/voucher dialog (spec section 2): redeem-on date, expire-on date, the serial card (campaign
 * image, name, points per unit) and the serial display, with Close. Render-only; the serial chart and
 * its connector (src/flows/serial/SerialDialogs.tsx) decide what shows.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SerialCard } from '@/domain/campaign/serial';
import type { ShortLocale } from '@/i18n/locale';
import { showDate, showPoints } from '@/ui/common/campaignFormat';
import { Dialog, DismissFooter } from '@/ui/dialog/Dialog';
import './serial.css';

export interface SerialDialogProps {
  open: boolean;
  /** Redeem-on date, epoch ms. */
  redeemedAt: number;
  /** Voucher expiry, epoch ms. */
  voucherExpiresAt?: number;
  card?: SerialCard;
  locale: ShortLocale;
  onClose: () => void;
  /** The serial display. */
  children: ReactNode;
}

function SerialCardView({ card, locale }: { card: SerialCard; locale: ShortLocale }) {
  return (
    <div className="serial-card">
      {card.imageUrl ? <img className="serial-card__image" src={card.imageUrl} alt="" /> : <span aria-hidden="true" />}
      <div>
        <p className="serial-card__name">{card.name}</p>
        <p className="serial-card__points">{showPoints(card.pointPerUnit, locale) ?? <FormattedMessage id="campaign.free" />}</p>
      </div>
    </div>
  );
}

export function SerialDialog({ open, redeemedAt, voucherExpiresAt, card, locale, onClose, children }: SerialDialogProps) {
  return (
    <Dialog
      open={open}
      title={<FormattedMessage id="serial.title" />}
      onClose={onClose}
      testId="serial-dialog"
      footer={<DismissFooter label={<FormattedMessage id="common.close" />} onDismiss={onClose} />}
    >
      {card ? <SerialCardView card={card} locale={locale} /> : null}
      <dl className="serial-dates">
        <dt>
          <FormattedMessage id="serial.redeemOn" />
        </dt>
        <dd>{showDate(redeemedAt, locale)}</dd>
        {voucherExpiresAt !== undefined ? (
          <>
            <dt>
              <FormattedMessage id="serial.expireOn" />
            </dt>
            <dd>{showDate(voucherExpiresAt, locale)}</dd>
          </>
        ) : null}
      </dl>
      {children}
    </Dialog>
  );
}
