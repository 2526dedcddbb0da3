/** The friendship card inside LINE (render-only): friend or not of the brand's LINE account, "Add friend", its errors. */
import { FormattedMessage } from 'react-intl';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import { Card } from '@/ui/common/Card';
import { LineFeatureErrorText } from '@/ui/line/LineFeatureErrorText';

export type FriendshipCardStatus = 'hidden' | 'checking' | 'friend' | 'notFriend' | 'opening' | 'awaitingReturn' | 'failed';

export interface FriendshipCardProps {
  status: FriendshipCardStatus;
  error: LineFeatureError | null;
  canAddFriend: boolean;
  onAddFriend: () => void;
  onRecheck: () => void;
  onRetry: () => void;
}

export function FriendshipCard({ status, error, canAddFriend, onAddFriend, onRecheck, onRetry }: FriendshipCardProps) {
  if (status === 'hidden') return null;
  return (
    <Card heading={<FormattedMessage id="lineFeature.friendship.title" />} className="line-friendship" tone="notice">
      <div data-testid="line-friendship" aria-busy={status === 'checking' || status === 'opening'}>
        {status === 'checking' ? (
          <p role="status">
            <FormattedMessage id="lineFeature.friendship.checking" />
          </p>
        ) : null}
        {status === 'friend' ? (
          <p role="status">
            <FormattedMessage id="lineFeature.friendship.friend" />
          </p>
        ) : null}
        {status === 'notFriend' || status === 'opening' ? (
          <>
            <p>
              <FormattedMessage id="lineFeature.friendship.notFriend" />
            </p>
            {canAddFriend || status === 'opening' ? (
              <button type="button" className="button button--primary" onClick={onAddFriend} disabled={!canAddFriend}>
                <FormattedMessage id={status === 'opening' ? 'lineFeature.friendship.opening' : 'lineFeature.friendship.add'} />
              </button>
            ) : null}
          </>
        ) : null}
        {status === 'awaitingReturn' ? (
          <>
            <p role="status">
              <FormattedMessage id="lineFeature.friendship.awaiting" />
            </p>
            <button type="button" className="button" onClick={onRecheck}>
              <FormattedMessage id="lineFeature.friendship.recheck" />
            </button>
          </>
        ) : null}
        {error ? (
          <p className="line-feature__error" role="alert">
            <LineFeatureErrorText error={error} />
          </p>
        ) : null}
        {status === 'failed' ? (
          <button type="button" className="button" onClick={onRetry}>
            <FormattedMessage id="lineFeature.retry" />
          </button>
        ) : null}
      </div>
    </Card>
  );
}
