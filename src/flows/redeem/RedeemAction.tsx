/**
 * The redeem action at the foot of the campaign page: the redeem button labelled by its derived state
 * (disabled unless `default`), a "sign in to redeem" link for signed-out visitors (a button asking to
 * sign in or register for a guest), or nothing for
 * informational campaigns (state `none`).
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RedeemButton } from '@/domain/campaign/redeemButton';
import type { ShortLocale } from '@/i18n/locale';
import { formatPoints } from '@/i18n/format';
import { showDate, showDateTime } from '@/ui/common/campaignFormat';

export interface RedeemActionProps {
  button: RedeemButton;
  needsSignIn: boolean;
  /**
   * A guest (device sign-in): "sign in to redeem" is a button that asks to sign in or register (the redeem
   * chart's signInOffered), not a link. @default false
   */
  guest?: boolean;
  signInHref: string;
  /** The machine accepts REDEEM.START. */
  canRedeem: boolean;
  redeeming: boolean;
  /** Why redeem is disabled beyond the campaign's own rules (a message id: no network). @default none */
  disabledReasonId?: string | null;
  locale: ShortLocale;
  onRedeem: () => void;
}

/** The reason line under a disabled button, for the states that have one. */
function reasonOf(button: RedeemButton, locale: ShortLocale): { id: string; values?: Record<string, string | number> } | null {
  switch (button.state) {
    case 'redeemCoolDown':
      return button.nextRedeemAt !== undefined ? { id: 'campaign.reason.redeemCoolDown', values: { date: showDateTime(button.nextRedeemAt, locale) } } : null;
    case 'notEnoughPoint':
      return button.missingPoints !== undefined ? { id: 'campaign.reason.notEnoughPoint', values: { points: formatPoints(button.missingPoints, locale) } } : null;
    case 'maxPerPerson':
      return { id: 'campaign.reason.maxPerPerson', values: { count: button.limit ?? 1 } };
    case 'campaignNotAvailable':
    case 'campaignNotAvailableBuy':
      return button.startsAt !== undefined
        ? { id: `campaign.reason.${button.state}`, values: { date: showDate(button.startsAt, locale) } }
        : { id: `campaign.reason.${button.state}Off` };
    case 'exceedBuyPointLimitPerday':
    case 'conditionIsInvalid':
    case 'notSupport':
    case 'soldOut':
    case 'soldOutBuy':
    case 'campaignExpired':
    case 'campaignExpiredBuy':
      return { id: `campaign.reason.${button.state}` };
    default:
      return null;
  }
}

export function RedeemAction({ button, needsSignIn, guest = false, signInHref, canRedeem, redeeming, disabledReasonId = null, locale, onRedeem }: RedeemActionProps) {
  if (button.state === 'none') return null;
  if (needsSignIn && guest) {
    return (
      <div className="campaign-page__action">
        <button type="button" className="button button--primary" disabled={!canRedeem} onClick={onRedeem}>
          <FormattedMessage id="campaign.signInToRedeem" />
        </button>
      </div>
    );
  }
  if (needsSignIn) {
    return (
      <div className="campaign-page__action">
        <Link to={signInHref} className="button button--primary">
          <FormattedMessage id="campaign.signInToRedeem" />
        </Link>
      </div>
    );
  }
  const values = button.nextRedeemAt !== undefined ? { date: showDate(button.nextRedeemAt, locale) } : undefined;
  // The campaign's own reason first; with none, why the network stops it.
  const reason = reasonOf(button, locale) ?? (disabledReasonId ? { id: disabledReasonId } : null);
  return (
    <div className="campaign-page__action">
      {reason ? (
        <p className="campaign-page__reason" id="redeem-reason">
          <FormattedMessage id={reason.id} values={reason.values} />
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={!canRedeem || redeeming}
        aria-busy={redeeming || undefined}
        aria-describedby={reason ? 'redeem-reason' : undefined}
        onClick={onRedeem}
      >
        <FormattedMessage id={redeeming ? 'campaign.button.redeeming' : `campaign.button.${button.state}`} values={values} />
      </button>
    </div>
  );
}
