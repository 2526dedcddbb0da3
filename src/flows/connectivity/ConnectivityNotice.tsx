/**
 * The page frame's notice strip (render-only): the network notice (offline as an alert, back online as a
 * status) and the update notice with Reload. Fixed to the bottom edge, so showing it moves nothing on the page.
 */
import { FormattedMessage } from 'react-intl';
import type { ConnectivityView } from '@machines/connectivity/connectivity.connect';
import './connectivity.css';

export type ConnectivityNoticeProps = Pick<ConnectivityView, 'networkNotice' | 'update'>;

export function ConnectivityNotice({ networkNotice, update }: ConnectivityNoticeProps) {
  return (
    <div className="connectivity-strip" data-testid="connectivity-strip">
      <div role="alert" className="connectivity-strip__slot">
        {networkNotice?.role === 'alert' ? (
          <p className="connectivity-strip__note connectivity-strip__note--offline" data-testid="offline-notice">
            <FormattedMessage id={networkNotice.id} />
          </p>
        ) : null}
      </div>
      <div role="status" className="connectivity-strip__slot">
        {networkNotice?.role === 'status' ? (
          <p className="connectivity-strip__note" data-testid="back-online-notice">
            <FormattedMessage id={networkNotice.id} />
          </p>
        ) : null}
        {update.shown ? (
          <p className="connectivity-strip__note connectivity-strip__note--update" data-testid="update-notice">
            <FormattedMessage id={update.messageId} />{' '}
            <button type="button" className="connectivity-strip__action" onClick={update.onReload} disabled={!update.canReload} aria-busy={update.reloading}>
              <FormattedMessage id={update.reloadLabelId} />
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
