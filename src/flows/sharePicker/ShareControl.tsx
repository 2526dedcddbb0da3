/**
 * The Share button of a campaign (or an invitation) and what became of the share: render-only. Busy while
 * LINE's picker, the share-picker window or the share sheet is open; then shared, cancelled, link copied or
 * a translated error, each with a way to share again or close the note.
 */
import { FormattedMessage } from 'react-intl';
import '@/ui/line/line.css';
import type { ShareView } from '@machines/sharePicker/sharePicker.selectors';
import { Icon } from '@/ui/common/Icon';
import { LineFeatureErrorNote } from '@/ui/line/LineFeatureErrorNote';
import { useRevealOutcome } from '@/ui/line/useRevealOutcome';

export interface ShareControlProps {
  view: ShareView;
  /** Label of the button: "Share" on a campaign, "Invite friends" on the profile. */
  labelId: string;
  canShare: boolean;
  onShare: () => void;
  onDismiss: () => void;
}

const outcomeIds = {
  shared: 'lineFeature.share.shared',
  cancelled: 'lineFeature.share.cancelled',
  linkCopied: 'lineFeature.share.linkCopied',
} as const;

export function ShareControl({ view, labelId, canShare, onShare, onDismiss }: ShareControlProps) {
  const busy = view.kind === 'busy';
  const ref = useRevealOutcome<HTMLDivElement>(view.kind === 'idle' ? null : view.kind);
  return (
    <div className="line-feature share-control" ref={ref}>
      <button type="button" className="button button--secondary" onClick={onShare} disabled={!canShare || busy} aria-busy={busy}>
        <Icon name="share" size={18} /> <FormattedMessage id={labelId} />
      </button>
      {busy ? (
        <p className="line-feature__status" role="status">
          <FormattedMessage id={`lineFeature.share.busy.${view.where}`} />
        </p>
      ) : null}
      {view.kind === 'shared' || view.kind === 'cancelled' || view.kind === 'linkCopied' ? (
        <p className={`line-feature__status line-feature__status--${view.kind}`} role="status">
          <FormattedMessage id={outcomeIds[view.kind]} />{' '}
          <button type="button" className="link-button" onClick={onDismiss}>
            <FormattedMessage id="lineFeature.ok" />
          </button>
        </p>
      ) : null}
      {view.kind === 'error' ? <LineFeatureErrorNote error={view.error} onDismiss={onDismiss} /> : null}
    </div>
  );
}
