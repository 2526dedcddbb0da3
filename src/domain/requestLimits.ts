/**
 * The time limits of every API call: the charts name them as delays (machines/shared/request.ts), and the
 * API layer's start-up warm-up waits no longer than a chart would. They live here so both can read them.
 */

/** How long a call runs before the screen says it is taking longer than usual. */
export const REQUEST_SLOW_MS = 3_000;
/** How long a call may run before the chart gives up, cancels it and offers Retry. */
export const REQUEST_TIMEOUT_MS = 15_000;
