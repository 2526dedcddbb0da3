/**
 * A guest (device sign-in, "Continue as guest") tapped something only members have (redeem, favourites):
 * sign in, coming back to this page afterwards, or register; Cancel stays. Render-only; fetched on demand
 * (src/flows/shared/guestSignIn.ts) the first time a guest taps, so it is not part of any route's chunk.
 */
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Dialog, DismissFooter } from '@/ui/dialog/Dialog';

export interface GuestSignInDialogProps {
  /** What the guest tried: the message names it. */
  reason: 'redeem' | 'favourite';
  /** The reward's name. */
  name: string;
  /** Cancel, Escape or the close button. */
  onClose: () => void;
}

export function GuestSignInDialog({ reason, name, onClose }: GuestSignInDialogProps) {
  const { pathname, search } = useLocation();
  const next = encodeURIComponent(`${pathname}${search}`);
  return (
    <Dialog
      open
      title={<FormattedMessage id="login.guestDialog.title" />}
      onClose={onClose}
      testId="guest-sign-in-dialog"
      footer={<DismissFooter label={<FormattedMessage id="common.cancel" />} onDismiss={onClose} />}
    >
      <p>
        <FormattedMessage id={`login.guestDialog.${reason}`} values={{ name }} />
      </p>
      <div className="dialog__choices">
        <Link to={`/login?next=${next}`} className="button button--primary button--block" data-autofocus>
          <FormattedMessage id="login.guestDialog.signIn" />
        </Link>
        <Link to="/register" className="button button--secondary button--block">
          <FormattedMessage id="login.guestDialog.register" />
        </Link>
      </div>
    </Dialog>
  );
}
