/**
 * A failed call's message for the member: the translated text describeApiError (src/domain/errors)
 * chooses by status and error id, with the id and code appended. Never the server's own text (except the
 * spec's 401 case). Use it in every error state and dialog that shows an ApiError.
 */
import { FormattedMessage } from 'react-intl';
import type { ApiError } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';

export function ApiErrorText({ error }: { error: ApiError }) {
  const { messageId, values } = describeApiError(error);
  return <FormattedMessage id={messageId} values={values} />;
}
