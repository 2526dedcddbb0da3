/**
 * The welcome-point dialog (spec section 2, render-only): image, title, message, the points with the unit
 * word made plural above 1 ('1 point', '100 points'; Thai has no plural), and OK.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPoints } from '@/i18n/format';
import { Dialog, OkFooter } from '@/ui/dialog/Dialog';
import welcomeImage from './welcome-points.svg';
import '@/flows/membership/membership.css';

export interface WelcomePointDialogProps {
  open: boolean;
  points: number;
  locale: 'th' | 'en';
  onOk(): void;
}

export function WelcomePointDialog({ open, points, locale, onOk }: WelcomePointDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={<FormattedMessage id="membership.welcome.title" />}
      onClose={onOk}
      showCloseButton={false}
      testId="welcome-point-dialog"
      footer={<OkFooter onOk={onOk} block />}
    >
      <div className="welcome-point">
        <img className="welcome-point__image" src={welcomeImage} alt={intl.formatMessage({ id: 'membership.welcome.imageAlt' })} width={160} height={120} />
        <p>
          <FormattedMessage id="membership.welcome.message" />
        </p>
        <p className="welcome-point__points" data-testid="welcome-point-amount">
          <FormattedMessage id="membership.welcome.points" values={{ points: <strong>{formatPoints(points, locale)}</strong> }} />
        </p>
      </div>
    </Dialog>
  );
}
