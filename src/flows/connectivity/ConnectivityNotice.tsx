/**
 * The page frame's notice strip (render-only): the network notice (offline as an alert, back online as a
 * status) and the update notice with Reload. Fixed to the bottom edge, so showing it moves nothing on the page.
 * Each notice is its own live region, rendered only while it shows: an empty alert or status on every page would
 * stand beside the page's own.
 */
import { FormattedMessage } from 'react-intl';
import type { ConnectivityView } from '@machines/connectivity/connectivity.connect';
import './connectivity.css';

export type ConnectivityNoticeProps = Pick<ConnectivityView, 'networkNotice' | 'update'>;

export function ConnectivityNotice({ networkNotice, update }: ConnectivityNoticeProps) {
  if (!networkNotice && !update.shown) return null;
  return (
    <div className="connectivity-strip" data-testid="connectivity-strip">
      {networkNotice?.role === 'alert' ? (
        <p role="alert" className="connectivity-strip__note connectivity-strip__note--offline" data-testid="offline-notice">
          <FormattedMessage id={networkNotice.id} />
        </p>
      ) : null}
      {networkNotice?.role === 'status' ? (
        <p role="status" className="connectivity-strip__note" data-testid="back-online-notice">
          <FormattedMessage id={networkNotice.id} />
        </p>
      ) : null}
      {update.shown ? (
        <p role="status" className="connectivity-strip__note connectivity-strip__note--update" data-testid="update-notice">
          <FormattedMessage id={update.messageId} />{' '}
          <button type="button" className="connectivity-strip__action" onClick={update.onReload} disabled={!update.canReload} aria-busy={update.reloading}>
            <FormattedMessage id={update.reloadLabelId} />
          </button>
        </p>
      ) : null}
    </div>
  );
}
