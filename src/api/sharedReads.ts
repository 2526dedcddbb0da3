/**
 * Identical reads on their way at the same time share one request: a GET with the same URL and Authorization
 * as one not yet answered waits for that one's answer and gets its own copy of it (the first caller keeps the
 * answer itself: its address and headers are the network's). Flows that start together
 * often read the same thing (the cookie consent and the re-consent check both read the consent versions).
 *
 * Each caller keeps its own signal: one that cancels gets its abort at once, and the shared request is
 * cancelled only when every caller has cancelled. Only GET, and only while on its way: nothing is kept once
 * answered (the start-up warm cache, src/api/warmCache.ts, is the one that answers a read made later).
 */

type FetchRequest = (request: Request) => Promise<Response>;

interface Shared {
  /** The answer: the first caller's; each caller that joined gets a clone of it. */
  answer: Promise<Response>;
  join(signal: AbortSignal): void;
}

/** Rejects with `signal`'s reason when it aborts (never, if it does not). */
function abortOf(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function shareInFlightReads(fetchRequest: FetchRequest): FetchRequest {
  const inFlight = new Map<string, Shared>();

  function start(key: string, request: Request): Shared {
    const controller = new AbortController();
    let callers = 0;
    const answer = fetchRequest(new Request(request, { signal: controller.signal }));
    const shared: Shared = {
      answer,
      join(signal) {
        callers += 1;
        signal.addEventListener(
          'abort',
          () => {
            callers -= 1;
            if (callers === 0) {
              if (inFlight.get(key) === shared) inFlight.delete(key);
              controller.abort(signal.reason);
            }
          },
          { once: true },
        );
      },
    };
    const done = () => {
      if (inFlight.get(key) === shared) inFlight.delete(key);
    };
    answer.then(done, done);
    inFlight.set(key, shared);
    return shared;
  }

  return (request) => {
    if (request.method !== 'GET' || request.signal.aborted) return fetchRequest(request);
    const key = `${request.url} ${request.headers.get('Authorization') ?? ''}`;
    const joined = inFlight.get(key);
    if (joined) {
      joined.join(request.signal);
      return Promise.race([joined.answer.then((response) => response.clone()), abortOf(request.signal)]);
    }
    // The first caller reads the answer itself, so a read nobody joins costs no copy. Those who joined take
    // their copies as the answer arrives, before the first caller's code runs on (its continuation is queued
    // after their copies), so the body is still unread when they do.
    const shared = start(key, request);
    shared.join(request.signal);
    return Promise.race([shared.answer, abortOf(request.signal)]);
  };
}
