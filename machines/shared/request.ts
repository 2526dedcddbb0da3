/**
 * The request pattern every chart that calls the API follows ("no request ever hangs"), written once as
 * {@link requestState}. A state that invokes a call:
 *
 *   setup({ delays: { ...requestDelays }, actions: { storeError }, ... }).createMachine({ ...
 *     loading: {
 *       tags: ['loading'],
 *       // children waiting → (REQUEST_SLOW) slow (tag 'slow'), and the REQUEST_TIMEOUT transition:
 *       ...requestState({ onTimeout: { target: 'timedOut', actions: { type: 'storeError', params: timeoutError } } }),
 *       invoke: { id: 'loadX', src: 'loadX', ... },   // the actor passes its `signal` to openapi-fetch
 *     },
 *     timedOut: { description: 'No answer in time: the request was cancelled; Retry tries again.', on: { 'X.RETRY': 'loading' } },
 *
 * - after REQUEST_SLOW (3 s) the state is in its `slow` child: the screen adds "taking longer than usual"
 *   (selectors read `snapshot.hasTag('slow')`);
 * - after REQUEST_TIMEOUT (15 s) the chart leaves the state, which stops the invoked actor and so aborts
 *   its request, and stores {@link requestTimeoutError} so the screen's message is the translated
 *   `errors.timeout` (describeApiError knows it) with Retry;
 * - a write that may have been done by the server when its answer was lost (a timeout, a dropped
 *   connection) does not go straight to retry: see the redeem chart's `verifying` state.
 *
 * The delays are named in setup() so tests run on fake time and the charts show them by name.
 */
import type { ApiError } from '@/domain/apiError';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@/domain/requestLimits';

export { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS };

/** Spread into `setup({ delays })`: `REQUEST_SLOW` and `REQUEST_TIMEOUT`. */
export const requestDelays = {
  REQUEST_SLOW: REQUEST_SLOW_MS,
  REQUEST_TIMEOUT: REQUEST_TIMEOUT_MS,
} as const;

/** The `code` of the error a chart stores when REQUEST_TIMEOUT fires. */
export const REQUEST_TIMEOUT_CODE = 'timeout';

/** The error stored when a call got no answer within {@link REQUEST_TIMEOUT_MS}. */
export function requestTimeoutError(): ApiError {
  return { status: 0, code: REQUEST_TIMEOUT_CODE, message: 'The request timed out' };
}

/** True for the error of {@link requestTimeoutError}. */
export function isRequestTimeout(error: ApiError | undefined): boolean {
  return error?.status === 0 && error.code === REQUEST_TIMEOUT_CODE;
}

/**
 * Params for a chart's `storeError`-style action on REQUEST_TIMEOUT:
 * `actions: { type: 'storeError', params: timeoutError }`.
 */
export function timeoutError(): { error: ApiError } {
  return { error: requestTimeoutError() };
}

/** The tag of a call's `slow` child state. */
export const SLOW_TAG = 'slow';

/**
 * Spread into a state that runs a call: it starts `waiting` and moves to `slow` (tag 'slow') after
 * REQUEST_SLOW. The state's own `after: { REQUEST_TIMEOUT: ... }` and `invoke` stay beside it.
 */
export const slowNotice = {
  initial: 'waiting',
  states: {
    waiting: { after: { REQUEST_SLOW: 'slow' } },
    slow: {
      tags: [SLOW_TAG],
      description: 'The call has run for a few seconds: the screen says it is taking longer than usual.',
    },
  },
} as const;

/** What {@link requestState} takes. */
export type RequestStateOptions<TTimeout> = {
  /** Where the chart goes, and what it stores, when the call has no answer within REQUEST_TIMEOUT. */
  onTimeout: TTimeout;
  /**
   * Whether the state gets the `waiting` → `slow` children of {@link slowNotice}; calls whose screen
   * shows no "taking longer" notice (LINE's own calls, background calls) leave it off.
   * @default true
   */
  slowNotice?: boolean;
};

/**
 * The request part of a state that runs one call, spread into it beside its `invoke`: the
 * {@link slowNotice} children and `after: { REQUEST_TIMEOUT: onTimeout }`. Targets and actions are the
 * chart's own, so the chart and its generated paths read as if written by hand. `invoke` stays in the
 * chart's literal so its `onDone`/`onError` are typed from the actor it names.
 */
export function requestState<const TTimeout>(
  options: RequestStateOptions<TTimeout> & { slowNotice?: true },
): typeof slowNotice & { after: { REQUEST_TIMEOUT: TTimeout } };
export function requestState<const TTimeout>(
  options: RequestStateOptions<TTimeout> & { slowNotice: false },
): { after: { REQUEST_TIMEOUT: TTimeout } };
export function requestState<const TTimeout>({ onTimeout, slowNotice: withSlowNotice = true }: RequestStateOptions<TTimeout>) {
  const after = { REQUEST_TIMEOUT: onTimeout };
  return withSlowNotice ? { ...slowNotice, after } : { after };
}
