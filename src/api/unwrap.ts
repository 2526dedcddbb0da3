/**
 * `unwrap(await clients.modules.POST('/auth/otp', { body, signal }))` → the answer's data, or a thrown
 * {@link ApiCallError}. With the clients of src/api/clients.ts failures already reject the call; unwrap
 * also covers a `{ error }` result (a client without the middleware) and `success: false`.
 */
import { ApiCallError } from '@/domain/apiError';
import { readBackendError } from './middleware';

/** The success branch's data type of an openapi-fetch result. */
export type ResultData<R> = R extends { data: infer D } ? D : never;

/** Returns the data of a successful openapi-fetch result; throws ApiCallError otherwise. */
export function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(result: R): ResultData<R> {
  const { data, error, response } = result;
  const failedBody = error !== undefined || !response.ok ? error : undefined;
  const falseSuccess =
    typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false;
  if (error !== undefined || !response.ok || falseSuccess) {
    const body = falseSuccess ? data : failedBody;
    const fields = readBackendError(body);
    throw new ApiCallError({
      ...fields,
      message: fields.message ?? (response.statusText || `HTTP ${response.status}`),
      status: response.status,
      raw: body,
      operation: response.url || undefined,
    });
  }
  return data as ResultData<R>;
}
