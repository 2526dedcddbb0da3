/** A LINE feature's failure under its control (share, send to chat): the translated text and OK to close it. */
import { FormattedMessage } from 'react-intl';
import type { LineFeatureError } from '@/domain/line/featureErrors';
import { LineFeatureErrorText } from './LineFeatureErrorText';

export function LineFeatureErrorNote({ error, onDismiss }: { error: LineFeatureError; onDismiss: () => void }) {
  return (
    <div className="line-feature__error" role="alert">
      <p>
        <LineFeatureErrorText error={error} />
      </p>
      <button type="button" className="link-button" onClick={onDismiss}>
        <FormattedMessage id="lineFeature.ok" />
      </button>
    </div>
  );
}
