/**
 * The redeem action at the foot of the campaign page: the redeem button labelled by its derived state
 * (disabled unless `default`), a "sign in to redeem" link for signed-out visitors, or nothing for
 * informational campaigns (state `none`).
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RedeemButton } from '@/domain/campaign/redeemButton';
import type { ShortLocale } from '@/i18n/locale';
import { showDate } from '@/ui/campaign/format';

export interface RedeemActionProps {
  button: RedeemButton;
  needsSignIn: boolean;
  signInHref: string;
  /** The machine accepts REDEEM.START. */
  canRedeem: boolean;
  redeeming: boolean;
  locale: ShortLocale;
  onRedeem: () => void;
}

export function RedeemAction({ button, needsSignIn, signInHref, canRedeem, redeeming, locale, onRedeem }: RedeemActionProps) {
  if (button.state === 'none') return null;
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
  return (
    <div className="campaign-page__action">
      <button
        type="button"
        className="button button--primary"
        disabled={!canRedeem || redeeming}
        aria-busy={redeeming || undefined}
        onClick={onRedeem}
      >
        <FormattedMessage id={redeeming ? 'campaign.button.redeeming' : `campaign.button.${button.state}`} values={values} />
      </button>
    </div>
  );
}
