/**
 * The favourite heart of a campaign page or card, and the add-to-favourite toast (spec section 2:
 * 'added to favourites' with a link to /profile/favorite). Render-only: the favouriteToggle chart says
 * whether it is filled, busy, showing the toast or showing an error.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '@/ui/common/Icon';
import '@/flows/favourites/favourite.css';

export interface FavouriteHeartProps {
  campaignName: string;
  favourite: boolean;
  busy: boolean;
  /** The heart takes a tap now (the chart can take the toggle). */
  canToggle: boolean;
  toast: boolean;
  /** A failed add or remove, already translated. */
  error?: ReactNode;
  onToggle: () => void;
  onToastClose: () => void;
  /** Closes the error message; the heart stays as it was. */
  onDismiss: () => void;
  /** A guest tapped the heart: the sign-in-or-register dialog, already built. */
  signInDialog?: ReactNode;
}

export function FavouriteHeart({ campaignName, favourite, busy, canToggle, toast, error, onToggle, onToastClose, onDismiss, signInDialog }: FavouriteHeartProps) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className={`favourite-heart${favourite ? ' favourite-heart--on' : ''}`}
        aria-pressed={favourite}
        aria-busy={busy || undefined}
        disabled={!canToggle}
        aria-label={intl.formatMessage({ id: 'favourite.heart.label' }, { name: campaignName })}
        onClick={onToggle}
      >
        <Icon name="heart" size={22} />
      </button>
      {error ? (
        <p className="favourite-error" role="alert">
          {error}{' '}
          <button type="button" className="favourite-toast__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onDismiss}>
            <Icon name="close" size={18} />
          </button>
        </p>
      ) : null}
      {signInDialog}
      {toast ? (
        <div className="favourite-toast" role="status">
          <span>
            <FormattedMessage id="favourite.toast.added" />
          </span>
          <Link to="/profile/favorite" className="favourite-toast__link">
            <FormattedMessage id="favourite.toast.link" />
          </Link>
          <button type="button" className="favourite-toast__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onToastClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : null}
    </>
  );
}
