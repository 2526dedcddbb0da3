/** A LINE feature's failure for the member: the translated explanation, then the SDK's message of section 8 when there is one. */
import { FormattedMessage } from 'react-intl';
import { describeLineFeatureError, type LineFeatureError } from '@/domain/line/featureErrors';

export function LineFeatureErrorText({ error }: { error: LineFeatureError }) {
  const { titleId, messageId, sdkMessageId, values } = describeLineFeatureError(error);
  return (
    <>
      <strong className="line-feature__title">
        <FormattedMessage id={titleId} />
      </strong>{' '}
      <FormattedMessage id={messageId} values={values} />
      {sdkMessageId ? (
        <span className="line-feature__sdk">
          {' '}
          (<FormattedMessage id={sdkMessageId} />)
        </span>
      ) : null}
    </>
  );
}
